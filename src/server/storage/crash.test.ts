// The real server killed with `kill -9` in the middle of uploads (a licence's, a condition's and an
// activity's documents and the company's logo, all at once), then started again on what it left:
// once the orphan sweep's grace has passed since the restart, every stored file has its row and
// every acknowledged upload its file (decision 064). On the embedded database, or on a fresh
// PostgreSQL database with TEST_DATABASE_URL; on the disk and in an S3-compatible bucket (s3rver).
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../db/client";
import { documentos, empresaConfiguracoes, importacoesPdf, licencaDocumentos } from "../db/schema";
import { asSystem } from "../db/tenant";
import { getJson, postJson } from "../test/expect";
import { bigPdfBytes, pngBytes } from "../test/files";
import { databaseUrl, withServer } from "../test/migrated-database";
import { prepareRealServer, REAL_ADMIN, startRealServer, type TRealServer } from "../test/real-server";
import { confirmationLink, lastMailTo, type Client } from "../test/test-app";
import { novaCondicionante, novaLicenca } from "../modules/condicionantes/anexos.fixture";
import { novaAtividade } from "../modules/cronograma/cronograma.fixture";
import type { TCompany } from "../../shared/schemas/admin";
import { diskSweepTarget } from "./orphans";
import { createS3Storage } from "./s3";
import { orphanSweepAfterStartUp } from "../jobs/boss";

/** The grace the servers run with (ORPHAN_GRACE_SECONDS): a file younger than this is spared. */
const GRACE_S = 2;
/** Answers received before the kill: enough that every kind of upload has some, and more in flight. */
const ACKS_BEFORE_KILL = 12;
/** Kills tried until one leaves a file without its row (each one did, in the runs measured). */
const MAX_KILLS = 3;
const PASSWORD = "senha-forte-da-queda";
/** The S3 scene's bucket, on an s3rver of this file's own. */
const BUCKET = "queda";

