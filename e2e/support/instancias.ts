import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { freePort } from "../../src/server/test/free-port";
import path from "node:path";
import { expect, request as playwrightRequest } from "@playwright/test";
import pg from "pg";
import { confirmationLink, waitForMail } from "./mail";
import { startProxy, type TProxy } from "./proxy";
import { PASSWORD, uniqueEmail } from "./users";

/** The PostgreSQL server beside which the test creates its own database (CI: 127.0.0.1:5432). */
export const PG_URL = process.env.E2E_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const INSTANCES_ADMIN = { email: "admin@instancias.test", password: "admin-instancias-senha" };

export interface TCluster {
  proxy: TProxy;
  /** Each instance's data folder: its outbox and its log. */
  dataDirs: string[];
  /** The shared database, for looking at what the instances wrote there. */
  databaseUrl: string;
  stop(): Promise<void>;
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
const withAdmin = <T>(fn: (c: pg.Client) => Promise<T>) => withClient(PG_URL, fn);

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

const logTail = (dataDir: string) =>
  fs.readFileSync(path.join(dataDir, "server.log"), "utf8").split("\n").slice(-30).join("\n");

/** Stops a server started detached: its whole group, so tsx's node child goes too. */
async function stopServer(child: ChildProcess) {
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, s);
    } catch {
      // already gone
    }
  };
  signal("SIGTERM");
  const killer = setTimeout(() => signal("SIGKILL"), 15_000);
  await exited(child);
  clearTimeout(killer);
}

/**
 * A fresh database `e2e_instances_<time>` on PG_URL's server, `count` app servers on it started
 * at the same moment (as a deployment rolls them out), each with its own port and data folder, and
 * the round-robin proxy before them. Every instance is told the proxy's address as APP_URL.
 */
export async function startCluster(count: number, rootDir: string): Promise<TCluster> {
  const dbName = `e2e_instances_${Date.now()}`;
  await withAdmin((c) => c.query(`create database ${dbName}`));
  const databaseUrl = PG_URL.replace(/\/[^/]*$/, `/${dbName}`);
  const proxy = await startProxy();
  fs.rmSync(rootDir, { recursive: true, force: true });

  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const dataDir = path.resolve(rootDir, `instancia-${i + 1}`);
    fs.mkdirSync(dataDir, { recursive: true });
    const port = await freePort();
    const log = fs.openSync(path.join(dataDir, "server.log"), "a");
    const child = spawn(path.resolve("node_modules/.bin/tsx"), ["src/server/index.ts"], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        APP_URL: proxy.url,
        TRUST_PROXY: "1",
        ADMIN_EMAIL: INSTANCES_ADMIN.email,
        ADMIN_PASSWORD: INSTANCES_ADMIN.password,
        SMTP_URL: "",
        AUTH_SECRET: "",
      },
      stdio: ["ignore", log, log],
      detached: true,
    });
    fs.closeSync(log);
    dataDirs.push(dataDir);
    children.push(child);
    urls.push(`http://127.0.0.1:${port}`);
  }

  const stop = async () => {
    await proxy.close();
    await Promise.all(children.map(stopServer));
    await withAdmin((c) => c.query(`drop database if exists ${dbName} with (force)`));
  };

  const deadline = Date.now() + 120_000;
  for (let i = 0; i < count; i++) {
    for (;;) {
      const status = await fetch(`${urls[i]}/api/openapi.json`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) break;
      if (children[i].exitCode !== null || Date.now() > deadline) {
        const tail = logTail(dataDirs[i]);
        await stop();
        throw new Error(`a instância ${i + 1} não iniciou:\n${tail}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  proxy.setTargets(urls);
  return { proxy, dataDirs, databaseUrl, stop };
}

/** One query on the cluster's database. */
export const queryCluster = <T extends pg.QueryResultRow>(cluster: TCluster, text: string) =>
  withClient(cluster.databaseUrl, (c) => c.query<T>(text)).then((r) => r.rows);

/** A confirmed user of no company yet, signed up through the proxy; the e-mail address. */
async function signUpOn(cluster: TCluster, fullName: string) {
  const email = uniqueEmail("instancias");
  const visitor = await apiOn(cluster);
  const signUp = await visitor.post("/api/auth/sign-up", { data: { fullName, email, password: PASSWORD } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  await visitor.get(confirmationLink(await waitForMail(email, "", cluster.dataDirs)), { maxRedirects: 0 });
  await visitor.dispose();
  return email;
}

// The API checks the Origin of cookie-carrying posts, as a browser would send it.
const apiOn = (cluster: TCluster) =>
  playwrightRequest.newContext({ baseURL: cluster.proxy.url, extraHTTPHeaders: { origin: cluster.proxy.url } });

/**
 * An approved user of a fresh company, made through the proxy as users.ts does on the single
 * test server: sign-up, the confirmation link from whichever instance's outbox sent it, approval.
 */
export async function createApprovedUserOn(cluster: TCluster, fullName: string) {
  const email = await signUpOn(cluster, fullName);
  const admin = await apiOn(cluster);
  expect((await admin.post("/api/auth/sign-in", { data: INSTANCES_ADMIN })).ok()).toBe(true);
  const company = await admin.post("/api/admin/companies", { data: { name: `Empresa de ${fullName}` } });
  expect(company.status(), await company.text()).toBe(201);
  const pending = await (await admin.get(`/api/admin/pending-users?q=${encodeURIComponent(email)}`)).json();
  const approve = await admin.post(`/api/admin/pending-users/${pending.items[0].id}/approve`, {
    data: { companyId: (await company.json()).id, role: "user" },
  });
  expect(approve.ok()).toBe(true);
  await admin.dispose();
  return { email, password: PASSWORD };
}
