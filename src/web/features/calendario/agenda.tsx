import type { TEventoCalendario } from "@/shared/schemas/calendario";
import { cn } from "@/web/lib/utils";
import { EventoCard } from "./evento";
import { MaisEventos, type TDiaAberto } from "./dia-dialog";
import { diaPorExtenso } from "./mes";

/**
 * The month's events as a list of days, for a phone: seven columns do not fit its width, and a
 * list reads without sideways scrolling. Days without events are left out; a day with more than
 * it lists says '+N mais', which opens the day's events.
 */
export function Agenda(props: {
  porDia: Map<string, TEventoCalendario[]>;
  mais: (dia: string) => number;
  onMais: (aberto: TDiaAberto) => void;
  mes: string;
  today: string;
  className?: string;
}) {
  const dias = [...props.porDia.keys()].filter((d) => d.startsWith(props.mes)).sort();
  if (dias.length === 0) return null;
  return (
    <ol aria-label="Eventos do mês" className={cn("space-y-4", props.className)}>
      {dias.map((dia) => (
        <li key={dia}>
          <h3 className="mb-2 text-sm font-semibold">
            <time dateTime={dia} aria-current={dia === props.today ? "date" : undefined}>
              {diaPorExtenso(dia)}
            </time>
            {dia === props.today && <span className="ml-2 text-primary">Hoje</span>}
          </h3>
          <ul className="space-y-2">
            {props.porDia.get(dia)!.map((e) => (
              <li key={e.id}>
                <EventoCard evento={e} />
              </li>
            ))}
          </ul>
          {props.mais(dia) > 0 && <MaisEventos dia={dia} mais={props.mais(dia)} onOpen={props.onMais} />}
        </li>
      ))}
    </ol>
  );
}
