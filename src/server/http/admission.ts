import type { Context, MiddlewareHandler } from "hono";
import { POOL_SIZE } from "../db/client";
import { withConnectionWait } from "../db/embutido";
import { MESSAGES, RETRY_AFTER_SECONDS } from "./errors";

/**
 * Admission control in front of the API. Measured on the embedded database (one connection, run
 * on the main thread): 100 sessions at once queued every query behind every other, so each request
 * waited for the whole crowd (30 s time-outs), the process kept working for callers that had given
 * up, and chains of queries ran back to back for seconds without letting the event loop read a
 * socket, so Node closed keep-alive connections that already carried a new request (ECONNRESET).
 *
 * Here a bounded number of requests run at once and the rest wait in a bounded line, first come
 * first served. Each turn is handed on through `setImmediate`, so the event loop reads sockets and
 * fires timers between two requests. A request whose caller hung up leaves the line. One that
 * waits longer than `maxWaitMs`, or finds the line full, gets a quick 503 with Retry-After.
 */
export interface TAdmissionLimits {
  /** Requests served at the same time. */
  maxActive: number;
  /** Requests waiting for their turn; the next one is refused at once. */
  maxQueue: number;
  /** How long a request may wait for its turn. */
  maxWaitMs: number;
  /** Retry-After of the 503, in seconds. */
  retryAfterSeconds: number;
}

/**
 * Embedded database: its single connection serves one query at a time, so more requests at once
 * only lengthen every query's wait and the event loop's stalls (measured: one or two at once gave
 * the same throughput; two let a request that waits on a file or a hash leave the database busy).
 * A PostgreSQL server: as many as the pool has connections (db/client.ts). The line holds what
 * the embedded database serves in about ten seconds; beyond that the answer is 503, not a hang.
 */
export function admissionLimits(kind: "embedded" | "server"): TAdmissionLimits {
  return kind === "embedded"
    ? { maxActive: 2, maxQueue: 200, maxWaitMs: 10_000, retryAfterSeconds: RETRY_AFTER_SECONDS }
    : { maxActive: POOL_SIZE, maxQueue: 500, maxWaitMs: 10_000, retryAfterSeconds: RETRY_AFTER_SECONDS };
}

export class AdmissionRefused extends Error {
  constructor(readonly reason: "queue-full" | "timeout" | "aborted") {
    super(`admission refused: ${reason}`);
  }
}

/** The clock of the line, injectable so tests decide when time passes and turns are handed on. */
export interface TAdmissionTimers {
  after(ms: number, fn: () => void): () => void;
  soon(fn: () => void): void;
}

const realTimers: TAdmissionTimers = {
  after: (ms, fn) => {
    const timer = setTimeout(fn, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
  soon: (fn) => setImmediate(fn),
};

interface TWaiter {
  admit(): void;
  refuse(reason: AdmissionRefused["reason"]): void;
}

export class Admission {
  private active = 0;
  private readonly line: TWaiter[] = [];

  constructor(
    readonly limits: TAdmissionLimits,
    private readonly timers: TAdmissionTimers = realTimers,
  ) {}

  get stats() {
    return { active: this.active, queued: this.line.length };
  }

  /** Resolves with `release` once the request may run; rejects with AdmissionRefused. */
  acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(new AdmissionRefused("aborted"));
    if (this.active < this.limits.maxActive && this.line.length === 0) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    if (this.line.length >= this.limits.maxQueue) return Promise.reject(new AdmissionRefused("queue-full"));
    return new Promise((resolve, reject) => {
      const leave = () => {
        const i = this.line.indexOf(waiter);
        if (i >= 0) this.line.splice(i, 1);
        cancelTimer();
        signal?.removeEventListener("abort", onAbort);
      };
      const waiter: TWaiter = {
        admit: () => {
          leave();
          resolve(this.releaser());
        },
        refuse: (reason) => {
          leave();
          reject(new AdmissionRefused(reason));
        },
      };
      const onAbort = () => waiter.refuse("aborted");
      const cancelTimer = this.timers.after(this.limits.maxWaitMs, () => waiter.refuse("timeout"));
      signal?.addEventListener("abort", onAbort, { once: true });
      this.line.push(waiter);
    });
  }

  /** One release per admission; the slot goes to the first in line, on the event loop's next turn. */
  private releaser() {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      this.handOn();
    };
  }

  private handOn() {
    if (this.active >= this.limits.maxActive || this.line.length === 0) return;
    // The slot is taken now, so no newcomer overtakes the line while the turn is on its way.
    this.active++;
    this.timers.soon(() => {
      const next = this.line[0];
      if (next) next.admit();
      else this.active--;
      // Whoever left the line meanwhile (timeout, hang-up) may have freed more than one turn.
      this.handOn();
    });
  }
}

export const OVERLOADED = MESSAGES.overloaded;

/**
 * The API behind the admission line: 503 + Retry-After + a pt-BR message when it is refused.
 * Uploads (multipart) skip the line: their turn would start before their body arrives, and two
 * documents sent over a slow mobile link would hold the embedded database's turns for a minute.
 * They are few, limited to 10 MB each, and their database work is one short transaction.
 */
export function admission(gate: Admission): MiddlewareHandler {
  return async (c: Context, next) => {
    const { maxWaitMs } = gate.limits;
    // What the request waited in line is taken from what its statements may wait for the
    // embedded database's connection (db/embutido.ts): in all, no more than the line promises.
    // A PostgreSQL server's pool has its own bound (db/client.ts); there this changes nothing.
    if (c.req.header("content-type")?.toLowerCase().startsWith("multipart/form-data")) {
      return withConnectionWait(maxWaitMs, () => next());
    }
    const arrived = performance.now();
    let release: () => void;
    try {
      release = await gate.acquire(c.req.raw.signal);
    } catch (err) {
      if (!(err instanceof AdmissionRefused)) throw err;
      c.header("Retry-After", String(gate.limits.retryAfterSeconds));
      return c.json({ error: { code: "OVERLOADED", message: OVERLOADED } }, 503);
    }
    try {
      await withConnectionWait(maxWaitMs - (performance.now() - arrived), () => next());
    } finally {
      release();
    }
  };
}
