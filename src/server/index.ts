import path from "node:path";
import http from "node:http";
import { serve } from "@hono/node-server";
import { readConfig } from "./config";
import { openDatabase } from "./db/client";
import { openReadReplica } from "./db/leitura";
import { startFromTemplate } from "./db/template";
import { lockDataDirOrExit } from "./db/data-dir-lock";
import { createMailer } from "./mail/mailer";
import { createApp } from "./app";
import { ensureSuperAdmin, loadAuthSecret, recordAppUrl } from "./bootstrap";
import { serveWeb } from "./static";
import { createLocalStorage } from "./storage/storage";
import { createS3Storage, type TS3Storage } from "./storage/s3";
import { diskSweepTarget } from "./storage/orphans";
import { admissionLimits } from "./http/admission";
import { startJobs } from "./jobs/boss";
import { logger } from "./logger";
import { isDatabaseUnavailable } from "./db/unavailable";
import { ROOT } from "./paths";

async function main() {
  const config = readConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDirOrExit(config.dataDir, "");

  const dbDir = path.join(config.dataDir, "db");
  // A new embedded database starts as a copy of the migrated template, when `npm start` built it.
  const fromTemplate = !config.databaseUrl && (await startFromTemplate(dbDir));
  const database = await openDatabase({ url: config.databaseUrl, dataDir: dbDir });
  logger.info(
    config.databaseUrl
      ? "Banco de dados: servidor PostgreSQL (DATABASE_URL)"
      : `Banco de dados embutido em ${dbDir}${fromTemplate ? ", criado a partir do modelo já migrado" : ""}`,
  );
  // The standby is not reached at start: its first reader finds it, or falls back to the primary.
  const readReplica = config.databaseReadUrl ? openReadReplica(config.databaseReadUrl, database.db) : undefined;
  if (readReplica)
    logger.info("Réplica de leitura (DATABASE_READ_URL) para exportações, relatório consolidado e calendário");
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, "outbox"),
  });
  const authSecret = await loadAuthSecret(database.db, config.authSecret);
  await recordAppUrl(database.db, config.appUrl);

  const admin = await database.alone(() =>
    ensureSuperAdmin({
      db: database.db,
      mailer,
      appUrl: config.appUrl,
      authSecret,
      email: config.adminEmail,
      password: config.adminPassword,
    }),
  );
  if (admin.created) {
    const lines = [
      "Super-administrador criado:",
      `  e-mail: ${admin.email}`,
      admin.generatedPassword
        ? `  senha:  ${admin.generatedPassword}   (gerada agora e mostrada só esta vez; guarde-a)`
        : "  senha:  a de ADMIN_PASSWORD",
    ];
    console.log(`\n${"=".repeat(72)}\n${lines.join("\n")}\n${"=".repeat(72)}\n`);
  }

  const uploadsDir = path.join(config.dataDir, "uploads");
  let s3: TS3Storage | undefined;
  if (config.s3) {
    s3 = createS3Storage({ config: config.s3, secret: authSecret });
    await s3.check(); // wrong credentials or bucket stop the start, not the first upload
    logger.info(`Documentos no armazenamento S3: bucket ${config.s3.bucket} em ${config.s3.endpoint}`);
  }
  const storage = s3 || createLocalStorage({ root: uploadsDir, secret: authSecret });
  const app = createApp({
    db: database.db,
    mailer,
    appUrl: config.appUrl,
    authSecret,
    storage,
    trustProxy: config.trustProxy,
    admission: admissionLimits(database.kind),
    analyze: database.analyze,
    readReplica,
  });
  serveWeb(app, config.webDir ?? path.join(ROOT, "dist/web"));
  const server = serve({ fetch: app.fetch, port: config.port }, () => {
    const seconds = process.uptime().toFixed(1).replace(".", ",");
    logger.info(`Servidor em ${config.appUrl} (porta ${config.port}), pronto em ${seconds} s`);
  });
  // A proxy or load balancer keeps its connections to the app open while idle (60 s by default in
  // nginx and AWS's balancers): the app must not close one first. With Node's 5 s, a request sent
  // just as the app closed its idle socket failed with a reset (the browser tests' API client hit
  // it); the headers' limit must stay above the idle one.
  if (server instanceof http.Server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  // Background work starts once the server listens: a user need not wait for it (decision 032).
  // Every job runs in pg-boss, once across instances (jobs/boss.ts): the daily deadline sweep at
  // 07:00 São Paulo, the tallies' compaction, the bin's cleanup and the orphan-file sweep (the
  // shared bucket, or this instance's uploads folder; also once the grace has passed since this
  // start, so what a crash left goes: decision 064). Without its queue the deadlines would go
  // unwatched: a failure to start it stops the server.
  const jobs = startJobs(
    database,
    {
      mailer,
      appUrl: config.appUrl,
      storage,
      sweepTarget: s3 || diskSweepTarget(uploadsDir),
      orphanGraceS: config.orphanGraceSeconds,
    },
    () => new Date(),
  );
  jobs.catch((err) => {
    logger.error("Falha ao iniciar a fila de tarefas", err);
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} recebido: encerrando após as requisições em andamento...`);
    // close() stops accepting connections and calls back once in-flight requests finished.
    server.close(async () => {
      await jobs.then((j) => j.stop()).catch((err) => logger.error("Falha ao parar a fila de tarefas", err));
      await readReplica?.close();
      await database.close();
      unlock();
      logger.info("Servidor encerrado.");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

// The database going away (a primary killed, a failover, a restart) must not end the process:
// requests answer 503 meanwhile and the pools find the server again (db/hosts.ts). Should such
// an error still escape as an unhandled one, it is logged and the server goes on; any other
// keeps Node's default, the process's end.
for (const event of ["unhandledRejection", "uncaughtException"] as const) {
  process.on(event, (err: unknown) => {
    if (isDatabaseUnavailable(err)) {
      logger.warn(`banco de dados indisponível (${event}): ${(err as Error).message}`);
      return;
    }
    logger.error(`Erro não tratado (${event})`, err);
    process.exit(1);
  });
}

main().catch((err) => {
  logger.error("Falha ao iniciar o servidor", err);
  process.exit(1);
});
