import type { TEventoCalendario } from "@/shared/schemas/calendario";
import { cn } from "@/web/lib/utils";
import { MaisEventos, type TDiaAberto } from "./dia-dialog";
import { eventoResumo, rotuloCurto } from "./evento-textos";
import { TIPO_EDGE, TIPO_ICONE } from "./evento";

/**
 * A day of the month grid: its number, its first events and '+N mais'. An event shows what a
 * narrow cell can hold whole — its kind's icon and the licence's short label ('LO 1133/2026') —
 * and a tap or click opens the day's dialog with each event's full details: a touch screen has no
 * hover, so nothing is left to a tooltip.
 */
export function DiaCelula(props: {
  dia: string;
  foraDoMes: boolean;
  hoje: boolean;
  eventos?: TEventoCalendario[];
  mais: number;
  onAbrir: (aberto: TDiaAberto) => void;
}) {
  return (
    <td className={cn("h-28 border p-1 align-top", props.foraDoMes && "bg-muted/40 text-muted-foreground")}>
      <time
        dateTime={props.dia}
        aria-current={props.hoje ? "date" : undefined}
        className={cn(
          "inline-flex size-7 items-center justify-center rounded-full text-sm tabular-nums",
          props.hoje && "bg-primary font-semibold text-primary-foreground",
        )}
      >
        {Number(props.dia.slice(8, 10))}
      </time>
      {props.eventos && (
        <ul className="mt-1 space-y-1">
          {props.eventos.map((e) => (
            <li key={e.id}>
              <EventoDaCelula evento={e} onClick={(origem) => props.onAbrir({ dia: props.dia, origem })} />
            </li>
          ))}
        </ul>
      )}
      {props.mais > 0 && (
        <MaisEventos dia={props.dia} mais={props.mais} onOpen={props.onAbrir} className="h-auto px-1 py-0.5 text-xs" />
      )}
    </td>
  );
}

function EventoDaCelula({ evento: e, onClick }: { evento: TEventoCalendario; onClick: (origem: HTMLElement) => void }) {
  const Icone = TIPO_ICONE[e.tipo];
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={(ev) => onClick(ev.currentTarget)}
      className={cn(
        "flex w-full items-start gap-1 rounded border-l-4 bg-background px-1 py-0.5 text-left text-xs text-foreground hover:bg-muted",
        TIPO_EDGE[e.tipo],
        e.atrasado && "bg-red-50 font-semibold text-red-800",
        e.tipo === "validade_prorrogada" && "text-muted-foreground",
      )}
    >
      <Icone aria-hidden className="mt-px size-3.5 shrink-0" />
      {/* A long code ('ALVARA_SANITARIO 12/2026') wraps rather than being cut. */}
      <span className="min-w-0 [overflow-wrap:anywhere]">{rotuloCurto(e)}</span>
      <span className="sr-only">{` — ${eventoResumo(e)}`}</span>
    </button>
  );
}
