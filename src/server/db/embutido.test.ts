// The embedded database's one connection under a crowd while something holds it (decision 069):
// the admission line's promise holds for requests already let in. A real PGlite, the app's own
// admission line and error handler, and a job holding the connection longer than the promise.
// PGlite in both runs: the line exists only on the embedded database.
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Admission, admission } from "../http/admission";
import { handleError } from "../http/errors";
import { instrumentEmbedded, outsideRequests } from "./embutido";

const PROMISE_MS = 1_000;
/** A turn of the event loop, a test runner under load: what an answer may take past the promise. */
const MARGIN_MS = 1_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let client: PGlite;
let app: Hono;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  instrumentEmbedded(client);
  await client.exec("create table notas (texto text primary key)");
  db = drizzle(client);
  app = new Hono();
  app.onError(handleError);
  app.use(
    "/api/*",
    admission(new Admission({ maxActive: 2, maxQueue: 200, maxWaitMs: PROMISE_MS, retryAfterSeconds: 2 })),
  );
  app.get("/api/notas", async (c) => {
    const [r] = await db.transaction(async (tx) => (await tx.execute(sql`select count(*)::int as n from notas`)).rows);
    return c.json(r);
  });
  // Two statements in one transaction, then a read in another: what a write request does.
  app.post("/api/notas/:texto", async (c) => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into notas values (${c.req.param("texto")})`);
      await tx.execute(sql`select count(*) from notas`);
    });
    await db.execute(sql`select 1`);
    return c.json({ ok: true }, 201);
  });
  // A write, then a job takes the connection for longer than the promise, then a read.
  app.post("/api/notas-e-espera/:texto", async (c) => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into notas values (${c.req.param("texto")})`);
    });
    void outsideRequests(() => db.transaction(() => sleep(PROMISE_MS + 300)));
    await db.execute(sql`select 1`);
    return c.json({ ok: true }, 201);
  });
});

afterAll(async () => {
  await client.close();
});

describe("the embedded database's connection under a crowd", () => {
  it("answers every request with its result or a 503 with Retry-After within the admission line's promise, and keeps exactly the acknowledged writes", async () => {
    // A job holding the connection 2.5 s (a long sweep, an analysis): longer than the promise.
    const job = outsideRequests(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await sleep(2_500);
      }),
    );
    const answers: Array<Promise<{ status: number; retryAfter: string | null; ms: number; texto?: string }>> = [];
    const send = (i: number) => {
      const texto = i % 2 ? `nota-${i}` : undefined;
      const started = performance.now();
      answers.push(
        Promise.resolve(
          app.request(texto ? `/api/notas/${texto}` : "/api/notas", { method: texto ? "POST" : "GET" }),
        ).then((res) => ({
          status: res.status,
          retryAfter: res.headers.get("Retry-After"),
          ms: performance.now() - started,
          texto,
        })),
      );
    };
    // 40 at once, then 40 more over the next 3.5 s: before, during and after the hold.
    for (let i = 0; i < 40; i++) send(i);
    for (let i = 40; i < 80; i++) {
      await sleep(90);
      send(i);
    }
    const results = await Promise.all(answers);
    await job;

    for (const r of results) {
      expect([200, 201, 503], JSON.stringify(r)).toContain(r.status);
      if (r.status === 503) expect(r.retryAfter, JSON.stringify(r)).toBe("2");
      expect(r.ms, JSON.stringify(r)).toBeLessThan(PROMISE_MS + MARGIN_MS);
    }
    // The hold outlasted the promise for those let in at the start; the later ones were served.
    expect(results.filter((r) => r.status === 503).length).toBeGreaterThan(0);
    expect(results.filter((r) => r.status !== 503).length).toBeGreaterThan(0);
    // Every acknowledged write is there, and none of the refused ones left anything.
    const { rows } = await client.query<{ texto: string }>("select texto from notas order by texto");
    const acknowledged = results.filter((r) => r.texto && r.status === 201).map((r) => r.texto);
    expect(rows.map((r) => r.texto)).toEqual(acknowledged.sort());
  });

  it("lets a request that already wrote wait past its allowance rather than deny a write that stays", async () => {
    const started = performance.now();
    const res = await app.request("/api/notas-e-espera/escrita-antes", { method: "POST" });
    expect(res.status).toBe(201);
    // It waited for the job longer than the promise, and answered.
    expect(performance.now() - started).toBeGreaterThan(PROMISE_MS);
    const { rows } = await client.query("select 1 from notas where texto = 'escrita-antes'");
    expect(rows).toHaveLength(1);
  });
});
