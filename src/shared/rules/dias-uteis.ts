// Brazilian business days of a place, from date-holidays (DESIGN: never a hand-typed list).
//
// SERVER ONLY. date-holidays bundles every country's data, moment-timezone and several astronomical
// calendars: about 1.5 MB minified; even its parser alone with Brazil's data is about 1 MB. The web
// app receives due dates from the API, and eslint keeps src/web from importing this file and
// recorrencia.ts (decision 052). Texts for screens live in recorrencia-texto.ts, which is light.
import Holidays from "date-holidays";
import type { TAjuste, TLocal } from "../schemas/recorrencia";
import { addDays, isoFromParts } from "./datas";
import { foldText } from "./search";

/**
 * The holiday types of date-holidays that close a business day (decision 052): `public` (a holiday
 * by law) and `bank` (Carnival Monday and Tuesday, Corpus Christi: banks closed by CMN Resolution
 * 4.880, federal offices closed by the yearly ponto facultativo). `optional` days (Ash Wednesday
 * until 14h, the afternoons of 24 and 31 December) open part of the day, and `observance` days are
 * not days off, so both stay business days.
 */
export const TIPOS_NAO_UTEIS = ["public", "bank"] as const;
export type TTipoFeriado = (typeof TIPOS_NAO_UTEIS)[number];

/** A day that is not a business day of the place although it may fall on a weekday. */
export type TFeriado = { data: string; nome: string; tipo: TTipoFeriado };

const fold = (value: string) => foldText(value).replace(/\s+/g, " ").trim();

// Building a Holidays object parses the country's rules (milliseconds each): one per place, kept.
const calendars = new Map<string, Holidays>();
function calendarOf(uf?: string, regiao?: string): Holidays {
  const key = [uf, regiao].filter(Boolean).join(".");
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = new Holidays({ country: "BR", state: uf, region: regiao }, { languages: "pt" });
    calendars.set(key, calendar);
  }
  return calendar;
}

/**
 * The state and city codes date-holidays knows for a place. An unknown state means national
 * holidays only; an unknown city (the library lists a few capitals) means the state's holidays.
 * City names match without regard to case, accents or repeated spaces ("sao  paulo" = "São Paulo").
 */
function resolvePlace(local: TLocal): { uf?: string; regiao?: string } {
  const uf = local.uf?.trim().toUpperCase();
  const national = calendarOf();
  if (!uf || !(uf in (national.getStates("BR") ?? {}))) return {};
  if (!local.municipio) return { uf };
  const wanted = fold(local.municipio);
  const regions = national.getRegions("BR", uf) ?? {};
  const regiao = Object.keys(regions).find((code) => fold(regions[code]) === wanted);
  return regiao ? { uf, regiao } : { uf };
}

// Resolving a place reads the library's lists and folds names: done once per place as given.
const places = new Map<string, { uf?: string; regiao?: string }>();
function placeOf(local: TLocal): { uf?: string; regiao?: string } {
  const key = `${local.uf ?? ""}|${local.municipio ?? ""}`;
  let place = places.get(key);
  if (!place) {
    place = resolvePlace(local);
    places.set(key, place);
  }
  return place;
}

function closedDays(calendar: Holidays, year: number): TFeriado[] {
  const days: TFeriado[] = [];
  for (const h of calendar.getHolidays(year)) {
    if (!(TIPOS_NAO_UTEIS as readonly string[]).includes(h.type)) continue;
    // `date` is the local start ("2026-02-17 00:00:00"); a holiday may last more than one day.
    const length = Math.max(1, Math.round((h.end.getTime() - h.start.getTime()) / 86_400_000));
    for (let i = 0; i < length; i++) {
      const data = addDays(h.date.slice(0, 10), i);
      if (data.startsWith(String(year))) days.push({ data, nome: h.name, tipo: h.type as TTipoFeriado });
    }
  }
  return days;
}

const years = new Map<string, Map<string, TFeriado>>();
function closedDaysOf(year: number, local: TLocal): Map<string, TFeriado> {
  const { uf, regiao } = placeOf(local);
  const key = `${uf ?? ""}.${regiao ?? ""}.${year}`;
  let days = years.get(key);
  if (!days) {
    // National holidays are laid first and kept in every place: in date-holidays a state entry
    // on the same day replaces the national one, so a state's old 20 November law that ended
    // in 2023 (RJ, SP, AM, MT) would otherwise hide the national holiday of Lei 14.759/2023.
    // Where the place names the same day (RJ's Carnival Tuesday is a state holiday), its entry wins.
    days = new Map(closedDays(calendarOf(), year).map((f) => [f.data, f]));
    if (uf) for (const f of closedDays(calendarOf(uf, regiao), year)) days.set(f.data, f);
    years.set(key, days);
  }
  return days;
}

/** The days of `year` that close business in the place (weekends aside), in date order. */
export function feriadosDe(year: number, local: TLocal): TFeriado[] {
  return [...closedDaysOf(year, local).values()].sort((a, b) => a.data.localeCompare(b.data));
}

/** Monday to Friday and not a public or bank holiday of the place. */
export function isDiaUtil(date: string, local: TLocal): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !closedDaysOf(Number(date.slice(0, 4)), local).has(date);
}

/** The first business day strictly after `date`. */
export function nextDiaUtil(date: string, local: TLocal): string {
  let day = addDays(date, 1);
  while (!isDiaUtil(day, local)) day = addDays(day, 1);
  return day;
}

/** The last business day strictly before `date`. */
export function previousDiaUtil(date: string, local: TLocal): string {
  let day = addDays(date, -1);
  while (!isDiaUtil(day, local)) day = addDays(day, -1);
  return day;
}

/** `date` itself when it is a business day; otherwise moved as the rule's `ajuste` says. */
export function adjustToDiaUtil(date: string, ajuste: TAjuste, local: TLocal): string {
  if (ajuste === "nenhum" || isDiaUtil(date, local)) return date;
  return ajuste === "proximo_dia_util" ? nextDiaUtil(date, local) : previousDiaUtil(date, local);
}

/**
 * The n-th business day of a month (month 1–12), counting from its first day. A count beyond the
 * month's business days goes on into the next month rather than failing (the schema admits n ≤ 31).
 */
export function nthDiaUtil(year: number, month: number, n: number, local: TLocal): string {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`n must be a positive integer, got ${n}`);
  const first = isoFromParts(year, month, 1);
  if (!first) throw new RangeError(`Invalid month ${year}-${month}`);
  let day = isDiaUtil(first, local) ? first : nextDiaUtil(first, local);
  for (let i = 1; i < n; i++) day = nextDiaUtil(day, local);
  return day;
}
