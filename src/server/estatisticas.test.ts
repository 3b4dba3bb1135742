// The embedded database has no autovacuum: the app refreshes its planner statistics itself
// (decision 032). pg_class.reltuples is -1 for a table never analysed, its row count after.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "./db/client";
import { appSettings } from "./db/schema";
import { createMailer } from "./mail/mailer";
import { createLocalStorage } from "./storage/storage";
import { diskSweepTarget } from "./storage/orphans";
import { FILA_ESTATISTICAS, FILA_LIMPEZA, FILA_OBRIGACOES, FILA_ORFAOS, startJobs } from "./jobs/boss";

const opened: Database[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.close();
  for (const d of dirs.splice(0)) await fs.rm(d, { recursive: true, force: true });
});

async function open(dataDir: string | null) {
  const database = await openDatabase({ dataDir });
  opened.push(database);
  return database;
}

const rowsKnownToPlanner = async (database: Database) => {
  const result = await database.db.execute<{ reltuples: number }>(
    sql`select reltuples from pg_class where relname = 'app_settings'`,
  );
  return Number(result.rows[0].reltuples);
};

const crashProtections = async (database: Database) => {
  const show = async (setting: string) =>
    (await database.db.execute<Record<string, string>>(sql.raw(`show ${setting}`))).rows[0][setting];
  return { fullPageWrites: await show("full_page_writes"), synchronousCommit: await show("synchronous_commit") };
};

test("the embedded database is analysed when migrations were applied, and not again on a plain reopen", async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "estatisticas-"));
  dirs.push(dataDir);
  const first = await open(dataDir);
  // A data folder keeps every crash protection of the write-ahead log (memory skips them, below).
  expect(await crashProtections(first)).toEqual({ fullPageWrites: "on", synchronousCommit: "on" });
  expect(await rowsKnownToPlanner(first)).toBe(0);
  await first.db.insert(appSettings).values([
    { key: "a", value: "1" },
    { key: "b", value: "2" },
    { key: "c", value: "3" },
  ]);
  await opened.pop()!.close();

  // Nothing to migrate: the reopen does not pay for a whole-database analysis…
  const reopened = await open(dataDir);
  expect(await rowsKnownToPlanner(reopened)).toBe(0);
  // …which the nightly job and the bulk changes ask for.
  await reopened.analyze(["app_settings"]);
  expect(await rowsKnownToPlanner(reopened)).toBe(3);
}, 120_000);

test("the embedded database's nightly analysis is scheduled with the deadline sweep; one in memory skips the crash protections", async () => {
  const database = await open(null);
  // In memory, where nothing outlives the process, the crash protections are skipped.
  expect(await crashProtections(database)).toEqual({ fullPageWrites: "off", synchronousCommit: "off" });
  const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), "outbox-"));
  dirs.push(outboxDir);
  const mailer = createMailer({ from: "Teste <teste@localhost>", outboxDir });
  const uploadsDir = path.join(outboxDir, "uploads");
  const storage = createLocalStorage({ root: uploadsDir, secret: "segredo" });
  const jobs = await startJobs(
    database,
    { mailer, appUrl: "http://localhost:3000", storage, sweepTarget: diskSweepTarget(uploadsDir) },
    () => new Date(),
  );
  try {
    const schedules = await database.db.execute<{ name: string; cron: string }>(
      sql`select name, cron from pgboss.schedule order by name`,
    );
    expect(schedules.rows.map((s) => s.name)).toEqual([
      FILA_ORFAOS,
      FILA_ESTATISTICAS,
      FILA_LIMPEZA,
      FILA_OBRIGACOES,
      "prazos-diarios",
    ]);
  } finally {
    await jobs.stop();
  }
}, 120_000);
