// The database primary dies under load and a standby takes over (decision 063). The app runs on
// a multi-host DATABASE_URL (primary, then standby; target_session_attrs=read-write) against a
// real pair of PostgreSQL clusters with synchronous replication (remote_apply); writers and
// readers keep it busy; the primary's postmaster is killed (`kill -9`) and the standby promoted.
// Nothing acknowledged is lost (records and uploaded documents), no file is left without its
// row, nobody gets a 500 (the switch answers 503 with Retry-After),
// clients that retry succeed, the same app answers again within 30 s and pg-boss works on the
// new primary. Needs a PostgreSQL server run (TEST_DATABASE_URL, as CI does) and Debian's
// PostgreSQL 15 binaries.
import fs from "node:fs/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../mail/mailer";
import { diskSweepTarget } from "../storage/orphans";
import { FILA_PRAZOS, startJobs, type TJobs } from "../jobs/boss";
import { onServerDatabase } from "../test/concurrency";
import { replicaPairAvailable, startReplicaPair, type TReplicaPair } from "../test/replica-pair";
import { APP_URL, approveDirectly, createTestApp, signUpAndConfirm, type TestApp } from "../test/test-app";
import { postJson } from "../test/expect";
import { pdfBytes } from "../test/files";
import type { TCliente } from "../../shared/schemas/clientes";
import type { TEmpreendimentoDetalhe } from "../../shared/schemas/empreendimentos";
import type { TLicencaDetalhe, TLicencaDocumento } from "../../shared/schemas/licencas";
import { logger } from "../logger";

/** One statement on one server, on a connection of its own. */
async function psql(url: string, text: string, values: unknown[] = []): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on("error", () => {});
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How soon a client tries again after a 503 (it may wait Retry-After; it need not wait longer). */
const RETRY_MS = 200;
const WRITERS = 3;
const UPLOADERS = 1;
const READERS = 2;

interface TAnswer {
  at: number;
  status: number;
  retryAfter: string | null;
  body: string;
}

