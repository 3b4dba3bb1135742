import { addDays, daysBetween, todayIn } from "./datas";

/** Part 1 §9: licence expiries and condition deadlines within 60 days. */
export const CALENDAR_LOOKAHEAD_DAYS = 60;
/** The most days (both ends included) one request may ask: a month grid is 6 weeks (42 days). */
export const CALENDAR_MAX_RANGE_DAYS = 62;
/** Part 1 §9: an open checklist's date is its creation + 7 days; at most 5 of them. */
export const CHECKLIST_DUE_DAYS = 7;
export const CHECKLIST_LIMIT = 5;
/** Part 1 §2.5: the popover shows the next 3 events. */
export const POPOVER_EVENTS = 3;
/** A month grid's cell lists a day's first 3 events, then '+N mais'; the day's dialog up to 100. */
export const CELL_EVENTS = 3;
export const DAY_EVENTS = 100;
/**
 * A range asked without porDia nor limite lists at most this many events, whole days (decision
 * 068): no screen asks it so, and a large company's month holds tens of thousands.
 */
export const CALENDAR_LIST_MAX = 500;
export const TITLE_MAX = 30;

/**
 * In this order on one day. 'prazo_renovacao': a licence's legal renewal deadline (decision 023).
 * 'validade_prorrogada': the expiry of a licence whose renewal was filed in time — no deadline, the
 * licence stays valid until the agency decides (validadeProrrogada), so it comes last.
 */
export const EVENTO_TIPOS = [
  "vencimento",
  "prazo_renovacao",
  "condicionante",
  "obrigacao",
  "checklist",
  "validade_prorrogada",
] as const;
export type TEventoTipo = (typeof EVENTO_TIPOS)[number];

/** The title of a licence's expiry that is no deadline (validade_prorrogada). */
export const VALIDADE_PRORROGADA_TITULO = "Validade prorrogada — aguardando decisão do órgão";

/** Part 1 §9: a condition's title is cut to 30 characters plus an ellipsis. */
export const cutTitle = (title: string, max = TITLE_MAX) => (title.length > max ? `${title.slice(0, max)}...` : title);
/** A title and, when cutTitle cut it, the whole one (the day's dialog shows it). */
export const tituloCortado = (prefixo: string, nome: string) => ({
  titulo: `${prefixo}${cutTitle(nome)}`,
  tituloCompleto: nome.length > TITLE_MAX ? `${prefixo}${nome}` : null,
});

/** Part 1 §9: an open checklist's calendar date is its creation day (São Paulo) plus 7 days. */
export const checklistDate = (createdAt: Date) => addDays(todayIn(createdAt), CHECKLIST_DUE_DAYS);

/** The default range: today up to today + 60 days, both included. */
export const defaultRange = (today: string) => ({ de: today, ate: addDays(today, CALENDAR_LOOKAHEAD_DAYS) });

/** Days a range covers, both ends included (the default range covers 61). */
export const rangeDays = (de: string, ate: string) => daysBetween(de, ate) + 1;
