import net from "node:net";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { withTenant } from "../db/tenant";
import { clientes, companies } from "../db/schema";
import { handleError } from "./errors";

// The safety net behind validation: the database's own refusals, as they come out of the driver
// this suite runs on (PGlite, or PostgreSQL with TEST_DATABASE_URL), wrapped by drizzle.
let t: TestApp;
let app: Hono;
let query: () => Promise<unknown>;
beforeAll(async () => {
  t = await createTestApp();
  app = new Hono();
  app.onError(handleError);
  app.post("/", async (c) => c.json(await query()));
});
afterAll(() => t.close());

async function answer(run: () => Promise<unknown>) {
  query = run;
  const res = await app.request("/", { method: "POST" });
  return { status: res.status, error: ((await res.json()) as { error: { code: string; message: string } }).error };
}

describe("the database refusing a request's data", () => {
  const db = () => t.database.db;

  it("answers a NUL in text or JSON with 400 'caracteres inválidos'", async () => {
    for (const run of [
      () => db().execute(sql`select ${"a\0b"}::text`),
      () => db().execute(sql`select ${'{"a":"\\u0000"}'}::jsonb ->> 'a'`),
    ]) {
      expect(await answer(run)).toEqual({
        status: 400,
        error: { code: "INVALID_TEXT", message: "O texto enviado contém caracteres inválidos." },
      });
    }
  });

  it("answers an impossible date, a malformed id and an oversized number with 400", async () => {
    expect(await answer(() => db().execute(sql`select ${"2026-02-30"}::date`))).toEqual({
      status: 400,
      error: { code: "INVALID_DATE", message: "Data inválida." },
    });
    expect((await answer(() => db().execute(sql`select ${"não-é-uuid"}::uuid`))).error.code).toBe("INVALID_VALUE");
    expect((await answer(() => db().execute(sql`select ${"99999999999"}::int`))).error.code).toBe("OUT_OF_RANGE");
  });

  it.each([
    ["22001", 400, "Um dos textos enviados excede o tamanho permitido."],
    ["22007", 400, "Data inválida."],
    ["23502", 400, "Um campo obrigatório não foi informado."],
    ["23514", 400, "Os dados enviados não atendem às regras do cadastro."],
    ["23505", 409, "Este registro já existe."],
    ["23503", 409, "O registro está vinculado a outros dados."],
    ["23001", 409, "O registro está vinculado a outros dados."],
  ])("answers SQLSTATE %s raised inside a transaction with %i", async (code, status, message) => {
    const raise = sql.raw(`do $$ begin raise exception 'recusado' using errcode = '${code}'; end $$`);
    const res = await answer(() => db().transaction((tx) => tx.execute(raise)));
    expect(res.status).toBe(status);
    expect(res.error.message).toBe(message);
  });

  it("still answers 500, without details, for a failure that is not the caller's", async () => {
    const res = await answer(() => db().execute(sql`select * from tabela_que_nao_existe`));
    expect(res.status).toBe(500);
    expect(res.error.message).toBe("Erro interno do servidor. Tente novamente em instantes.");
  });

  it("answers the tenant wall's refusal of another company's row with 404, never 500", async () => {
    const [a] = await db().insert(companies).values({ name: "Parede A" }).returning();
    const [b] = await db().insert(companies).values({ name: "Parede B" }).returning();
    const res = await answer(() =>
      withTenant(db(), { companyId: a.id, userId: "u" }, (tx) =>
        tx.insert(clientes).values({ companyId: b.id, nome: "Infiltrado", tipoPessoa: "fisica" }),
      ),
    );
    expect(res).toEqual({ status: 404, error: { code: "NOT_FOUND", message: "Registro não encontrado." } });
  });
});

describe("a database that gives no connection in time", () => {
  it("answers 503 with Retry-After and 'sobrecarregado', for the waiting request and the one in line", async () => {
    // A server that accepts connections and never speaks: the pool's connect and its line both
    // time out, as when every connection of a saturated PostgreSQL is busy.
    const silent = net.createServer(() => {});
    await new Promise<void>((done) => silent.listen(0, "127.0.0.1", done));
    const { port } = silent.address() as net.AddressInfo;
    const pool = new pg.Pool({ host: "127.0.0.1", port, max: 1, connectionTimeoutMillis: 100 });
    const db = drizzle(pool);
    try {
      const [connecting, waiting] = await Promise.all([
        answer(() => db.execute(sql`select 1`)),
        app.request("/", { method: "POST" }),
      ]);
      expect(connecting).toEqual({
        status: 503,
        error: {
          code: "OVERLOADED",
          message: "O servidor está sobrecarregado no momento. Tente novamente em instantes.",
        },
      });
      expect(waiting.status).toBe(503);
      expect(waiting.headers.get("Retry-After")).toBe("2");
    } finally {
      await pool.end().catch(() => {});
      silent.close();
    }
  });
});

describe("a database that went away", () => {
  const UNAVAILABLE = {
    status: 503,
    error: {
      code: "DATABASE_UNAVAILABLE",
      message: "Banco de dados indisponível no momento. Tente novamente em instantes.",
    },
  };

  it("answers a connection refused or cut by the server with 503 and Retry-After, not 500", async () => {
    // One port nobody listens on, one server that hangs up on every connection.
    const closed = net.createServer();
    await new Promise<void>((done) => closed.listen(0, "127.0.0.1", done));
    const refusedPort = (closed.address() as net.AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const hangsUp = net.createServer((socket) => socket.destroy());
    await new Promise<void>((done) => hangsUp.listen(0, "127.0.0.1", done));
    const pools = [refusedPort, (hangsUp.address() as net.AddressInfo).port].map(
      (port) => new pg.Pool({ host: "127.0.0.1", port, max: 1 }),
    );
    try {
      for (const pool of pools) {
        query = () => drizzle(pool).execute(sql`select 1`);
        const res = await app.request("/", { method: "POST" });
        expect(res.status).toBe(503);
        expect(res.headers.get("Retry-After")).toBe("2");
        expect(await res.json()).toEqual({ error: UNAVAILABLE.error });
      }
    } finally {
      await Promise.all(pools.map((p) => p.end().catch(() => {})));
      hangsUp.close();
    }
  });

  it.each([
    ["57P01", "an administrator's shutdown"],
    ["57P03", "a server still starting"],
    ["25006", "a server that no longer writes after a failover"],
  ])("answers SQLSTATE %s (%s) with 503", async (code) => {
    const raise = sql.raw(`do $$ begin raise exception 'indisponível' using errcode = '${code}'; end $$`);
    expect(await answer(() => t.database.db.transaction((tx) => tx.execute(raise)))).toEqual(UNAVAILABLE);
  });
});
