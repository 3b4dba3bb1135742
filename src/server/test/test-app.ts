// A real app on a real, private database for one test file: in-memory PGlite by default, or
// a database on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards); either one a
// copy of the database the global setup migrated once for the whole run.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { inject } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase, type Database } from "../db/client";
import { openReadReplica, type ReadReplica } from "../db/leitura";
import { createMailer } from "../mail/mailer";
import { createLocalStorage, type Storage } from "../storage/storage";
import { createApp, type App } from "../app";
import { ensureSuperAdmin } from "../bootstrap";
import { companies, profiles, userRoles } from "../db/schema";
import { checkDeclaredAnswers } from "./declared-answers";
import { databaseUrl, withServer } from "./migrated-database";
import { testPasswordHashing } from "./password-hashing";

export const APP_URL = "http://localhost:3000";
export const ADMIN = { email: "super@example.com", password: "super-secreta-123" };

export interface TestApp {
  app: App;
  database: Database;
  /** The standby of `readUrl`, when given. */
  readReplica?: ReadReplica;
  outboxDir: string;
  uploadsDir: string;
  storage: Storage;
  close(): Promise<void>;
}

/**
 * A private copy of the run's migrated database (test/global-setup.ts built it once), or the
 * server(s) of `url` as they are (a test's own clusters), migrated here.
 */
async function openTestDatabase(url?: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (url) return { database: await openDatabase({ url }), drop: async () => {} };
  const source = inject("migratedDatabase");
  if (source.kind === "embedded") {
    const dump = new Blob([await fs.readFile(source.dumpPath)]);
    return { database: await openDatabase({ dataDir: null, loadDataDir: dump }), drop: async () => {} };
  }
  const { serverUrl, template, runPrefix } = source;
  const name = `${runPrefix}${crypto.randomBytes(6).toString("hex")}`;
  await withServer(serverUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  return {
    database,
    drop: async () => {
      await withServer(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export async function createTestApp(
  opts: {
    clock?: () => Date;
    /** Another driver than the local disk (the S3 tests'); given the app's secret. */
    storage?: (secret: string) => Storage;
    /** better-auth's own scrypt instead of the tests' cheaper one (test/password-hashing.ts). */
    productionHashing?: boolean;
    /** The test's own PostgreSQL server(s) instead of a copy of the run's database (left as they are). */
    databaseUrl?: string;
    /** A standby of that server for the lag-tolerant reads (DATABASE_READ_URL, decision 070). */
    readUrl?: string;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase(opts.databaseUrl);
  const readReplica = opts.readUrl ? openReadReplica(opts.readUrl, database.db) : undefined;
  const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), "outbox-"));
  const mailer = createMailer({ from: "Teste <teste@localhost>", outboxDir });
  const authSecret = crypto.randomBytes(32).toString("hex");
  const passwordHashing = opts.productionHashing ? undefined : testPasswordHashing;
  await ensureSuperAdmin({ db: database.db, mailer, appUrl: APP_URL, authSecret, passwordHashing, ...ADMIN });
  const uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), "uploads-"));
  const storage =
    opts.storage?.(authSecret) ?? createLocalStorage({ root: uploadsDir, secret: authSecret, now: opts.clock });
  // Every answer a test receives must parse with the schema its route declares.
  const app = checkDeclaredAnswers(
    createApp({
      db: database.db,
      mailer,
      appUrl: APP_URL,
      authSecret,
      storage,
      clock: opts.clock,
      passwordHashing,
      readReplica,
    }),
  );
  return {
    app,
    database,
    readReplica,
    outboxDir,
    uploadsDir,
    storage,
    async close() {
      await readReplica?.close();
      await database.close();
      await drop();
      await fs.rm(outboxDir, { recursive: true, force: true });
      await fs.rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** A clock the test moves by hand: pass `clock` to createTestApp, then `advance` or `set` it. */
export function testClock(start: string | Date) {
  let now = new Date(start);
  return {
    clock: () => new Date(now),
    set: (to: string | Date) => {
      now = new Date(to);
    },
    advance: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

/** Every message written to the outbox, oldest first, as raw RFC 822 text. */
export async function readOutbox(outboxDir: string): Promise<string[]> {
  const files = (await fs.readdir(outboxDir)).filter((f) => f.endsWith(".eml")).sort();
  return Promise.all(files.map((f) => fs.readFile(path.join(outboxDir, f), "utf8")));
}

/** The newest message to `to`, with quoted-printable soft breaks undone. */
export async function lastMailTo(outboxDir: string, to: string): Promise<string> {
  const mails = (await readOutbox(outboxDir)).filter((m) => m.includes(`To: ${to}`));
  if (!mails.length) throw new Error(`no mail to ${to}`);
  return decodeQuotedPrintable(mails[mails.length - 1]);
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]));
  }
  return Buffer.from(bytes).toString("utf8");
}

export function confirmationLink(mail: string): string {
  const match = mail.match(/https?:\/\/[^\s"<>]+verify-email[^\s"<>]+/);
  if (!match) throw new Error("no confirmation link in mail");
  return match[0];
}

/** A client that keeps cookies between calls, like a browser. */
export class Client {
  private cookies = new Map<string, string>();
  constructor(private readonly app: App) {}

  async request(method: string, url: string, body?: unknown): Promise<Response> {
    if (body === undefined) return this.send(method, url);
    return this.send(method, url, JSON.stringify(body), "application/json");
  }

  /** A multipart upload of one file (and any text fields beside it), as a browser's FormData sends it. */
  postFile(
    url: string,
    field: string,
    name: string,
    bytes: Uint8Array,
    type = "application/octet-stream",
    fields: Record<string, string> = {},
  ) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append(field, new Blob([Buffer.from(bytes)], { type }), name);
    return this.send("POST", url, form);
  }

  /** A multipart upload of several files in one field, with text fields beside them. */
  postFiles(
    url: string,
    field: string,
    files: { name: string; bytes: Uint8Array }[],
    fields: Record<string, string> = {},
  ) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const f of files) form.append(field, new Blob([Buffer.from(f.bytes)]), f.name);
    return this.send("POST", url, form);
  }

  private async send(method: string, url: string, body?: BodyInit, contentType?: string): Promise<Response> {
    const headers: Record<string, string> = { origin: APP_URL };
    // FormData sets its own multipart content type, boundary included.
    if (contentType) headers["content-type"] = contentType;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await this.app.request(url.replace(APP_URL, ""), { method, headers, body });
    for (const raw of res.headers.getSetCookie()) {
      const [pair] = raw.split(";");
      const i = pair.indexOf("=");
      const [k, v] = [pair.slice(0, i), pair.slice(i + 1)];
      if (v === "" || /max-age=0/i.test(raw)) this.cookies.delete(k);
      else this.cookies.set(k, v);
    }
    return res;
  }
  get = (url: string) => this.request("GET", url);
  post = (url: string, body?: unknown) => this.request("POST", url, body ?? {});
  patch = (url: string, body: unknown) => this.request("PATCH", url, body);
  delete = (url: string) => this.request("DELETE", url);
}

