// The real server as an operator runs it: the built bundle (`node dist/server/index.js`, what
// `npm start` starts) in a process of its own, on a data folder the test keeps between starts, so a
// test can kill it with SIGKILL and start it again on what it left. Its API is reached with the
// tests' cookie-keeping Client over real HTTP.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import { freePort } from "./free-port";
import os from "node:os";
import path from "node:path";
import type { App } from "../app";
import { buildServerIfStale, ROOT, SERVER_BUNDLE } from "../../../scripts/build-server";
import { ensureTemplate } from "../db/template";
import { APP_URL, Client } from "./test-app";

export const REAL_ADMIN = { email: "super@queda.example.com", password: "super-secreta-da-queda" };

/**
 * What every start needs once: the server bundle (built if stale, as `npm start` does), the
 * embedded database's template (a new data folder starts as its copy) and a stand-in for the web
 * app's build, which these tests do not open and a fresh checkout has not built.
 */
export async function prepareRealServer(): Promise<{ webDir: string; cleanUp(): Promise<void> }> {
  await buildServerIfStale();
  await ensureTemplate();
  const webDir = await fs.mkdtemp(path.join(os.tmpdir(), "orfaos-web-"));
  await fs.writeFile(path.join(webDir, "index.html"), "<!doctype html><title>Teste</title>");
  await fs.writeFile(path.join(webDir, "landing.html"), "<!doctype html><title>Teste</title>");
  return { webDir, cleanUp: () => fs.rm(webDir, { recursive: true, force: true }) };
}

export interface TRealServer {
  url: string;
  /** When it first answered (ms since the epoch). */
  startedAt: number;
  /** A client with its own cookies, as a browser on APP_URL's origin. */
  client(): Client;
  /** Everything this start of the server printed so far. */
  log(): Promise<string>;
  /** `kill -9`: no shutdown code runs. */
  kill(): Promise<void>;
  /** SIGTERM: in-flight requests finish and the database closes. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

/** Starts the server on `dataDir` with `env` on top, and waits until it answers. */
export async function startRealServer(opts: {
  dataDir: string;
  webDir: string;
  env?: Record<string, string>;
}): Promise<TRealServer> {
  await fs.mkdir(opts.dataDir, { recursive: true });
  const port = await freePort();
  const logPath = path.join(opts.dataDir, "server.log");
  const logFile = await fs.open(logPath, "a");
  const earlierStarts = (await logFile.stat()).size;
  const child = spawn(process.execPath, ["--enable-source-maps", SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: opts.dataDir,
      DATABASE_URL: "",
      // The tests' Client sends this origin; the mails' links name it and the Client strips it.
      APP_URL,
      ADMIN_EMAIL: REAL_ADMIN.email,
      ADMIN_PASSWORD: REAL_ADMIN.password,
      AUTH_SECRET: "segredo-do-teste-de-queda-com-32-caracteres",
      SMTP_URL: "",
      S3_URL: "",
      WEB_DIR: opts.webDir,
      LOG_LEVEL: "info",
      ...opts.env,
    },
    stdio: ["ignore", logFile.fd, logFile.fd],
  });
  await logFile.close();
  // Whatever becomes of the test (a timeout, a crashed worker), the server does not outlive it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));
  const url = `http://127.0.0.1:${port}`;
  const log = () => fs.readFile(logPath).then((all) => all.subarray(earlierStarts).toString("utf8"));

  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await fetch(`${url}/api/openapi.json`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`o servidor não iniciou:\n${(await log()).split("\n").slice(-30).join("\n")}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  // The Client speaks to an app; this one forwards its requests to the process over HTTP.
  const startedAt = Date.now();
  const overHttp = { request: (input: string, init: RequestInit) => fetch(`${url}${input}`, init) };
  return {
    url,
    startedAt,
    client: () => new Client(overHttp as unknown as App),
    log,
    async kill() {
      child.kill("SIGKILL");
      await exited(child);
    },
    async stop() {
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited(child);
      clearTimeout(killer);
    },
  };
}
