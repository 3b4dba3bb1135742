// When an obligation's instances fall due (issue 32). SERVER ONLY: it counts business days through
// dias-uteis.ts, which loads date-holidays (decision 052). Screens take describeRecorrencia from
// recorrencia-texto.ts.
import type { TLocal, TPeriodo, TRecorrencia } from "../schemas/recorrencia";
import { isoFromParts } from "./datas";
import { adjustToDiaUtil, nthDiaUtil } from "./dias-uteis";

/** One instance the rule gives. */
export type TVencimento = {
  /**
   * The date the rule itself gives, before any business-day adjustment ('anual' with `ajuste`);
   * the next instance is counted from it, so store it with the instance.
   */
  dataRegra: string;
  /** The due date: `dataRegra` moved to a business day when the rule says so. */
  vencimento: string;
  /** 'apos_periodo' only: the calendar period the instance reports on, first and last day. */
  periodo?: { inicio: string; fim: string };
};

export const PERIODO_MESES: Record<TPeriodo, number> = { mensal: 1, trimestral: 3, semestral: 6, anual: 12 };

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Day `day` of a month, or its last day when the month is shorter (31 → 30 April, 29 → 28 Feb). */
function clampedDay(year: number, month: number, day: number): string {
  return isoFromParts(year, month, Math.min(day, daysInMonth(year, month)))!;
}

// A month as one number (year·12 + month − 1), so stepping over years is plain arithmetic.
const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const yearOf = (index: number) => Math.floor(index / 12);
const monthOf = (index: number) => (index % 12) + 1;

function anualInstance(regra: Extract<TRecorrencia, { tipo: "anual" }>, year: number, local: TLocal): TVencimento {
  const dataRegra = clampedDay(year, regra.mes, regra.dia);
  return { dataRegra, vencimento: adjustToDiaUtil(dataRegra, regra.ajuste, local) };
}

/** The instance for the period that starts in month `start` (a month index aligned to the period). */
function periodInstance(
  regra: Extract<TRecorrencia, { tipo: "apos_periodo" }>,
  start: number,
  local: TLocal,
): TVencimento {
  const length = PERIODO_MESES[regra.periodo];
  const after = start + length;
  const [year, month] = [yearOf(after), monthOf(after)];
  const vencimento =
    regra.contagem === "dia_util" ? nthDiaUtil(year, month, regra.n, local) : clampedDay(year, month, regra.n);
  const last = after - 1;
  return {
    dataRegra: vencimento,
    vencimento,
    periodo: {
      inicio: isoFromParts(yearOf(start), monthOf(start), 1)!,
      fim: clampedDay(yearOf(last), monthOf(last), 31),
    },
  };
}

/**
 * The first 'apos_periodo' instance whose due date passes `test`. Due dates grow with the period,
 * and one falls at most two months after its period closes (31 business days from a month's
 * first), so starting a little earlier than `date`'s month and stepping forward finds it.
 */
function firstPeriodInstance(
  regra: Extract<TRecorrencia, { tipo: "apos_periodo" }>,
  date: string,
  local: TLocal,
  test: (vencimento: string) => boolean,
): TVencimento {
  const length = PERIODO_MESES[regra.periodo];
  let start = Math.floor((monthIndex(date) - length - 2) / length) * length;
  for (;;) {
    const instance = periodInstance(regra, start, local);
    if (test(instance.vencimento)) return instance;
    start += length;
  }
}

/**
 * The first instance due on or after `desde` (an obligation created today gets the first deadline
 * still ahead). 'unica' and 'meses' have no calendar of their own: their first instance is `desde`.
 */
export function firstVencimento(regra: TRecorrencia, desde: string, local: TLocal): TVencimento {
  switch (regra.tipo) {
    case "unica":
    case "meses":
      return { dataRegra: desde, vencimento: desde };
    case "anual": {
      // A year's adjusted date can cross into the next year (31 December on a Saturday → 2 January).
      for (let year = Number(desde.slice(0, 4)) - 1; ; year++) {
        const instance = anualInstance(regra, year, local);
        if (instance.vencimento >= desde) return instance;
      }
    }
    case "apos_periodo":
      return firstPeriodInstance(regra, desde, local, (vencimento) => vencimento >= desde);
  }
}

/**
 * The instance after the one whose rule date (`dataRegra`) is `anterior`; null for 'unica'.
 *
 * 'meses' keeps the day of month of `ancora`, the series' first rule date, so clamped months do not
 * drift: 31 Jan → 28 Feb → 31 Mar, never 28 Mar (Lei 9.784/1999 art. 66 §3 counts months from date
 * to date, the last day of the month when it lacks the day). Without `ancora` the day of `anterior`
 * is kept, which drifts after a clamped month.
 */
export function nextVencimento(
  regra: TRecorrencia,
  anterior: string,
  local: TLocal,
  ancora: string = anterior,
): TVencimento | null {
  switch (regra.tipo) {
    case "unica":
      return null;
    case "meses": {
      const next = monthIndex(anterior) + regra.intervalo;
      const data = clampedDay(yearOf(next), monthOf(next), Number(ancora.slice(8, 10)));
      return { dataRegra: data, vencimento: data };
    }
    case "anual": {
      const year = Number(anterior.slice(0, 4));
      const same = anualInstance(regra, year, local);
      return same.dataRegra > anterior ? same : anualInstance(regra, year + 1, local);
    }
    case "apos_periodo":
      return firstPeriodInstance(regra, anterior, local, (vencimento) => vencimento > anterior);
  }
}
