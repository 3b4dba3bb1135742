// Dates travel as yyyy-mm-dd and show as dd/MM/yyyy. "Today" is the day in São Paulo.

export const TIME_ZONE = "America/Sao_Paulo";

/** Every API answer names the server's "today" (its clock, in São Paulo) in this header. */
export const TODAY_HEADER = "X-Hoje";

// Building an Intl.DateTimeFormat costs far more than formatting with one (every API answer
// names its day, and an export formats a date per row): one per time zone, made once.
const DIAS = new Map<string, Intl.DateTimeFormat>();

/** The calendar day in America/Sao_Paulo at the instant `now`, as yyyy-mm-dd. */
export function todayIn(now: Date, timeZone = TIME_ZONE): string {
  let dia = DIAS.get(timeZone);
  if (!dia) {
    dia = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    DIAS.set(timeZone, dia);
  }
  return dia.format(now);
}

const DATA_HORA = new Intl.DateTimeFormat("pt-BR", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as dd/MM/yyyy HH:mm in São Paulo, whatever the browser's or the server's zone. */
export function formatDataHora(instant: string | Date): string {
  const part = Object.fromEntries(DATA_HORA.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/** Whole days from `from` to `to` (both yyyy-mm-dd); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** yyyy-mm-dd plus n days. */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The dd/MM/yyyy typing mask: digits only, at most 8 of them, slashes added (10 characters). */
export function maskDate(input: string): string {
  const d = input.replace(/\D/g, "").slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** A real calendar date (no 31/02), as yyyy-mm-dd; null otherwise. */
export function isoFromParts(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || year > 2999 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Accepts dd/MM/yyyy (typed) or yyyy-mm-dd (wire); returns yyyy-mm-dd or null when not a real date. */
export function parseDate(value: string): string | null {
  const br = value.match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  if (br) return isoFromParts(Number(br[3]), Number(br[2]), Number(br[1]));
  const iso = value.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (iso) return isoFromParts(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

/** yyyy-mm-dd → dd/MM/yyyy ('-' for none). */
export function formatIsoDate(value: string | null | undefined): string {
  if (!value) return "-";
  const [y, m, d] = value.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
}
