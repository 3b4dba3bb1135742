import net from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import { inArray, lte, sql } from "drizzle-orm";
import type { Context } from "hono";
import { rateLimits } from "../db/schema";
import { HttpError } from "./errors";
import type { TSystemRunner } from "./tenant";

export const TOO_MANY = "Muitas tentativas. Aguarde um minuto e tente novamente.";
export const RATE_WINDOW_MS = 60_000;
/** How often one instance deletes the windows that ended (rows of addresses never seen again). */
const SWEEP_EVERY_MS = 10 * 60_000;

export interface TLimit {
  key: string;
  max: number;
}

/**
 * Fixed-window counters in the `rate_limits` table, so every instance of the server and every
 * restart share them: one `insert … on conflict do update` per key, which the database applies
 * atomically, so concurrent attempts on several instances can never count the same slot twice.
 * A window starts at a key's first attempt and a new one starts with the first attempt after it.
 * The counters cross companies (an address has none yet): they go through the system runner.
 */
export class RateLimiter {
  private nextSweep = 0;

  constructor(
    private readonly system: TSystemRunner,
    private readonly opts: { windowMs?: number; now?: () => Date } = {},
  ) {}

  private now() {
    return this.opts.now?.() ?? new Date();
  }

  /** Counts one attempt on every key and answers each key's count in its current window. */
  async hit(limits: TLimit[]): Promise<Map<string, number>> {
    // Sorted and unique: one row per key per statement, and concurrent statements lock the rows
    // in the same order, so two of them cannot deadlock.
    const keys = [...new Set(limits.map((l) => l.key))].sort();
    const now = this.now();
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const resetAt = new Date(now.getTime() + (this.opts.windowMs ?? RATE_WINDOW_MS));
    const rows = await this.system((tx) =>
      tx
        .insert(rateLimits)
        .values(keys.map((key) => ({ key, count: 1, resetAt })))
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= ${nowSql} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= ${nowSql} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ key: rateLimits.key, count: rateLimits.count }),
    );
    if (now.getTime() >= this.nextSweep) {
      this.nextSweep = now.getTime() + SWEEP_EVERY_MS;
      await this.sweep();
    }
    return new Map(rows.map((r) => [r.key, r.count]));
  }

  /** Counts one attempt on every key; 429 with the pt-BR message when any key is over its limit. */
  async consume(limits: TLimit[]): Promise<void> {
    const counts = await this.hit(limits);
    if (limits.some((l) => (counts.get(l.key) ?? 0) > l.max)) {
      throw new HttpError(429, "RATE_LIMITED", TOO_MANY);
    }
  }

  /** Forgets the keys' counts (a right password clears the failures of its address and source). */
  async clear(keys: string[]): Promise<void> {
    if (!keys.length) return;
    await this.system((tx) => tx.delete(rateLimits).where(inArray(rateLimits.key, keys)));
  }

  /** Deletes the windows that ended; answers how many. `hit` calls it now and then. */
  async sweep(): Promise<number> {
    const gone = await this.system((tx) =>
      tx.delete(rateLimits).where(lte(rateLimits.resetAt, this.now())).returning({ key: rateLimits.key }),
    );
    return gone.length;
  }
}

/**
 * Attempts allowed per minute. Sign-in counts the attempts of a source, and the FAILURES of one
 * address from one source: five wrong passwords from elsewhere must not lock the owner out.
 */
export const AUTH_LIMITS = {
  signIn: { perSource: 30, failuresPerEmailAndSource: 5 },
  signUp: { perEmail: 3, perSource: 20 },
  resend: { perEmail: 3, perSource: 20 },
} as const;

/** The socket's address; in-process requests (tests) have no socket. */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "local";
  } catch {
    return "local";
  }
}

/** The full eight groups of an IPv6 address. */
function expandIpv6(address: string): string[] {
  const [head, tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail !== undefined && tail !== "" ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""));
}

/**
 * One key per client: an IPv4 address (also when IPv4-mapped, `::ffff:1.2.3.4`), or the /64 an
 * IPv6 address belongs to, since one home or server usually holds a whole /64 and could rotate
 * through it to dodge a per-address count.
 */
export function sourceKey(address: string): string {
  const a = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  if (mapped) return mapped[1];
  if (net.isIPv6(a) && !a.includes(".")) return `${expandIpv6(a).slice(0, 4).join(":")}::/64`;
  return a.slice(0, 64) || "local";
}

/**
 * The client's address. With `trustProxy` = N proxies in front, the address the N-th proxy from
 * us appended to X-Forwarded-For, counting from the right: what a client wrote in the header
 * itself sits further left and is never taken. Without proxies the header is ignored, since any
 * client may send one.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const hops = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((h) => h.trim())
      .filter(Boolean);
    if (hops.length) return sourceKey(hops[Math.max(0, hops.length - trustProxy)]);
  }
  return sourceKey(socketAddress(c));
}
