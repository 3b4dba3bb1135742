import { useSearchParams } from "react-router";
import { ImpressaoConsolidado } from "./impressao-consolidado";
import { ImpressaoEmpreendimento } from "./impressao-empreendimento";

/**
 * /relatorios/imprimir — the printable report, outside the shell, opened in a new tab by
 * 'Imprimir Relatório' with the screen's choice in the query: `empreendimento` (a project's id,
 * or 'todos' for the consolidated picture), `inicio` and `fim` (yyyy-mm-dd, optional).
 * Each report renders its content inside ImpressaoDocumento (./impressao-documento.tsx).
 */
export function ImpressaoPage() {
  const [params] = useSearchParams();
  const empreendimento = params.get("empreendimento") ?? "";
  const periodo = { inicio: params.get("inicio") || null, fim: params.get("fim") || null };
  if (empreendimento === "todos") return <ImpressaoConsolidado />;
  return <ImpressaoEmpreendimento id={empreendimento} periodo={periodo} />;
}
