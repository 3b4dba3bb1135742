import PgBoss from "pg-boss";
import type { Database } from "../db/client";
import { logger } from "../logger";
import { TIME_ZONE } from "../../shared/rules/datas";
import { compactarTotaisPorDia } from "../db/por-dia";
import { CRON_DA_VARREDURA, varrerPendentes, type TVarreduraDeps } from "../modules/prazos/varredura";

/** The daily deadline sweep's queue and schedule (decision 022). */
export const FILA_PRAZOS = "prazos-diarios";
/** The embedded database's nightly ANALYZE: it has no autovacuum to keep statistics fresh (032). */
export const FILA_ESTATISTICAS = "estatisticas-do-banco";
const CRON_ESTATISTICAS = "30 3 * * *";
/**
 * Folds the tallies' appended changes in (decision 048: obligations and licences per day), every
 * minute. The queue keeps its first name: databases already have its schedule.
 */
export const FILA_OBRIGACOES = "obrigacoes-compactar";
const CRON_OBRIGACOES = "* * * * *";

export interface TJobs {
  stop(): Promise<void>;
}

/**
 * Starts pg-boss on the app's database — in-process on PGlite through its `db` option, its own
 * small pool on a PostgreSQL server — with the sweep scheduled daily at 07:00 São Paulo time.
 * pg-boss puts a cron's job in the queue once across instances, and the 'singleton' queue runs
 * one at a time; the sweep itself adds nothing a second run already did. At start-up one job is
 * queued too, so days missed while every instance was down are caught up at once.
 */
export async function startJobs(database: Database, deps: TVarreduraDeps, clock: () => Date): Promise<TJobs> {
  const boss = database.executeSql
    ? new PgBoss({ db: { executeSql: (text, values) => database.executeSql!(text, values) }, schema: "pgboss" })
    : new PgBoss({ connectionString: database.url, max: 2, schema: "pgboss" });
  boss.on("error", (err) => logger.error("Falha na fila de tarefas (pg-boss)", err));
  // Two instances creating the same queue at once deadlock in pg-boss (seen starting two on a
  // fresh database): its set-up runs one instance at a time.
  await database.alone(async () => {
    await boss.start();
    await boss.createQueue(FILA_PRAZOS, { name: FILA_PRAZOS, policy: "singleton", retryLimit: 3, retryDelay: 300 });
    await boss.schedule(FILA_PRAZOS, CRON_DA_VARREDURA, {}, { tz: TIME_ZONE });
    await boss.createQueue(FILA_OBRIGACOES, { name: FILA_OBRIGACOES, policy: "singleton" });
    await boss.schedule(FILA_OBRIGACOES, CRON_OBRIGACOES, {});
    if (database.kind === "embedded") {
      await boss.createQueue(FILA_ESTATISTICAS, { name: FILA_ESTATISTICAS, policy: "singleton" });
      await boss.schedule(FILA_ESTATISTICAS, CRON_ESTATISTICAS, {}, { tz: TIME_ZONE });
    }
  });
  if (database.kind === "embedded") {
    await boss.work(FILA_ESTATISTICAS, { pollingIntervalSeconds: 60 }, () => database.analyze());
  }
  await boss.work(FILA_OBRIGACOES, { pollingIntervalSeconds: 30 }, () => compactarTotaisPorDia(database.db));
  await boss.work(FILA_PRAZOS, { pollingIntervalSeconds: 30 }, async () => {
    await varrerPendentes(deps, clock());
  });
  await boss.send(FILA_PRAZOS, {}, { singletonKey: "inicio", singletonSeconds: 60 });
  return { stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
