import type { TEventoTipo } from "@/shared/rules/calendario";
import type { TEventoCalendario } from "@/shared/schemas/calendario";
import { formatNumero } from "@/web/lib/format";

// What the calendar's events say in words, apart from how they look: the same text on the month
// grid, the phone's list, the day's dialog and the header's popover.

// Part 1 §9 names three kinds; decision 023 adds the legal renewal deadline, and an expiry after a
// renewal filed in time is 'Validade prorrogada' — no deadline; issue 32 the obligations that
// belong to no licence.
export const TIPO_LABEL: Record<TEventoTipo, string> = {
  vencimento: "Vencimento",
  prazo_renovacao: "Prazo legal de renovação",
  condicionante: "Condicionante",
  obrigacao: "Obrigação",
  checklist: "Checklist",
  validade_prorrogada: "Validade prorrogada",
};

/** The kinds that are about a licence itself, whose title already names it. */
const DA_LICENCA: ReadonlySet<TEventoTipo> = new Set(["vencimento", "prazo_renovacao", "validade_prorrogada"]);

/**
 * Project name and licence label, when present, as one line under the title — without the
 * licence when the title already says it ('Vencimento Licença de Operação 100/2024').
 */
export function eventoDetalhe(e: TEventoCalendario): string {
  const licenca = e.licenca && !e.titulo.includes(e.licenca) ? e.licenca : null;
  return [e.empreendimento, licenca].filter(Boolean).join(" · ");
}

/** What a month cell shows of an event: the licence's short label ('LO 1133/2026'), or a checklist's title. */
export const rotuloCurto = (e: TEventoCalendario) => e.licencaSigla ?? e.titulo;

/**
 * The rest of an event, for a screen reader after the cell's short label: overdue or not, the
 * kind, and a condition's or checklist's title (a licence's kind already says it all).
 */
export function eventoResumo(e: TEventoCalendario): string {
  const tipo =
    DA_LICENCA.has(e.tipo) || e.tipo === "checklist" ? TIPO_LABEL[e.tipo] : `${TIPO_LABEL[e.tipo]}: ${e.titulo}`;
  return `${e.atrasado ? "Atrasada, " : ""}${tipo}`;
}

/** The popover's link to the overdue obligations it does not list: '3 atrasados — ver todos'. */
export const atrasadosTexto = (n: number) => `${formatNumero(n)} ${n === 1 ? "atrasado" : "atrasados"} — ver todos`;
