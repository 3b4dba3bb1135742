import { Link } from "react-router";
import { ChevronRight, Scale } from "lucide-react";
import type { TPortalInicio } from "@/shared/schemas/portal";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { formatNumero } from "@/web/lib/format";
import { SecaoTitulo } from "./partes";

/**
 * The home's 'Obrigações legais': how many the client has and what of them presses, from the
 * home's own call, with the way to their page. Nothing when the consultancy recorded none.
 */
export function ObrigacoesLegaisSecao(props: { resumo: TPortalInicio["obrigacoesLegais"]; href: string }) {
  const { total, atrasadas, vencendo, emAnalise } = props.resumo;
  if (total === 0) return null;
  const contagens = [
    { n: atrasadas, texto: atrasadas === 1 ? "atrasada" : "atrasadas", cor: "bg-red-100 text-red-900" },
    {
      n: vencendo,
      texto: vencendo === 1 ? "vence em 30 dias" : "vencem em 30 dias",
      cor: "bg-amber-100 text-amber-900",
    },
    { n: emAnalise, texto: "em análise", cor: "bg-blue-100 text-blue-900" },
  ].filter((c) => c.n > 0);
  return (
    <section aria-labelledby="obrigacoes-legais" className="space-y-4">
      <SecaoTitulo id="obrigacoes-legais" titulo="Obrigações legais" total={total}>
        Relatórios, taxas e cadastros exigidos por lei além das licenças, como o RAPP e a TCFA.
      </SecaoTitulo>
      <div className="flex flex-col gap-4 rounded-xl border bg-background p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="flex items-start gap-3">
          <Scale aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          {contagens.length === 0 ? (
            <p className="text-sm">Nenhum vencimento atrasado ou nos próximos 30 dias.</p>
          ) : (
            <ul aria-label="Situação das obrigações legais" className="flex flex-wrap gap-2">
              {contagens.map((c) => (
                <li key={c.texto}>
                  <Badge variant="outline" className={`whitespace-nowrap border-transparent ${c.cor}`}>
                    {formatNumero(c.n)} {c.texto}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link to={props.href}>
            Ver obrigações legais
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
