import type { TCondicionanteDetalhe } from "@/shared/schemas/condicionantes";
import { ComprovacoesSection } from "./anexos-comprovacoes";
import { DocumentosSection } from "./anexos-documentos";

/**
 * The proofs and documents of an expanded condition card in the licence's panel: the proofs
 * history with its add form, then the documents outside any proof with 'Reavaliar Status'.
 */
export function CondicionanteAnexos({
  condicionante,
  destaque = null,
}: {
  condicionante: TCondicionanteDetalhe;
  /** A proof to scroll to and mark. */
  destaque?: string | null;
}) {
  return (
    <div className="grid gap-6">
      <ComprovacoesSection condicionante={condicionante} destaque={destaque} />
      <DocumentosSection condicionante={condicionante} />
    </div>
  );
}
