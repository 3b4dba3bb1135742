import type { LucideIcon } from "lucide-react";
import { AlertTriangle, CalendarClock, FileCheck2, Hourglass } from "lucide-react";
import type { TPortalInicio } from "@/shared/schemas/portal";
import { formatNumero } from "@/web/lib/format";
import { cn } from "@/web/lib/utils";

const CARTOES: {
  chave: keyof TPortalInicio["resumo"];
  titulo: string;
  icone: LucideIcon;
  /** The accent when the count is not zero: red and amber call for action, the rest inform. */
  cor: string;
}[] = [
  { chave: "atrasadas", titulo: "Atrasadas", icone: AlertTriangle, cor: "bg-red-100 text-red-800" },
  { chave: "vencendo", titulo: "Vencem em 30 dias", icone: CalendarClock, cor: "bg-amber-100 text-amber-800" },
  { chave: "emAnalise", titulo: "Em análise", icone: Hourglass, cor: "bg-blue-100 text-blue-800" },
  { chave: "licencas", titulo: "Licenças", icone: FileCheck2, cor: "bg-green-100 text-green-800" },
];

/** The home's four counts: what is late, what is due soon, what awaits review, how many licences. */
export function ResumoCards({ resumo }: { resumo: TPortalInicio["resumo"] }) {
  return (
    <section aria-label="Resumo">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {CARTOES.map(({ chave, titulo, icone: Icone, cor }) => {
          const valor = resumo[chave];
          return (
            <li key={chave} className="flex flex-col gap-3 rounded-xl border bg-background p-4 shadow-sm sm:p-5">
              <span
                className={cn(
                  "flex size-9 items-center justify-center rounded-full",
                  valor > 0 ? cor : "bg-muted text-muted-foreground",
                )}
              >
                <Icone aria-hidden className="size-5" />
              </span>
              <span className="flex flex-col">
                <span className="text-3xl font-semibold tabular-nums">{formatNumero(valor)}</span>
                <span className="text-sm text-muted-foreground">{titulo}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
