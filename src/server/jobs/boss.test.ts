// Every background job runs in pg-boss (once across instances), on both databases: each queue has
// its schedule, the start-up queues its catch-up runs once, and each job does its work and logs
// its failure as the timers it replaced did.
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { createMailer } from "../mail/mailer";
import { logger } from "../logger";
import { diskSweepTarget, ORPHAN_MIN_AGE_MS, type TSweepTarget } from "../storage/orphans";
import { APP_URL, createTestApp, type TestApp } from "../test/test-app";
import { TIME_ZONE } from "../../shared/rules/datas";
import {
  FILA_ESTATISTICAS,
  FILA_LIMPEZA,
  FILA_OBRIGACOES,
  FILA_ORFAOS,
  FILA_ORFAOS_APOS_INICIO,
  FILA_PRAZOS,
  jobsOf,
  startJobs,
  type TJobsDeps,
} from "./boss";

let t: TestApp;
let deps: TJobsDeps;
beforeAll(async () => {
  t = await createTestApp();
  const mailer = createMailer({ from: "Teste <teste@localhost>", outboxDir: t.outboxDir });
  deps = { mailer, appUrl: APP_URL, storage: t.storage, sweepTarget: diskSweepTarget(t.uploadsDir) };
});
afterAll(() => t.close());

const jobOf = (fila: string, clock = () => new Date(), sweepTarget = deps.sweepTarget) =>
  jobsOf(t.database, { ...deps, sweepTarget }, clock).find((j) => j.fila === fila)!;

describe("the background jobs", () => {
  it("are every one scheduled in pg-boss, the nightly ones in São Paulo time, and queued once at start-up", async () => {
    const jobs = await startJobs(t.database, deps, () => new Date());
    try {
      const schedules = await t.database.db.execute<{ name: string; cron: string; timezone: string }>(
        sql`select name, cron, timezone from pgboss.schedule order by name`,
      );
      const statistics = { name: FILA_ESTATISTICAS, cron: "30 3 * * *", timezone: TIME_ZONE };
      expect(schedules.rows).toEqual([
        { name: FILA_ORFAOS, cron: "15 3 * * *", timezone: TIME_ZONE },
        ...(t.database.kind === "embedded" ? [statistics] : []),
        { name: FILA_LIMPEZA, cron: "0 3 * * *", timezone: TIME_ZONE },
        { name: FILA_OBRIGACOES, cron: "* * * * *", timezone: "UTC" },
        { name: FILA_PRAZOS, cron: "0 7 * * *", timezone: TIME_ZONE },
      ]);
      // The cleanups' start-up runs wait a minute for the start-up's own work; the orphan sweep
      // waits for its grace (an hour) and a minute, so what a crash left before is old enough.
      const queued = await t.database.db.execute<{ name: string; waits: number }>(
        sql`select name, round(extract(epoch from start_after - now()) / 60)::int as waits
            from pgboss.job where singleton_key = 'inicio' order by name`,
      );
      expect(queued.rows).toEqual([
        { name: FILA_ORFAOS_APOS_INICIO, waits: 61 },
        { name: FILA_LIMPEZA, waits: 1 },
        { name: FILA_PRAZOS, waits: 0 },
      ]);
    } finally {
      await jobs.stop();
    }
  }, 120_000);

  it("sweep the files no row names, and log the sweep's failure", async () => {
    const key = "licencas/aaaaaaaa-0000-4000-8000-00000000000a/orfao.pdf";
    const full = path.join(t.uploadsDir, key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    await fs.writeFile(full, "%PDF-1.4");
    const old = new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000);
    await fs.utimes(full, old, old);
    await jobOf(FILA_ORFAOS).work();
    await expect(fs.access(full)).rejects.toThrow();

    const broken: TSweepTarget = {
      // eslint-disable-next-line require-yield
      async *list() {
        throw new Error("armazenamento fora do ar");
      },
      remove: async () => {},
    };
    const error = vi.spyOn(logger, "error");
    try {
      await expect(jobOf(FILA_ORFAOS, undefined, broken).work()).rejects.toThrow("armazenamento fora do ar");
      expect(error).toHaveBeenCalledWith("Falha na varredura de arquivos órfãos", expect.any(Error));
    } finally {
      error.mockRestore();
    }
  });

  it("sweep after a start-up with the grace configured: files no row names go once older than it, younger ones stay", async () => {
    const file = async (name: string, ageS: number) => {
      const full = path.join(t.uploadsDir, "atividades/aaaaaaaa-0000-4000-8000-00000000000b", name);
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(full, "%PDF-1.4");
      const at = new Date(Date.now() - ageS * 1000);
      await fs.utimes(full, at, at);
      return full;
    };
    const crashed = await file("da-queda.pdf", 40);
    const inFlight = await file("em-envio.pdf", 20);
    const sweep = jobsOf(t.database, { ...deps, orphanGraceS: 30 }, () => new Date()).find(
      (j) => j.fila === FILA_ORFAOS_APOS_INICIO,
    )!;
    expect([sweep.atStartUpAfterS, sweep.startUpSlotS]).toEqual([60, 30]);
    await sweep.work();
    await expect(fs.access(crashed)).rejects.toThrow();
    await expect(fs.access(inFlight)).resolves.toBeUndefined();
  });

  it("clean the bin and the PDF previews, and log the cleanup's failure", async () => {
    await expect(jobOf(FILA_LIMPEZA).work()).resolves.toBeUndefined();
    const error = vi.spyOn(logger, "error");
    try {
      const brokenClock = () => {
        throw new Error("relógio fora do ar");
      };
      await expect(jobOf(FILA_LIMPEZA, brokenClock).work()).rejects.toThrow("relógio fora do ar");
      expect(error).toHaveBeenCalledWith("Falha na limpeza diária (Lixeira e prévias de PDF)", expect.any(Error));
    } finally {
      error.mockRestore();
    }
  });
});
