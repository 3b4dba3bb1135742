import { api } from "./api";

// The calls a screen's first paint needs, started with the page's first script while the screen's
// own code is still on its way (decision 062), instead of after it: on a phone the code and the
// answers then arrive together rather than one after the other. Each answer is taken once, by the
// screen's query, which otherwise asks as usual: the screen still makes one call, not two.

/** An answer older than this is not taken: the screen asks again. */
const TAKE_WITHIN_MS = 30_000;

const started = new Map<string, { at: number; answer: Promise<unknown> }>();

/** Asks `path` now, for the screen that will take it (takeEarly). */
export function startEarly(path: string, now = Date.now()): void {
  const answer = api(path);
  // A refusal or a network failure is the screen's to show, when it takes the answer.
  answer.catch(() => undefined);
  started.set(path, { at: now, answer });
}

/** The answer startEarly asked for `path`, once; undefined when none was asked or it is too old. */
export function takeEarly<T>(path: string, now = Date.now()): Promise<T> | undefined {
  const early = started.get(path);
  started.delete(path);
  return early && now - early.at <= TAKE_WITHIN_MS ? (early.answer as Promise<T>) : undefined;
}
