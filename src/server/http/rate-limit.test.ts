import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { HttpError } from "./errors";
import { clientAddress, RateLimiter, sourceKey, TOO_MANY } from "./rate-limit";
import { systemRunner } from "./tenant";

const WINDOW = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A limiter on the test database and a clock the test moves by hand. */
function limiterAt(start = Date.parse("2026-03-10T12:00:00Z")) {
  let now = start;
  const limiter = new RateLimiter(systemRunner(t.database.db), { windowMs: WINDOW, now: () => new Date(now) });
  return { limiter, advance: (ms: number) => (now += ms) };
}

async function refusal(run: () => Promise<void>): Promise<HttpError | undefined> {
  try {
    await run();
    return undefined;
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
}

const rowOf = async (key: string) => (await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0];

describe("the rate limiter kept in the database", () => {
  it("allows up to the limit and refuses the next attempt with a 429 in Portuguese", async () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 5; i++) expect(await refusal(() => limiter.consume([{ key: "a", max: 5 }]))).toBeUndefined();

    const error = await refusal(() => limiter.consume([{ key: "a", max: 5 }]));
    expect(error).toMatchObject({ status: 429, code: "RATE_LIMITED", message: TOO_MANY });
  });

  it("keeps refusing until the window has passed, then starts a full new one", async () => {
    const { limiter, advance } = limiterAt();
    const k = [{ key: "janela", max: 2 }];
    await limiter.consume(k);
    await limiter.consume(k);
    advance(WINDOW - 1);
    expect((await refusal(() => limiter.consume(k)))?.status).toBe(429);

    advance(1);
    expect(await refusal(() => limiter.consume(k))).toBeUndefined();
    expect(await refusal(() => limiter.consume(k))).toBeUndefined();
    expect((await refusal(() => limiter.consume(k)))?.status).toBe(429);
  });

  it("counts each key on its own, and refuses when any key of an attempt is over", async () => {
    const { limiter } = limiterAt();
    await limiter.consume([{ key: "email:x", max: 1 }]);
    expect(await refusal(() => limiter.consume([{ key: "email:y", max: 1 }]))).toBeUndefined();
    const both = [
      { key: "email:x", max: 1 },
      { key: "ip:novo", max: 10 },
    ];
    expect((await refusal(() => limiter.consume(both)))?.status).toBe(429);
  });

  it("shares one count between two limiters on the same database, as two servers would", async () => {
    const start = Date.parse("2026-03-11T09:00:00Z");
    const one = limiterAt(start).limiter;
    const other = limiterAt(start).limiter;
    await one.consume([{ key: "compartilhada", max: 2 }]);
    await other.consume([{ key: "compartilhada", max: 2 }]);
    expect((await refusal(() => one.consume([{ key: "compartilhada", max: 2 }])))?.status).toBe(429);
  });

  it("counts every one of many attempts at the same moment exactly once", async () => {
    const { limiter } = limiterAt();
    // On PostgreSQL these run on several pooled connections at once: only an atomic upsert
    // hands out each count once.
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => limiter.hit([{ key: "corrida", max: 100 }]).then((m) => m.get("corrida"))),
    );
    expect(counts.sort((a, b) => a! - b!)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await rowOf("corrida")).count).toBe(20);
  });

  it("forgets a cleared key", async () => {
    const { limiter } = limiterAt();
    await limiter.consume([{ key: "limpa", max: 1 }]);
    await limiter.clear(["limpa"]);
    expect(await rowOf("limpa")).toBeUndefined();
    expect(await refusal(() => limiter.consume([{ key: "limpa", max: 1 }]))).toBeUndefined();
  });

  it("deletes the windows that ended and keeps the running ones", async () => {
    const { limiter, advance } = limiterAt(Date.parse("2026-04-01T00:00:00Z"));
    await limiter.hit([{ key: "velha", max: 1 }]);
    advance(WINDOW / 2);
    await limiter.hit([{ key: "nova", max: 1 }]);
    advance(WINDOW / 2);

    expect(await limiter.sweep()).toBeGreaterThanOrEqual(1);
    expect(await rowOf("velha")).toBeUndefined();
    expect(await rowOf("nova")).toBeDefined();
  });

  it("sweeps ended windows by itself now and then while counting", async () => {
    const { limiter, advance } = limiterAt(Date.parse("2026-05-01T00:00:00Z"));
    await limiter.hit([{ key: "esquecida", max: 1 }]);
    advance(11 * 60_000);
    await limiter.hit([{ key: "qualquer", max: 1 }]);
    expect(await rowOf("esquecida")).toBeUndefined();
  });
});

/** What the server takes for the client's address, given headers and TRUST_PROXY. */
async function addressSeen(trustProxy: number, headers: Record<string, string> = {}) {
  const app = new Hono().get("/", (c) => c.text(clientAddress(c, trustProxy)));
  return (await app.request("/", { headers })).text();
}

describe("the client's address", () => {
  it("ignores X-Forwarded-For without a proxy in front, since any client may send it", async () => {
    expect(await addressSeen(0, { "x-forwarded-for": "203.0.113.9" })).toBe("local");
  });

  it("takes the address the trusted proxies appended, counting from the right", async () => {
    const chain = { "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.2" };
    expect(await addressSeen(1, chain)).toBe("10.0.0.2");
    expect(await addressSeen(2, chain)).toBe("198.51.100.7");
    // More proxies configured than entries: the leftmost is all there is.
    expect(await addressSeen(5, { "x-forwarded-for": "198.51.100.7" })).toBe("198.51.100.7");
  });

  it("falls back to the socket when the proxy sent no X-Forwarded-For", async () => {
    expect(await addressSeen(1)).toBe("local");
  });

  it("counts an IPv6 client by its /64 and an IPv4-mapped address as IPv4", () => {
    expect(sourceKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(sourceKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(sourceKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(sourceKey("::1")).toBe("0:0:0:0::/64");
    expect(sourceKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(sourceKey("192.0.2.1")).toBe("192.0.2.1");
  });
});
