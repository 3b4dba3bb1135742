// "Today" in the browser is the server's day: every API answer names it (X-Hoje, from the
// server's clock in São Paulo). A browser clock that is wrong, or a page left open across
// midnight, must not show a badge or a default date that disagrees with the server's grouping.
import { TODAY_HEADER, todayIn } from "@/shared/rules/datas";

let lastSeen: string | null = null;

/** Keeps the day an API answer named; called by every request helper. */
export function rememberServerToday(value: string | null) {
  if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) lastSeen = value;
}

export const todayHeader = (res: { headers: Headers }) => res.headers.get(TODAY_HEADER);

/** The server's day as of its latest answer; São Paulo's day by this browser's clock before any. */
export function serverToday(): string {
  return lastSeen ?? todayIn(new Date());
}