describe.runIf(onServerDatabase && replicaPairAvailable())("the database primary failing over under load", () => {
  let pair: TReplicaPair | undefined;
  let t: TestApp | undefined;
  let jobs: TJobs | undefined;
  beforeAll(async () => {
    pair = await startReplicaPair((url, text) => psql(url, text));
    t = await createTestApp({ databaseUrl: pair.url });
    const mailer = createMailer({ from: "Teste <teste@localhost>", outboxDir: t.outboxDir });
    jobs = await startJobs(
      t.database,
      { mailer, appUrl: APP_URL, storage: t.storage, sweepTarget: diskSweepTarget(t.uploadsDir) },
      () => new Date(),
    );
  }, 90_000);
  afterAll(async () => {
    // Whatever happened: the jobs, the app and both clusters stop, and their folder goes.
    await jobs?.stop().catch((err) => logger.error("stopping jobs", err));
    await t?.close().catch((err) => logger.error("closing the app", err));
    await pair?.stop();
  }, 60_000);

  it("loses no acknowledged write or upload, leaves no stray file, answers 503 with Retry-After during the switch and recovers by itself", async () => {
    const app = t!;
    const ana = await signUpAndConfirm(app, "ana@failover.example.com", "Ana Failover");
    // The start-up's sweep ran on the first primary.
    const startUpSweep = () =>
      psql(pair!.primaryUrl, "select state from pgboss.job where name = $1 and singleton_key = 'inicio'", [
        FILA_PRAZOS,
      ]);
    for (let tries = 0; tries < 100 && (await startUpSweep()).length === 0; tries++) await sleep(100);
    for (let tries = 0; tries < 100 && JSON.stringify(await startUpSweep()) !== '[{"state":"completed"}]'; tries++) {
      await sleep(100);
    }
    expect(await startUpSweep()).toEqual([{ state: "completed" }]);
    await approveDirectly(app, ana.userId, "admin", "Failover Ambiental");
    const cliente = await postJson<TCliente>(ana.client, "/api/clientes", { nome: "Cerâmica do Failover" });
    const forno = await postJson<TEmpreendimentoDetalhe>(ana.client, "/api/empreendimentos", {
      nome: "Forno",
      clienteId: cliente.id,
    });
    const licenca = await postJson<TLicencaDetalhe>(ana.client, "/api/licencas", {
      clienteId: cliente.id,
      empreendimentoId: forno.id,
      tipo: "LO",
      numero: "LO-1/2026",
      orgao: "IMA",
      validadeDate: "2027-01-31",
    });

    const answers: TAnswer[] = [];
    const acknowledged: { id: string; at: number }[] = [];
    const documents: string[] = [];
    const gaveUp: string[] = [];
    let stopping = false;
    const record = async (res: Response) => {
      const answer = {
        at: Date.now(),
        status: res.status,
        retryAfter: res.headers.get("Retry-After"),
        body: await res.text(),
      };
      answers.push(answer);
      return answer;
    };

    const writer = async (w: number) => {
      for (let i = 0; !stopping; i++) {
        // One logical write, tried again after each 503 as a client following Retry-After would.
        for (let attempt = 0; ; attempt++) {
          const answer = await record(await ana.client.post("/api/clientes", { nome: `Cliente ${w}-${i}`, cnpj: "" }));
          if (answer.status === 201) {
            acknowledged.push({ id: (JSON.parse(answer.body) as TCliente).id, at: answer.at });
            break;
          }
          if (answer.status !== 503 || attempt > 300) {
            gaveUp.push(`${answer.status} ${answer.body}`);
            break;
          }
          await sleep(RETRY_MS);
        }
      }
    };
    // Uploads store the file before the row and remove it when the row fails (storage/files.ts).
    const uploader = async () => {
      for (let i = 0; !stopping; i++) {
        for (let attempt = 0; ; attempt++) {
          const res = await ana.client.postFile(
            `/api/licencas/${licenca.id}/documentos`,
            "arquivo",
            `lo-${i}.pdf`,
            pdfBytes(),
          );
          const answer = await record(res);
          if (answer.status === 201) {
            documents.push((JSON.parse(answer.body) as TLicencaDocumento).id);
            break;
          }
          if (answer.status !== 503 || attempt > 300) {
            gaveUp.push(`${answer.status} ${answer.body}`);
            break;
          }
          await sleep(RETRY_MS);
        }
      }
    };
    const reader = async () => {
      while (!stopping) {
        const answer = await record(await ana.client.get("/api/clientes?pageSize=10"));
        if (answer.status !== 200) await sleep(RETRY_MS);
      }
    };
    const load = [
      ...Array.from({ length: WRITERS }, (_, w) => writer(w)),
      ...Array.from({ length: UPLOADERS }, () => uploader()),
      ...Array.from({ length: READERS }, () => reader()),
    ];

    try {
      await sleep(2_000);
      const beforeKill = acknowledged.length;
      expect(beforeKill).toBeGreaterThan(0);
      await pair!.killPrimary();
      const killedAt = Date.now();
      // An operator (or a manager such as Patroni) notices and promotes: a second and a half.
      await sleep(1_500);
      await pair!.promoteStandby();
      const promotedAt = Date.now();
      // Recovered: a write acknowledged after the promotion, within 30 s of the kill.
      while (!acknowledged.some((a) => a.at > promotedAt) && Date.now() - killedAt < 30_000) await sleep(50);
      const recoveredAt = acknowledged.find((a) => a.at > promotedAt)?.at;
      expect(recoveredAt, "no write acknowledged within 30 s of the kill").toBeDefined();
      // Some more load on the new primary.
      await sleep(2_000);
      stopping = true;
      await Promise.all(load);

      // Every id answered 201 is on the new primary (asked directly, not through the app).
      const ids = acknowledged.map((a) => a.id);
      const found = (await psql(pair!.standbyUrl, "select id from clientes where id = any($1::uuid[])", [ids])) as {
        id: string;
      }[];
      // Every acknowledged document is there, and no stored file lacks its row.
      const rows = (await psql(pair!.standbyUrl, "select id, storage_path as key from licenca_documentos")) as {
        id: string;
        key: string;
      }[];
      const files = (await fs.readdir(app.uploadsDir, { recursive: true, withFileTypes: true }))
        .filter((f) => f.isFile())
        .map((f) => `${f.parentPath}/${f.name}`.slice(app.uploadsDir.length + 1));
      const keys = new Set(rows.map((r) => r.key));
      const strayFiles = files.filter((f) => !keys.has(f));
      const rowIds = new Set(rows.map((r) => r.id));
      const fiveHundreds = answers.filter((a) => a.status >= 500);
      const unavailable = fiveHundreds.filter((a) => a.status === 503);
      const figures = {
        writesAcknowledged: ids.length,
        writesFound: found.length,
        documentsAcknowledged: documents.length,
        documentsFound: documents.filter((id) => rowIds.has(id)).length,
        strayFiles: strayFiles.length,
        rowsWithoutFile: rows.filter((r) => !files.includes(r.key)).length,
        acknowledgedBeforeKill: beforeKill,
        requests: answers.length,
        answers503: unavailable.length,
        answers5xxOther: fiveHundreds.length - unavailable.length,
        secondsToRecover: Number(((recoveredAt! - killedAt) / 1000).toFixed(1)),
        secondsAfterPromotion: Number(((recoveredAt! - promotedAt) / 1000).toFixed(1)),
      };
      console.info(`failover figures: ${JSON.stringify(figures)}`);

      expect(found.length).toBe(ids.length);
      expect(documents.length).toBeGreaterThan(0);
      expect(documents.filter((id) => !rowIds.has(id))).toEqual([]);
      expect(strayFiles).toEqual([]);
      // Nothing but 200/201 and, during the switch, 503 with Retry-After and its message.
      expect(answers.filter((a) => ![200, 201, 503].includes(a.status)).map((a) => `${a.status} ${a.body}`)).toEqual(
        [],
      );
      for (const a of unavailable) {
        expect(a.retryAfter).toMatch(/^\d+$/);
        expect(JSON.parse(a.body).error.message).toBe(
          "Banco de dados indisponível no momento. Tente novamente em instantes.",
        );
      }
      // The switch was seen (else this test proved nothing), and every client that retried succeeded.
      expect(unavailable.length).toBeGreaterThan(0);
      expect(gaveUp).toEqual([]);
      expect(figures.secondsToRecover).toBeLessThan(30);

      // pg-boss works on the new primary: a sweep queued after the switch runs, once, and the
      // start-up's sweep did not run again.
      const [{ now: switchedAt }] = (await psql(pair!.standbyUrl, "select now()")) as { now: Date }[];
      await jobs!.runNow(FILA_PRAZOS);
      const sweeps = async () =>
        (await psql(pair!.standbyUrl, "select state from pgboss.job where name = $1 and created_on >= $2", [
          FILA_PRAZOS,
          switchedAt,
        ])) as { state: string }[];
      const until = Date.now() + 15_000;
      while (!(await sweeps()).some((s) => s.state === "completed") && Date.now() < until) await sleep(200);
      expect(await sweeps()).toEqual([{ state: "completed" }]);
      expect(
        await psql(pair!.standbyUrl, "select state from pgboss.job where name = $1 order by created_on", [FILA_PRAZOS]),
      ).toEqual([{ state: "completed" }, { state: "completed" }]);
    } finally {
      stopping = true;
      await Promise.allSettled(load);
    }
  }, 90_000);
});
