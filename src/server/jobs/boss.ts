import PgBoss from "pg-boss";
import type { Database } from "../db/client";
import { logger } from "../logger";
import { isDatabaseUnavailable } from "../db/unavailable";
import { TIME_ZONE } from "../../shared/rules/datas";
import { foldTotaisPorDia } from "../db/por-dia";
import { CRON_DA_VARREDURA, sweepPendentes, type TVarreduraDeps } from "../modules/prazos/varredura";
import { limpezaDiaria } from "../modules/lixeira/limpeza";
import { sweepOrphans, type TSweepTarget } from "../storage/orphans";
import type { Storage } from "../storage/storage";

/** The daily deadline sweep's queue and schedule (decision 022). */
export const FILA_PRAZOS = "prazos-diarios";
/** The embedded database's nightly ANALYZE: it has no autovacuum to keep statistics fresh (032). */
export const FILA_ESTATISTICAS = "estatisticas-do-banco";
/**
 * Folds the tallies' appended changes in (decision 048: obligations and licences per day), every
 * minute. The queue keeps its first name: databases already have its schedule.
 */
export const FILA_OBRIGACOES = "obrigacoes-compactar";
/** The bin's entries past 30 days and the PDF previews never confirmed (modules/lixeira/limpeza.ts). */
export const FILA_LIMPEZA = "lixeira-limpeza";
/** Stored files no row names, a crash's leftovers (storage/orphans.ts). */
export const FILA_ORFAOS = "arquivos-orfaos";
/** The start-up's own runs of the nightly cleanups wait until its work is done (they scan every upload and bin). */
const FIRST_CLEANUPS_AFTER_S = 60;

/** What the jobs need besides the database: the sweep's mail, and the files the cleanups remove. */
export interface TJobsDeps extends Omit<TVarreduraDeps, "db"> {
  storage: Storage;
  /** Where the orphan sweep looks: the uploads folder or the bucket. */
  sweepTarget: TSweepTarget;
}

/** One background job: its queue, its schedule and its work. */
export interface TJob {
  fila: string;
  cron: string;
  /** The cron read in São Paulo time; else in UTC (every minute is every minute anywhere). */
  inLocalTime: boolean;
  pollingIntervalSeconds: number;
  /** Also queued at start-up, after this many seconds: days missed while every instance was down. */
  atStartUpAfterS?: number;
  retry?: { retryLimit: number; retryDelay: number };
  work(): Promise<unknown>;
}

/** The job's work, its failure logged with `what` before pg-boss records it as failed. */
const logged = (what: string, work: () => Promise<unknown>) => async (): Promise<void> => {
  try {
    await work();
  } catch (err) {
    logger.error(what, err);
    throw err;
  }
};

/** Every background job of the app, in one place. */
export function jobsOf(database: Database, deps: TJobsDeps, clock: () => Date): TJob[] {
  const db = database.db;
  const jobs: TJob[] = [
    {
      fila: FILA_PRAZOS,
      cron: CRON_DA_VARREDURA,
      inLocalTime: true,
      pollingIntervalSeconds: 30,
      atStartUpAfterS: 0,
      retry: { retryLimit: 3, retryDelay: 300 },
      work: async () => {
        await sweepPendentes({ ...deps, db }, clock());
      },
    },
    {
      fila: FILA_OBRIGACOES,
      cron: "* * * * *",
      inLocalTime: false,
      pollingIntervalSeconds: 30,
      work: () => foldTotaisPorDia(db),
    },
    // The two cleanups nightly, before the statistics' ANALYZE sees what they removed.
    {
      fila: FILA_LIMPEZA,
      cron: "0 3 * * *",
      inLocalTime: true,
      pollingIntervalSeconds: 60,
      atStartUpAfterS: FIRST_CLEANUPS_AFTER_S,
      work: logged("Falha na limpeza diária (Lixeira e prévias de PDF)", () =>
        limpezaDiaria({ db, clock, storage: deps.storage }),
      ),
    },
    {
      fila: FILA_ORFAOS,
      cron: "15 3 * * *",
      inLocalTime: true,
      pollingIntervalSeconds: 60,
      atStartUpAfterS: FIRST_CLEANUPS_AFTER_S,
      work: logged("Falha na varredura de arquivos órfãos", () =>
        sweepOrphans({ db, target: deps.sweepTarget, now: clock }),
      ),
    },
  ];
  if (database.kind === "embedded") {
    jobs.push({
      fila: FILA_ESTATISTICAS,
      cron: "30 3 * * *",
      inLocalTime: true,
      pollingIntervalSeconds: 60,
      work: () => database.analyze(),
    });
  }
  return jobs;
}

export interface TJobs {
  /** Queues a run of `fila` now and wakes this instance's worker for it, instead of its next poll. */
  runNow(fila: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts pg-boss on the app's database through its `db` option — in-process on PGlite, a small
 * pool of its own on a PostgreSQL server that follows the server list as the app's does (db/hosts.ts:
 * after a failover pg-boss polls the new primary, with no restart) — with the jobs of `jobsOf` on their schedules. pg-boss puts
 * a cron's job in the queue once across instances, and the 'singleton' queues run one at a time;
 * no job adds anything a second run already did.
 */
export async function startJobs(database: Database, deps: TJobsDeps, clock: () => Date): Promise<TJobs> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: "pgboss",
  });
  // Its polls fail while the database is away (a failover, a restart); they go on by themselves.
  boss.on("error", (err) =>
    isDatabaseUnavailable(err)
      ? logger.warn(`fila de tarefas (pg-boss) sem banco no momento: ${err.message}`)
      : logger.error("Falha na fila de tarefas (pg-boss)", err),
  );
  const jobs = jobsOf(database, deps, clock);
  // Two instances creating the same queue at once deadlock in pg-boss (seen starting two on a
  // fresh database): its set-up runs one instance at a time.
  await database.alone(async () => {
    await boss.start();
    for (const job of jobs) {
      await boss.createQueue(job.fila, { name: job.fila, policy: "singleton", ...job.retry });
      await boss.schedule(job.fila, job.cron, {}, job.inLocalTime ? { tz: TIME_ZONE } : {});
    }
  });
  const workers = new Map<string, string>();
  for (const job of jobs) {
    workers.set(
      job.fila,
      await boss.work(job.fila, { pollingIntervalSeconds: job.pollingIntervalSeconds }, () => job.work()),
    );
  }
  for (const job of jobs) {
    if (job.atStartUpAfterS === undefined) continue;
    // Two instances starting in the same minute queue it once.
    await boss.send(job.fila, {}, { singletonKey: "inicio", singletonSeconds: 60, startAfter: job.atStartUpAfterS });
    // Due now: its worker takes it at once, not at its next poll (up to 30 s later).
    if (job.atStartUpAfterS === 0) boss.notifyWorker(workers.get(job.fila)!);
  }
  return {
    runNow: async (fila) => {
      await boss.send(fila, {});
      const worker = workers.get(fila);
      if (worker) boss.notifyWorker(worker);
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
