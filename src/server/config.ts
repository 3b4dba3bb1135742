import path from "node:path";
import { readS3Config, type TS3Config } from "./storage/s3-config";

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** A standby for the reads that tolerate a few seconds of lag (decision 070); absent: all on DATABASE_URL. */
  databaseReadUrl?: string;
  appUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail?: string;
  adminPassword?: string;
  authSecret?: string;
  /** Proxies in front of the server whose X-Forwarded-For entries are believed; 0: none. */
  trustProxy: number;
  /** The object store documents go to (S3_URL or S3_*); absent: the uploads folder under DATA_DIR. */
  s3?: TS3Config;
  /**
   * How old a stored file must be before the orphan sweep may remove it when no row names it: the
   * time an upload elsewhere may still take to commit its row (decision 064). One hour by default.
   */
  orphanGraceSeconds: number;
  /** The built web app the server serves (WEB_DIR); absent: dist/web. */
  webDir?: string;
}

/** ORPHAN_GRACE_SECONDS's default: an hour. */
export const DEFAULT_ORPHAN_GRACE_SECONDS = 3600;

/** TRUST_PROXY: how many proxies (load balancer, nginx…) stand between the clients and us. */
function readTrustProxy(raw: string | undefined): number {
  if (!raw) return 0;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    throw new Error(`TRUST_PROXY deve ser o número de proxies à frente do servidor (0, 1, 2…), não "${raw}".`);
  }
  return n;
}

/** ORPHAN_GRACE_SECONDS: a whole number of seconds, at least one. */
function readOrphanGrace(raw: string | undefined): number {
  if (!raw) return DEFAULT_ORPHAN_GRACE_SECONDS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    throw new Error(
      `ORPHAN_GRACE_SECONDS deve ser um número inteiro de segundos, a partir de 1 (o padrão é 3600, uma hora), não "${raw}".`,
    );
  }
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `PORT=` (empty) is unset, as every variable here, not port 0.
  const port = Number(env.PORT || 3000);
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    throw new Error("DATABASE_READ_URL indica uma réplica do servidor de DATABASE_URL: defina também DATABASE_URL.");
  }
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/$/, ""),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Sistema de Gestão <nao-responda@localhost>",
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    authSecret: env.AUTH_SECRET || undefined,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    s3: readS3Config(env),
    orphanGraceSeconds: readOrphanGrace(env.ORPHAN_GRACE_SECONDS),
    webDir: env.WEB_DIR ? path.resolve(env.WEB_DIR) : undefined,
  };
}
