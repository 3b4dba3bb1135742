import { useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays } from "lucide-react";
import type { TCalendario, TEventoCalendario } from "@/shared/schemas/calendario";
import { Button } from "@/web/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/web/components/ui/popover";
import { proximosEventosQueryOptions } from "./api";
import { EventoCard } from "./evento";

/**
 * The header's 'Calendário' (part 1 §2.5): the next 3 events, obligations already overdue first
 * (decision 013). It asks the server only once opened, so no screen's first paint pays for it.
 */
export function CalendarioPopover() {
  const [open, setOpen] = useState(false);
  const query = useQuery({ ...proximosEventosQueryOptions(), enabled: open });
  const close = () => setOpen(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm">
          <CalendarDays aria-hidden />
          Calendário
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-labelledby="proximos-eventos-titulo" className="space-y-3">
        <h2 id="proximos-eventos-titulo" className="text-sm font-semibold">
          Próximos eventos
        </h2>
        <Eventos eventos={query.data?.eventos} isPending={query.isPending} isError={query.isError} onPick={close} />
        {query.data && <MaisAtrasadas calendario={query.data} onPick={close} />}
        <Button asChild variant="outline" size="sm" className="w-full">
          <Link to="/calendario" onClick={close}>
            Ver calendário
          </Link>
        </Button>
      </PopoverContent>
    </Popover>
  );
}

function Eventos(props: { eventos?: TEventoCalendario[]; isPending: boolean; isError: boolean; onPick: () => void }) {
  if (props.isError) return <p className="text-sm text-muted-foreground">Não foi possível carregar os eventos.</p>;
  if (props.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Carregando...
      </p>
    );
  if (!props.eventos?.length)
    return <p className="text-sm text-muted-foreground">Nenhum evento nos próximos 60 dias.</p>;
  return (
    <ul aria-label="Próximos eventos" className="space-y-2">
      {props.eventos.map((e) => (
        <li key={e.id}>
          <EventoCard evento={e} comData onClick={props.onPick} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The popover shows 3 events, overdue ones first: when more obligations are overdue than it
 * shows, it says how many and leads to the conditions screen, whose first section lists them.
 */
function MaisAtrasadas({ calendario, onPick }: { calendario: TCalendario; onPick: () => void }) {
  const mostradas = calendario.eventos.filter((e) => e.atrasado).length;
  const outras = calendario.atrasadas - mostradas;
  if (outras <= 0) return null;
  return (
    <p className="text-sm">
      <Link to="/condicionantes" onClick={onPick} className="font-medium text-red-700 underline underline-offset-4">
        {outras === 1 ? "Mais 1 obrigação atrasada" : `Mais ${outras} obrigações atrasadas`}
      </Link>
    </p>
  );
}