export interface TApiError {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** The API's error body `{ error: { code, message, fields? } }`. */
export async function readError(res: Response): Promise<TApiError> {
  const body = (await res.json()) as { error?: TApiError };
  if (!body.error) throw new Error(`expected an error body, got ${JSON.stringify(body)}`);
  return body.error;
}

/** Signs up, confirms through the outbox link and returns a signed-in client. */
export async function signUpAndConfirm(t: TestApp, email: string, fullName = "Usuária Teste") {
  const client = new Client(t.app);
  const password = "senha-forte-123";
  const res = await client.post("/api/auth/sign-up", { fullName, email, password });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  await client.get(confirmationLink(await lastMailTo(t.outboxDir, email)));
  const me = await client.get("/api/me");
  if (me.status !== 200) {
    const signIn = await client.post("/api/auth/sign-in", { email, password });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  }
  const { user } = (await (await client.get("/api/me")).json()) as { user: { id: string } };
  return { client, userId: user.id, email, password };
}

export async function signInAsSuperAdmin(t: TestApp) {
  const client = new Client(t.app);
  const res = await client.post("/api/auth/sign-in", ADMIN);
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status}`);
  return client;
}

/** Creates a company directly and attaches the user with one role (test setup shortcut). */
export async function approveDirectly(t: TestApp, userId: string, role = "user", companyName = "Empresa Teste") {
  const { db } = t.database;
  const [company] = await db.insert(companies).values({ name: companyName }).returning();
  await db.update(profiles).set({ companyId: company.id }).where(eq(profiles.id, userId));
  await db.insert(userRoles).values({ userId, role });
  return company;
}
