// Part 2 §5 and §9: scheduled deliveries step from the start date by a number of months.

export const PERIODICIDADE_TIPOS = [
  "mensal",
  "bimestral",
  "trimestral",
  "semestral",
  "anual",
  "personalizada",
] as const;
export type TPeriodicidadeTipo = (typeof PERIODICIDADE_TIPOS)[number];
export const PERIODICIDADE_MESES: Record<Exclude<TPeriodicidadeTipo, "personalizada">, number> = {
  mensal: 1,
  bimestral: 2,
  trimestral: 3,
  semestral: 6,
  anual: 12,
};
export const PERIODICIDADE_LABELS: Record<TPeriodicidadeTipo, string> = {
  mensal: "Mensal (1 mês)",
  bimestral: "Bimestral (2 meses)",
  trimestral: "Trimestral (3 meses)",
  semestral: "Semestral (6 meses)",
  anual: "Anual (12 meses)",
  personalizada: "Personalizada",
};
/** Part 2 §9: bimestral, every 2 months, generation on. */
export const PERIODICIDADE_PADRAO = { tipo: "bimestral", intervalo: 2, gerarAutomaticamente: true } as const;
/** More than this many deliveries in one period is a typing mistake, not a schedule. */
export const MAX_ENTREGAS = 600;

/**
 * yyyy-mm-dd plus n months, clamped to the last day of the target month
 * (31 Jan + 1 → 28/29 Feb). Always counted from the original date, never from a clamped one.
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12; // 0-based
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * The delivery dates from `inicio` to `fim` inclusive, every `intervalo` months:
 * inicio, inicio + intervalo, inicio + 2·intervalo, … (each from inicio, so 31 Jan, 28 Feb, 31 Mar).
 * At most `limit` dates; the caller refuses a period that would need more.
 */
export function datasAgendadas(inicio: string, fim: string, intervalo: number, limit = MAX_ENTREGAS + 1): string[] {
  if (intervalo < 1 || fim < inicio) return [];
  const dates: string[] = [];
  for (let i = 0; dates.length < limit; i++) {
    const next = addMonths(inicio, i * intervalo);
    if (next > fim) break;
    dates.push(next);
  }
  return dates;
}
