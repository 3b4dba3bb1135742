import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { diaQueryOptions } from "./api";
import { CalendarioCarregando } from "./carregando";
import { EventoCard } from "./evento";
import { diaPorExtenso, resumoDoDia } from "./mes";
import { formatNumero } from "@/web/lib/format";

/**
 * The day whose dialog is open, and the button that opened it. A closed dialog keeps both
 * (`fechado`): the focus goes back to that button once the dialog has gone.
 */
export type TDiaAberto = { dia: string; origem: HTMLElement; fechado?: boolean };

/**
 * '+N mais' of a day (the grid's cell or the phone's list): a button that opens the day's events.
 * The visible words start its name, so a voice command of what is seen finds it.
 */
export function MaisEventos(props: {
  dia: string;
  mais: number;
  onOpen: (aberto: TDiaAberto) => void;
  className?: string;
}) {
  return (
    <Button
      variant="link"
      size="sm"
      className={props.className}
      aria-haspopup="dialog"
      onClick={(e) => props.onOpen({ dia: props.dia, origem: e.currentTarget })}
    >
      {`+${formatNumero(props.mais)} mais`}
      <span className="sr-only">{` eventos em ${diaPorExtenso(props.dia)}`}</span>
    </Button>
  );
}

/**
 * A day's events in a dialog, asked only once opened: up to 100 of them; a day with
 * more (a large company's busiest) says so and leads to the conditions screen, where they are paged.
 */
export function DiaDialog(props: { aberto: TDiaAberto | null; onClose: () => void }) {
  const origem = props.aberto?.origem;
  return (
    <Dialog open={!!props.aberto && !props.aberto.fechado} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent
        // Opened without a DialogTrigger, Radix would not know where to give the focus back.
        onCloseAutoFocus={(e) => {
          if (!origem?.isConnected) return;
          e.preventDefault();
          origem.focus();
        }}
      >
        {props.aberto && <EventosDoDia dia={props.aberto.dia} onPick={props.onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EventosDoDia({ dia, onPick }: { dia: string; onPick: () => void }) {
  const query = useQuery(diaQueryOptions(dia));
  const eventos = query.data?.eventos ?? [];
  const total = Math.max(query.data?.dias?.[dia] ?? 0, eventos.length);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{diaPorExtenso(dia)}</DialogTitle>
        <DialogDescription>{query.data ? resumoDoDia(eventos.length, total) : "Eventos do dia."}</DialogDescription>
      </DialogHeader>
      <CalendarioCarregando query={query}>
        <ul aria-label={`Eventos de ${diaPorExtenso(dia)}`} className="space-y-2">
          {eventos.map((e) => (
            <li key={e.id}>
              <EventoCard evento={e} completo onClick={onPick} />
            </li>
          ))}
        </ul>
      </CalendarioCarregando>
      {total > eventos.length && (
        <p className="text-sm">
          <Link to="/condicionantes" onClick={onPick} className="font-medium underline underline-offset-4">
            Ver todas na tela de Condicionantes
          </Link>
        </p>
      )}
    </>
  );
}
