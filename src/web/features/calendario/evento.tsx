import type { TEventoTipo } from "@/shared/rules/calendario";
import type { TEventoCalendario } from "@/shared/schemas/calendario";
import { cn } from "@/web/lib/utils";

// Part 1 §9: vencimento red, condicionante blue, checklist green. The label goes with the
// colour everywhere, so the type never depends on seeing colour.
export const TIPO_LABEL: Record<TEventoTipo, string> = {
  vencimento: "Vencimento",
  condicionante: "Condicionante",
  checklist: "Checklist",
};
const TIPO_BADGE: Record<TEventoTipo, string> = {
  vencimento: "bg-red-100 text-red-900",
  condicionante: "bg-blue-100 text-blue-900",
  checklist: "bg-green-100 text-green-900",
};
/** The strong colour: a dot in the popover, the left edge of an event in the month grid. */
export const TIPO_EDGE: Record<TEventoTipo, string> = {
  vencimento: "border-red-600",
  condicionante: "border-blue-600",
  checklist: "border-green-600",
};

/** 'dd/MM' from yyyy-mm-dd, without a Date: the day must not shift with the browser's zone. */
export const ddMM = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/**
 * Where an event leads: a licence's details or its conditions panel on /licencas (which read
 * these parameters), or the checklists screen.
 */
export function eventoHref(e: TEventoCalendario): string {
  if (e.tipo === "vencimento" && e.licencaId) return `/licencas?detalhes=${encodeURIComponent(e.licencaId)}`;
  if (e.tipo === "condicionante" && e.licencaId) return `/licencas?condicionantes=${encodeURIComponent(e.licencaId)}`;
  return "/checklists";
}

export function TipoBadge({ tipo, className }: { tipo: TEventoTipo; className?: string }) {
  return (
    <span
      className={cn("inline-flex rounded-full px-2 py-0.5 text-xs font-semibold", TIPO_BADGE[tipo], className)}
      data-tipo={tipo}
    >
      {TIPO_LABEL[tipo]}
    </span>
  );
}

/** Project name and licence label, when present, as one muted line. */
export function eventoDetalhe(e: TEventoCalendario): string {
  return [e.empreendimento, e.licenca].filter(Boolean).join(" · ");
}