let web: Awaited<ReturnType<typeof prepareRealServer>>;
let s3rver: S3rver;
let s3Dir: string;
let s3Endpoint: string;
beforeAll(async () => {
  web = await prepareRealServer();
  s3Dir = await fs.mkdtemp(path.join(os.tmpdir(), "orfaos-s3rver-"));
  s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
}, 120_000);
afterAll(async () => {
  await s3rver?.close();
  await fs.rm(s3Dir, { recursive: true, force: true });
  await web?.cleanUp();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A database of its own for one scene: the embedded one in the data folder, or a fresh copy of the run's template. */
async function freshDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const source = inject("migratedDatabase");
  if (source.kind === "embedded") return { drop: async () => {} };
  const name = `${source.runPrefix}queda_${crypto.randomBytes(4).toString("hex")}`;
  await withServer(source.serverUrl, (admin) => admin.query(`create database ${name} template ${source.template}`));
  return {
    url: databaseUrl(source.serverUrl, name),
    drop: async () => {
      await withServer(source.serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

interface TRows {
  licencaDocumentos: Set<string>;
  documentos: Set<string>;
  logo: string | null;
  /** Every key a row names: the rows the sweep would keep a file for. */
  keys: Set<string>;
}

type TScene = Awaited<ReturnType<typeof openScene>>;

/** One data folder, one database and, for S3, one bucket: what the server's restarts share. */
async function openScene(storage: "disco" | "s3") {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "orfaos-queda-"));
  const database = await freshDatabase();
  const bucket = storage === "s3" ? BUCKET : undefined;
  const s3Config = bucket
    ? {
        endpoint: s3Endpoint,
        bucket,
        region: "us-east-1",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
      }
    : undefined;
  const env = {
    DATABASE_URL: database.url ?? "",
    ORPHAN_GRACE_SECONDS: String(GRACE_S),
    ...(bucket ? { S3_URL: `http://S3RVER:S3RVER@127.0.0.1:${new URL(s3Endpoint).port}/${bucket}` } : {}),
  };

  /** Every stored file's key, from the disk or the bucket, as the sweep lists them. */
  async function storedKeys(): Promise<string[]> {
    const target = s3Config
      ? createS3Storage({ config: s3Config, secret: "leitura" })
      : diskSweepTarget(path.join(dataDir, "uploads"));
    const keys: string[] = [];
    for await (const page of target.list()) keys.push(...page.map((f) => f.key));
    return keys.sort();
  }

  /** The rows that name files, read once the server has stopped (the embedded database is its alone meanwhile). */
  async function rows(): Promise<TRows> {
    const opened = await openDatabase(database.url ? { url: database.url } : { dataDir: path.join(dataDir, "db") });
    try {
      return await asSystem(opened.db, async (tx) => {
        const doLicenca = await tx
          .select({ id: licencaDocumentos.id, key: licencaDocumentos.storagePath })
          .from(licencaDocumentos);
        const genericos = await tx.select({ id: documentos.id, key: documentos.storagePath }).from(documentos);
        const logos = await tx.select({ key: empresaConfiguracoes.logoPath }).from(empresaConfiguracoes);
        const previas = await tx.select({ key: importacoesPdf.storagePath }).from(importacoesPdf);
        const keys = [...doLicenca, ...genericos, ...logos, ...previas].flatMap((r) => (r.key ? [r.key] : []));
        return {
          licencaDocumentos: new Set(doLicenca.map((r) => r.id)),
          documentos: new Set(genericos.map((r) => r.id)),
          logo: logos.find((l) => l.key)?.key ?? null,
          keys: new Set(keys),
        };
      });
    } finally {
      await opened.close();
    }
  }

  let latest: TRealServer | undefined;
  return {
    dataDir,
    start: async () => {
      latest = await startRealServer({ dataDir, webDir: web.webDir, env });
      return latest;
    },
    storedKeys,
    rows,
    async close() {
      await latest?.kill(); // a failed test's server; a stopped one is left as it is
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

const SWEPT = "varredura de arquivos órfãos concluída";

/**
 * Waits for the server's own orphan sweep after its start: due once the grace and a slot have
 * passed, given room for a loaded machine. Answers what the server printed.
 */
async function waitForTheStartUpSweep(server: TRealServer): Promise<string> {
  const limitS = orphanSweepAfterStartUp(GRACE_S).afterS + 15;
  const deadline = server.startedAt + limitS * 1000;
  for (;;) {
    const log = await server.log();
    if (log.includes(SWEPT)) return log;
    if (Date.now() > deadline) throw new Error(`a varredura não rodou em ${limitS} s após o início`);
    await sleep(100);
  }
}

/** What the first server is given: an approved admin of a company, a licence, a condition and an activity. */
async function firstData(server: TRealServer, scene: TScene) {
  const email = `ana-${crypto.randomBytes(3).toString("hex")}@queda.example.com`;
  const visitor = server.client();
  const signUp = await visitor.post("/api/auth/sign-up", { fullName: "Ana Queda", email, password: PASSWORD });
  expect(signUp.status, await signUp.text()).toBe(200);
  await visitor.get(confirmationLink(await lastMailTo(path.join(scene.dataDir, "outbox"), email)));

  const admin = server.client();
  expect((await admin.post("/api/auth/sign-in", REAL_ADMIN)).status).toBe(200);
  const empresa = await postJson<TCompany>(admin, "/api/admin/companies", { name: "Queda Ambiental" });
  const pending = await getJson<{ items: { id: string }[] }>(
    admin,
    `/api/admin/pending-users?q=${encodeURIComponent(email)}`,
  );
  const approve = await admin.post(`/api/admin/pending-users/${pending.items[0].id}/approve`, {
    companyId: empresa.id,
    role: "admin",
  });
  expect(approve.status, await approve.text()).toBe(200);

  const ana = await signIn(server, email);
  const licenca = await novaLicenca(ana, "Cerâmica São José", "Forno Túnel", "LO-4521/2026");
  const condicionante = await novaCondicionante(ana, licenca.id);
  const atividade = await novaAtividade(ana, licenca.empreendimento.id, {
    titulo: "Relatório",
    dataPrazo: "2026-04-01",
  });
  return { email, licencaId: licenca.id, condicionanteId: condicionante.id, atividadeId: atividade.id };
}
type TData = Awaited<ReturnType<typeof firstData>>;

async function signIn(server: TRealServer, email: string): Promise<Client> {
  const client = server.client();
  const res = await client.post("/api/auth/sign-in", { email, password: PASSWORD });
  expect(res.status, await res.text()).toBe(200);
  return client;
}

/** The uploads whose answer arrived whole: what the user was told is saved. */
interface TAcks {
  licencaDocumentos: string[];
  documentos: string[];
  logos: number;
}

/**
 * Every kind of upload at once, three streams each (two for the logo), until `ACKS_BEFORE_KILL`
 * answers came back with each kind among them; then `kill -9`, with more requests in flight.
 */
async function uploadThenKill(server: TRealServer, data: TData, acks: TAcks) {
  const ana = await signIn(server, data.email);
  const pdf = bigPdfBytes(200_000);
  let answered = 0;
  const kinds = new Set<string>();
  let killing: Promise<void> | null = null;
  const onAnswer = (kind: string) => {
    answered++;
    kinds.add(kind);
    if (!killing && answered >= ACKS_BEFORE_KILL && kinds.size === 4) killing = server.kill();
  };
  const stream = async (kind: string, send: () => Promise<Response>, record: (body: never) => void) => {
    while (!killing) {
      const res = await send().catch(() => null);
      if (!res) return; // the server is gone
      const body = await res.json().catch(() => undefined); // cut off by the kill: not acknowledged
      if (body === undefined) return;
      if (res.status === 503) continue; // the admission line's 'try again'
      expect([200, 201], JSON.stringify(body)).toContain(res.status);
      record(body as never);
      onAnswer(kind);
    }
  };
  const streams = [
    ...Array.from({ length: 3 }, () => [
      stream(
        "licenca",
        () => ana.postFile(`/api/licencas/${data.licencaId}/documentos`, "arquivo", "licenca.pdf", pdf),
        (b: { id: string }) => acks.licencaDocumentos.push(b.id),
      ),
      stream(
        "condicionante",
        () => ana.postFile(`/api/condicionantes/${data.condicionanteId}/documentos`, "arquivo", "laudo.pdf", pdf),
        (b: { documento: { id: string } }) => acks.documentos.push(b.documento.id),
      ),
      stream(
        "atividade",
        () =>
          ana.postFile(`/api/cronograma/atividades/${data.atividadeId}/documentos`, "arquivo", "relatorio.pdf", pdf),
        (b: { id: string }) => acks.documentos.push(b.id),
      ),
    ]).flat(),
    ...Array.from({ length: 2 }, () =>
      stream(
        "logo",
        () => ana.postFile("/api/empresa/logo", "arquivo", "logo.png", pngBytes()),
        () => acks.logos++,
      ),
    ),
  ];
  await Promise.all(streams);
  expect(killing, "o servidor caiu antes de responder aos envios").not.toBeNull();
  await killing;
}

describe.each([
  ["on the disk", "disco"],
  ["in an S3-compatible bucket", "s3"],
] as const)("after a kill -9 during uploads, files %s", (_, storage) => {
  it("without a row are gone once the grace has passed since the restart, and every acknowledged upload keeps its file", async () => {
    const scene = await openScene(storage);
    try {
      let server = await scene.start();
      const data = await firstData(server, scene);
      const acks: TAcks = { licencaDocumentos: [], documentos: [], logos: 0 };

      // Each kill comes after the server's own sweep after its start ran, so no earlier run waits
      // in the queue: what the kill leaves is the restart's own sweep's to remove. Killed and started
      // again until a kill left files without rows (the first one did, in every run measured).
      let removed: string[] = [];
      for (let kill = 1; kill <= MAX_KILLS && !removed.length; kill++) {
        await waitForTheStartUpSweep(server);
        await uploadThenKill(server, data, acks);
        // A bucket may still be writing a body the server sent whole just before it died.
        await sleep(500);
        const leftByTheKill = await scene.storedKeys();
        // The restart on the same folder, database and bucket.
        server = await scene.start();
        const log = await waitForTheStartUpSweep(server);
        removed = [...log.matchAll(/arquivo órfão removido: (\S+)/g)].map((m) => m[1]);
        expect(removed.filter((key) => !leftByTheKill.includes(key))).toEqual([]);
      }
      expect(removed.length, `nenhuma das ${MAX_KILLS} quedas deixou arquivo sem linha`).toBeGreaterThan(0);
      await server.stop();

      const rows = await scene.rows();
      const stored = await scene.storedKeys();
      // Every file has its row, every row its file.
      expect(stored.filter((key) => !rows.keys.has(key))).toEqual([]);
      expect([...rows.keys].filter((key) => !stored.includes(key))).toEqual([]);
      // Every acknowledged upload is there, with its file (above); the logo too.
      expect(acks.licencaDocumentos.length * acks.documentos.length * acks.logos).toBeGreaterThan(0);
      expect(acks.licencaDocumentos.filter((id) => !rows.licencaDocumentos.has(id))).toEqual([]);
      expect(acks.documentos.filter((id) => !rows.documentos.has(id))).toEqual([]);
      expect(rows.logo).not.toBeNull();
    } finally {
      await scene.close();
    }
  }, 90_000);
});
