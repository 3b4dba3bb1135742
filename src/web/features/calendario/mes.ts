// The month grid's arithmetic, on yyyy-mm-dd strings like every date of the app: no Date in the
// browser's zone, so a day never shifts by one.
import { addDays, formatIsoDate, isoFromParts } from "@/shared/rules/datas";
import { formatNumero } from "@/web/lib/format";

export const MESES = [
  "Janeiro",
  "Fevereiro",
  "Março",
  "Abril",
  "Maio",
  "Junho",
  "Julho",
  "Agosto",
  "Setembro",
  "Outubro",
  "Novembro",
  "Dezembro",
] as const;

/** The week starts on Sunday, as on Brazilian wall calendars. */
export const DIAS_SEMANA = [
  ["Dom", "Domingo"],
  ["Seg", "Segunda-feira"],
  ["Ter", "Terça-feira"],
  ["Qua", "Quarta-feira"],
  ["Qui", "Quinta-feira"],
  ["Sex", "Sexta-feira"],
  ["Sáb", "Sábado"],
] as const;

/** A month as 'yyyy-mm' (the ?mes= parameter); null when it is not one. */
export function parseMes(value: string | null): string | null {
  const m = value?.match(/^(\d{4})-(\d{2})$/);
  return m && isoFromParts(Number(m[1]), Number(m[2]), 1) ? value : null;
}

export function addMonths(mes: string, n: number): string {
  const index = Number(mes.slice(0, 4)) * 12 + Number(mes.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** 'Novembro de 2026'. */
export const mesTitulo = (mes: string) => `${MESES[Number(mes.slice(5, 7)) - 1]} de ${mes.slice(0, 4)}`;

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** 'Sexta-feira, 20/03/2026'. */
export const diaPorExtenso = (iso: string) => `${DIAS_SEMANA[weekday(iso)][1]}, ${formatIsoDate(iso)}`;

/**
 * The weeks shown for a month: from the Sunday on or before its first day to the Saturday on or
 * after its last, so 4 to 6 rows of 7 days (at most 42, within the calendar API's 62-day range).
 */
export function semanasDoMes(mes: string): string[][] {
  const primeiro = `${mes}-01`;
  const ultimo = addDays(`${addMonths(mes, 1)}-01`, -1);
  const inicio = addDays(primeiro, -weekday(primeiro));
  const fim = addDays(ultimo, 6 - weekday(ultimo));
  const semanas: string[][] = [];
  for (let dia = inicio; dia <= fim; dia = addDays(dia, 7)) {
    semanas.push(Array.from({ length: 7 }, (_, i) => addDays(dia, i)));
  }
  return semanas;
}

/** What a day's dialog says of its events: all of them, or how many of the day's total it lists. */
export function resumoDoDia(listados: number, total: number): string {
  if (total > listados) return `Mostrando ${formatNumero(listados)} de ${formatNumero(total)} eventos deste dia.`;
  return listados === 1 ? "1 evento neste dia." : `${formatNumero(listados)} eventos neste dia.`;
}
