import { formatIsoDate } from "@/shared/rules/datas";
import type { TEventoCalendario } from "@/shared/schemas/calendario";
import { cn } from "@/web/lib/utils";
import { EventoCard } from "./evento";
import { DIAS_SEMANA } from "./mes";

const diaDaSemana = (iso: string) => DIAS_SEMANA[new Date(`${iso}T00:00:00Z`).getUTCDay()][1];

/**
 * The month's events as a list of days, for a phone: seven columns do not fit its width, and a
 * list reads without sideways scrolling. Days without events are left out.
 */
export function Agenda(props: {
  porDia: Map<string, TEventoCalendario[]>;
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
              {`${diaDaSemana(dia)}, ${formatIsoDate(dia)}`}
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
        </li>
      ))}
    </ol>
  );
}
