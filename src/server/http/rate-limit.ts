import { HttpError } from "./errors";

const TOO_MANY = "Muitas tentativas. Aguarde um minuto e tente novamente.";

/**
 * Fixed-window counter kept in memory. Enough for one instance; several instances behind a
 * load balancer each count their own share, which still bounds a guessing attack.
 */
export class RateLimiter {
  private hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for every key; throws 429 if any key is over its limit. */
  consume(limits: Array<[key: string, max: number]>) {
    const now = this.now();
    if (this.hits.size > 10_000) {
      for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
    }
    let blocked = false;
    for (const [key, max] of limits) {
      const entry = this.hits.get(key);
      if (!entry || entry.resetAt <= now) {
        this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      } else if (++entry.count > max) {
        blocked = true;
      }
    }
    if (blocked) throw new HttpError(429, "RATE_LIMITED", TOO_MANY);
  }
}

/** Attempts allowed per minute, per e-mail address and per client IP. */
export const AUTH_LIMITS = {
  signIn: { perEmail: 5, perIp: 30 },
  signUp: { perEmail: 3, perIp: 20 },
  resend: { perEmail: 3, perIp: 20 },
} as const;
