import PgBoss from "pg-boss";
import type { Database } from "../db/client";
import { logger } from "../logger";
import { isDatabaseUnavailable } from "../db/unavailable";
import { TIME_ZONE } from "../../shared/rules/datas";
import { foldTotaisPorDia } from "../db/por-dia";
import { CRON_DA_VARREDURA, sweepPendentes, type TVarreduraDeps } from "../modules/prazos/varredura";
import { limpezaDiaria } from "../modules/lixeira/limpeza";
import { ORPHAN_MIN_AGE_MS, sweepOrphans, type TSweepTarget } from "../storage/orphans";
import type { Storage } from "../storage/storage";
import { outsideRequests } from "../db/embutido";

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
/** Stored files no row names, a crash's leftovers (storage/orphans.ts), nightly. */
export const FILA_ORFAOS = "arquivos-orfaos";
/**
 * The same sweep once the grace has passed since a start-up (decision 064), in a queue of its own
 * that lets runs overlap: a run a crash cut short stays 'active' until pg-boss expires it (15
 * minutes), and in a one-at-a-time queue it would hold back the run the restart queued.
 */
export const FILA_ORFAOS_APOS_INICIO = "arquivos-orfaos-apos-inicio";
/** The start-up's own runs of the nightly cleanups wait until its work is done (they scan every upload and bin). */
const FIRST_CLEANUPS_AFTER_S = 60;

/** What the jobs need besides the database: the sweep's mail, and the files the cleanups remove. */
export interface TJobsDeps extends Omit<TVarreduraDeps, "db"> {
  storage: Storage;
  /** Where the orphan sweep looks: the uploads folder or the bucket. */
  sweepTarget: TSweepTarget;
  /** The orphan sweep's grace (ORPHAN_GRACE_SECONDS): younger files are spared. An hour by default. */
  orphanGraceS?: number;
}

/**
 * When the orphan sweep runs after a start-up, and the slot within which two start-ups queue it
 * once (decision 064). A crash's leftovers are all older than the grace once it has passed since
 * the restart; the slot's length on top covers an instance that started earlier in the same slot,
 * whose queued run this start-up relies on. So every file a crash left without its row is gone
 * within grace + slot of the restart: an hour and a minute by default.
 */
export function orphanSweepAfterStartUp(graceS: number) {
  const slotS = Math.min(60, graceS);
  return { afterS: graceS + slotS, slotS };
}

/** One background job: its queue, its schedule and its work. */
export interface TJob {
  fila: string;
  /** Its schedule; none: only queued at start-up. */
  cron?: string;
  /** 'singleton' (one run at a time) unless a queue's runs may overlap. */
  policy?: "standard";
  /** The cron read in São Paulo time; else in UTC (every minute is every minute anywhere). */
  inLocalTime: boolean;
  pollingIntervalSeconds: number;
  /** Also queued at start-up, after this many seconds: days missed while every instance was down. */
  atStartUpAfterS?: number;
  /** Start-ups within the same slot of this many seconds queue that run once; a minute unless set. */
  startUpSlotS?: number;
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
  const orphanGraceS = deps.orphanGraceS ?? ORPHAN_MIN_AGE_MS / 1000;
  const orphansAfterStartUp = orphanSweepAfterStartUp(orphanGraceS);
  const sweepOrphansNow = logged("Falha na varredura de arquivos órfãos", () =>
    sweepOrphans({ db, target: deps.sweepTarget, now: clock, minAgeMs: orphanGraceS * 1000 }),
  );
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
      work: sweepOrphansNow,
    },
    // Once the grace has passed since the start, so what a crash left is old enough to go.
    {
      fila: FILA_ORFAOS_APOS_INICIO,
      policy: "standard",
      inLocalTime: false,
      pollingIntervalSeconds: 60,
      atStartUpAfterS: orphansAfterStartUp.afterS,
      startUpSlotS: orphansAfterStartUp.slotS,
      work: sweepOrphansNow,
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
 * pool of its own on a PostgreSQL server that follows the server list as the app's does
 * (db/hosts.ts: after a failover pg-boss polls the new primary, with no restart) — with the jobs
 * of `jobsOf` on their schedules. pg-boss puts
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
      await boss.createQueue(job.fila, { name: job.fila, policy: job.policy ?? "singleton", ...job.retry });
      if (job.cron) await boss.schedule(job.fila, job.cron, {}, job.inLocalTime ? { tz: TIME_ZONE } : {});
    }
  });
  const workers = new Map<string, string>();
  for (const job of jobs) {
    workers.set(
      job.fila,
      await boss.work(job.fila, { pollingIntervalSeconds: job.pollingIntervalSeconds }, () => job.work()),
    );
  }
  const wakeUps: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    if (job.atStartUpAfterS === undefined) continue;
    // Two instances starting in the same slot (a minute) queue it once.
    const singletonSeconds = job.startUpSlotS ?? 60;
    await boss.send(job.fila, {}, { singletonKey: "inicio", singletonSeconds, startAfter: job.atStartUpAfterS });
    // Fetched when it comes due rather than at the worker's next poll, up to a minute later.
    const worker = workers.get(job.fila)!;
    if (job.atStartUpAfterS === 0) boss.notifyWorker(worker);
    else wakeUps.push(setTimeout(() => boss.notifyWorker(worker), (job.atStartUpAfterS + 1) * 1000).unref());
  }
  return {
    // Called from a request, the woken worker would carry on in that request's async context and
    // its job would be held to the request's allowance of waiting for the embedded connection.
    runNow: (fila) =>
      outsideRequests(async () => {
        await boss.send(fila, {});
        const worker = workers.get(fila);
        if (worker) boss.notifyWorker(worker);
      }),
    stop: () => {
      for (const wakeUp of wakeUps) clearTimeout(wakeUp);
      return boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
