// DATABASE_URL may list a primary and its standbys, as libpq takes it: the app reads the list,
// connects to the server that writes, and walks the list again when that one fails.
import net from "node:net";
import { describe, expect, it } from "vitest";
import { createPool, locatorFor, parseDatabaseUrl } from "./hosts";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "./unavailable";
import { onServerDatabase } from "../test/concurrency";

/** A local port nobody listens on: connecting is refused at once. */
async function refusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

describe("a DATABASE_URL listing several servers", () => {
  it("gives each server with the same user, database and options, without target_session_attrs", () => {
    const url = parseDatabaseUrl(
      "postgres://app:s%40nha@db1.example.com:5432,db2.example.com:6543,[::1]/gestao?sslmode=require&target_session_attrs=read-write",
    )!;
    expect(url.targetSessionAttrs).toBe("read-write");
    expect(url.hosts).toEqual([
      { host: "db1.example.com", port: 5432 },
      { host: "db2.example.com", port: 6543 },
      { host: "::1", port: 5432 },
    ]);
    expect(url.hosts.map(url.single)).toEqual([
      "postgres://app:s%40nha@db1.example.com:5432/gestao?sslmode=require",
      "postgres://app:s%40nha@db2.example.com:6543/gestao?sslmode=require",
      "postgres://app:s%40nha@[::1]:5432/gestao?sslmode=require",
    ]);
  });

  it("leaves a single server's URL to node-postgres, as before", () => {
    expect(locatorFor("postgres://postgres@127.0.0.1:5432/postgres")).toBeUndefined();
    expect(locatorFor("postgresql://u@h/db?target_session_attrs=read-write")).toBeUndefined();
    expect(locatorFor("/var/run/postgresql")).toBeUndefined();
    expect(locatorFor("postgres://u@h1,h2/db")).toBeDefined();
  });

  it("refuses a target_session_attrs it does not honour, saying which", () => {
    expect(() => parseDatabaseUrl("postgres://u@h1,h2/db?target_session_attrs=standby")).toThrow(
      "target_session_attrs não suportado em DATABASE_URL: standby",
    );
  });

  it("answers 'unavailable' when no server of the list answers, and the process goes on", async () => {
    const url = `postgres://postgres@127.0.0.1:${await refusedPort()},127.0.0.1:${await refusedPort()}/postgres?target_session_attrs=read-write`;
    const pool = createPool(url, { max: 2 }, locatorFor(url));
    try {
      const failure = await pool.query("select 1").catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(DatabaseUnavailableError);
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it.runIf(onServerDatabase)("reaches the server that writes past one that refuses connections", async () => {
    const server = new URL(process.env.TEST_DATABASE_URL!);
    const url = `postgres://${server.username}@127.0.0.1:${await refusedPort()},${server.hostname}:${server.port || 5432}${server.pathname}?target_session_attrs=read-write`;
    const pool = createPool(url, { max: 2 }, locatorFor(url));
    try {
      const { rows } = await pool.query<{ port: number }>("select inet_server_port() as port");
      expect(rows[0].port).toBe(Number(server.port || 5432));
    } finally {
      await pool.end();
    }
  });

  it.runIf(onServerDatabase)("takes no read-only server when the list asks for read-write", async () => {
    const server = new URL(process.env.TEST_DATABASE_URL!);
    const hostPort = `${server.hostname}:${server.port || 5432}`;
    // The same server twice, every session read-only, as a standby's would be.
    const readOnly = `postgres://${server.username}@${hostPort},${hostPort}${server.pathname}?options=-c%20default_transaction_read_only%3Don`;
    for (const [attrs, writable] of [
      ["read-write", false],
      ["any", true],
    ] as const) {
      const url = `${readOnly}&target_session_attrs=${attrs}`;
      const pool = createPool(url, { max: 1 }, locatorFor(url));
      try {
        const outcome = await pool.query("select 1 as n").then(
          (r) => r.rows[0].n as number,
          (err: Error) => err.message,
        );
        expect(outcome).toEqual(writable ? 1 : expect.stringContaining("somente leitura"));
      } finally {
        await pool.end();
      }
    }
  });
});
