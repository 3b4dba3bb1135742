import { useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, TriangleAlert } from "lucide-react";
import type { TEventoCalendario } from "@/shared/schemas/calendario";
import { Button } from "@/web/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/web/components/ui/popover";
import { proximosEventosQueryOptions } from "./api";
import { EventoCard } from "./evento";
import { atrasadosTexto } from "./evento-textos";

/**
 * The header's 'Calendário' (part 1 §2.5): how many obligations are overdue, as a link to where
 * they are listed, then the next 3 events from today — overdue ones never take those slots. One
 * call, asked only once opened, so no screen's first paint pays for it.
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
        {!!query.data?.atrasadas && <Atrasados n={query.data.atrasadas} onPick={close} />}
        <Eventos eventos={query.data?.eventos} isPending={query.isPending} isError={query.isError} onPick={close} />
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

/** The overdue obligations, as a count: the conditions screen lists them first ('Vencidas'). */
function Atrasados({ n, onPick }: { n: number; onPick: () => void }) {
  return (
    <p className="flex items-center gap-2 rounded-md bg-red-50 px-2 py-1.5 text-sm">
      <TriangleAlert aria-hidden className="size-4 shrink-0 text-red-700" />
      <Link to="/condicionantes" onClick={onPick} className="font-medium text-red-800 underline underline-offset-4">
        {atrasadosTexto(n)}
      </Link>
    </p>
  );
}
