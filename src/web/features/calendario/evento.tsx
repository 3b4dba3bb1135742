import { Link } from "react-router";
import { CalendarX2, ClipboardList, FileClock, Hourglass, Landmark, ListChecks, type LucideIcon } from "lucide-react";
import type { TEventoTipo } from "@/shared/rules/calendario";
import type { TEventoCalendario } from "@/shared/schemas/calendario";
import { cn } from "@/web/lib/utils";
import { eventoDetalhe, TIPO_LABEL } from "./evento-textos";

// Part 1 §9: vencimento red, condicionante blue, checklist green; the legal renewal deadline
// (decision 023) orange; an obligation that belongs to no licence (issue 32) violet; an expiry extended by a timely renewal slate, as it asks nothing. The
// label and the icon go with the colour everywhere, so the kind never depends on seeing colour.
const TIPO_BADGE: Record<TEventoTipo, string> = {
  vencimento: "bg-red-100 text-red-900",
  prazo_renovacao: "bg-orange-100 text-orange-900",
  condicionante: "bg-blue-100 text-blue-900",
  obrigacao: "bg-violet-100 text-violet-900",
  checklist: "bg-green-100 text-green-900",
  validade_prorrogada: "bg-slate-100 text-slate-800",
};
/** The strong colour: the left edge of an event in the month grid, the lists and the popover. */
export const TIPO_EDGE: Record<TEventoTipo, string> = {
  vencimento: "border-red-600",
  prazo_renovacao: "border-orange-500",
  condicionante: "border-blue-600",
  obrigacao: "border-violet-600",
  checklist: "border-green-600",
  validade_prorrogada: "border-slate-400",
};
/** Each kind's icon: what a month cell shows of the kind beside the licence's short label. */
export const TIPO_ICONE: Record<TEventoTipo, LucideIcon> = {
  vencimento: CalendarX2,
  prazo_renovacao: FileClock,
  condicionante: ClipboardList,
  obrigacao: Landmark,
  checklist: ListChecks,
  validade_prorrogada: Hourglass,
};

/** 'dd/MM' from yyyy-mm-dd, without a Date: the day must not shift with the browser's zone. */
export const ddMM = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/**
 * Where an event leads: a licence's details, or its conditions panel on /licencas opened at the
 * condition (and at the scheduled delivery) the event is, or the checklist's items.
 */
export function eventoHref(e: TEventoCalendario): string {
  if ((e.tipo === "vencimento" || e.tipo === "prazo_renovacao" || e.tipo === "validade_prorrogada") && e.licencaId)
    return `/licencas?detalhes=${encodeURIComponent(e.licencaId)}`;
  if (e.tipo === "condicionante" && e.licencaId) {
    const params = new URLSearchParams({ condicionantes: e.licencaId });
    if (e.condicionanteId) params.set("condicionante", e.condicionanteId);
    if (e.comprovacaoId) params.set("entrega", e.comprovacaoId);
    return `/licencas?${params}`;
  }
  if (e.tipo === "obrigacao" && e.obrigacaoId) return `/obrigacoes?detalhes=${encodeURIComponent(e.obrigacaoId)}`;
  if (e.tipo === "checklist" && e.checklistId) return `/checklists?checklist=${encodeURIComponent(e.checklistId)}`;
  return "/checklists";
}

/** An obligation still open after its date (decision 013): red, and said in words. */
export function AtrasadaBadge({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white", className)}>
      Atrasada
    </span>
  );
}

export function TipoBadge({ tipo, className }: { tipo: TEventoTipo; className?: string }) {
  const Icone = TIPO_ICONE[tipo];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold",
        TIPO_BADGE[tipo],
        className,
      )}
      data-tipo={tipo}
    >
      <Icone aria-hidden className="size-3.5 shrink-0" />
      {TIPO_LABEL[tipo]}
    </span>
  );
}

/**
 * An event as a card linking to its licence or condition: title (with its 'dd/MM' date when
 * asked), 'Atrasada' when overdue, type and project · licence. The popover, the phone's month
 * list and the day's dialog show it.
 */
export function EventoCard(props: {
  evento: TEventoCalendario;
  comData?: boolean;
  /** The whole title, where a condition's name was cut (the day's dialog has the room). */
  completo?: boolean;
  onClick?: () => void;
}) {
  const e = props.evento;
  return (
    <Link
      to={eventoHref(e)}
      onClick={props.onClick}
      className={cn("block rounded-md border border-l-4 p-2 text-sm hover:bg-muted", TIPO_EDGE[e.tipo])}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="min-w-0 break-words font-medium">{(props.completo && e.tituloCompleto) || e.titulo}</span>
        {props.comData && (
          <time
            dateTime={e.data}
            className={cn("shrink-0 tabular-nums", e.atrasado ? "font-semibold text-red-700" : "text-muted-foreground")}
          >
            {ddMM(e.data)}
          </time>
        )}
      </span>
      <span className="mt-1 flex flex-wrap items-center gap-2">
        {e.atrasado && <AtrasadaBadge />}
        <TipoBadge tipo={e.tipo} />
        <span className="text-xs text-muted-foreground">{eventoDetalhe(e)}</span>
      </span>
    </Link>
  );
}
