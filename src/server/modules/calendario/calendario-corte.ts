import { addDays } from "../../../shared/rules/datas";
import type { TEventoCalendario } from "../../../shared/schemas/calendario";

// Decision 068: a range asked without porDia nor limite lists at most CALENDAR_LIST_MAX events,
// whole days. Each source reads at most that many rows by date; one that read all of them may
// have more on its last row's day and after, so the answer ends before that day — and before the
// first day that would pass the bound — and says so with its `ate`, the range it answers. The
// next range starts the day after.

/** The first day one of the sources may be missing rows of: the last row's day of any that filled its bound. */
export function primeiroDiaIncompleto(fontes: Array<{ lidas: number; ultimoDia: string | null }>, maximo: number) {
  const dias = fontes.filter((f) => f.lidas >= maximo && f.ultimoDia).map((f) => f.ultimoDia!);
  return dias.length ? dias.sort()[0] : null;
}

/**
 * The events of the whole days from `de` on, at most `maximo`, and the last such day; null when
 * even the first day cannot be listed whole. `eventos` are in date order.
 */
export function diasInteiros(
  eventos: TEventoCalendario[],
  periodo: { de: string; ate: string },
  incompletoDesde: string | null,
  maximo: number,
): { ate: string; eventos: TEventoCalendario[] } | null {
  let ate = incompletoDesde && incompletoDesde <= periodo.ate ? addDays(incompletoDesde, -1) : periodo.ate;
  const porDia = new Map<string, number>();
  for (const e of eventos) if (e.data <= ate) porDia.set(e.data, (porDia.get(e.data) ?? 0) + 1);
  let total = 0;
  for (const [dia, n] of porDia) {
    if (total + n > maximo) {
      ate = addDays(dia, -1);
      break;
    }
    total += n;
  }
  if (ate < periodo.de) return null;
  return { ate, eventos: eventos.filter((e) => e.data <= ate) };
}
