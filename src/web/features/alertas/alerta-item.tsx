import { Link } from "react-router";
import { ALERTA_TIPO_LABELS, URGENCIA_TITULOS, type TUrgencia } from "@/shared/rules/alertas";
import type { TAlerta } from "@/shared/schemas/alertas";
import { formatDate } from "@/web/lib/format";
import { cn } from "@/web/lib/utils";
import { Button } from "@/web/components/ui/button";

// One alert, in the bell's popover and on /alertas: what it is, the deadline and its words, a
// link to the item. Unread ones carry a dot and the words 'Não lido', so the state never
// depends on seeing the colour or the weight.

const URGENCIA_COR: Record<TUrgencia, string> = {
  atrasado: "bg-red-600 text-white",
  hoje: "bg-red-100 text-red-900",
  analise: "bg-emerald-100 text-emerald-900",
  semana: "bg-amber-100 text-amber-900",
  mes: "bg-blue-100 text-blue-900",
  adiante: "bg-slate-100 text-slate-800",
};

export function UrgenciaBadge({ urgencia }: { urgencia: TUrgencia }) {
  return (
    <span
      className={cn("inline-flex rounded-full px-2 py-0.5 text-xs font-semibold", URGENCIA_COR[urgencia])}
      data-urgencia={urgencia}
    >
      {URGENCIA_TITULOS[urgencia]}
    </span>
  );
}

interface TAlertaItemProps {
  alerta: TAlerta;
  /** Following the link marks the alert read (and closes the popover, when there is one). */
  onAbrir: (alerta: TAlerta) => void;
  /** 'Marcar como lida', on unread alerts; absent in the popover, which has 'Marcar todos'. */
  onMarcar?: (alerta: TAlerta) => void;
  busy?: boolean;
  comUrgencia?: boolean;
}

/** A licence's alert is about its expiry; the others' about a deadline to meet. */
const rotuloData = (alerta: TAlerta) => (alerta.itemTipo === "licenca" ? "Vencimento" : "Prazo");

export function AlertaItem({ alerta, onAbrir, onMarcar, busy, comUrgencia }: TAlertaItemProps) {
  const naoLido = !alerta.lida;
  const urgente = alerta.urgencia === "atrasado" || alerta.urgencia === "hoje";
  return (
    <article
      aria-label={`${ALERTA_TIPO_LABELS[alerta.itemTipo]}: ${alerta.titulo}`}
      data-lida={alerta.lida}
      className={cn(
        "flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-start sm:justify-between",
        naoLido && "border-primary/40 bg-primary/5",
      )}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {naoLido && (
            <span className="inline-flex items-center gap-1 font-semibold text-primary">
              <span className="size-2 rounded-full bg-primary" aria-hidden />
              Não lido
            </span>
          )}
          <span className="rounded-full bg-secondary px-2 py-0.5 font-semibold text-secondary-foreground">
            {ALERTA_TIPO_LABELS[alerta.itemTipo]}
          </span>
          {comUrgencia && <UrgenciaBadge urgencia={alerta.urgencia} />}
        </div>
        <Link
          to={alerta.link}
          onClick={() => onAbrir(alerta)}
          className={cn(
            "mt-1 block text-sm break-words underline-offset-4 hover:underline",
            naoLido && "font-semibold",
          )}
        >
          {alerta.titulo}
        </Link>
        {alerta.contexto && <p className="text-xs break-words text-muted-foreground">{alerta.contexto}</p>}
        {alerta.itemTipo === "comprovacao" ? (
          // A proof to review has no deadline of its own: what it waits for.
          <p className="mt-1 text-sm">{alerta.texto}</p>
        ) : (
          <p className={cn("mt-1 text-sm", urgente && "font-medium text-red-700")}>
            {rotuloData(alerta)}: <time dateTime={alerta.prazo}>{formatDate(alerta.prazo)}</time> · {alerta.texto}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          Alerta de <time dateTime={alerta.dia}>{formatDate(alerta.dia)}</time>
        </p>
      </div>
      {onMarcar && naoLido && (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 self-start"
          disabled={busy}
          onClick={() => onMarcar(alerta)}
        >
          Marcar como lido
        </Button>
      )}
    </article>
  );
}
