// Starts a checkout's own server against the bench database, as `npm start` would, and stops it.
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

function tsxIn(appDir: string): string {
  const bin = path.join(appDir, "node_modules/.bin/tsx");
  if (!fs.existsSync(bin)) {
    throw new Error(
      `${appDir} não tem node_modules: rode npm install lá (ou ln -s ${path.resolve(import.meta.dirname, "../node_modules")} ${appDir}/)`,
    );
  }
  return bin;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/** The status of a GET, 0 when nothing answers. */
const httpStatus = (url: string) =>
  fetch(url).then(
    (r) => r.status,
    () => 0,
  );

const tail = (file: string) => fs.readFileSync(file, "utf8").split("\n").slice(-30).join("\n");

export async function startServer(opts: { appDir: string; port: number; databaseUrl: string }): Promise<RunningServer> {
  const tsx = tsxIn(opts.appDir);
  // The server reads dist/web/index.html at start; npm start builds it when stale, so do we.
  // (The script had another name in older checkouts; those without it need `npx vite build` once.)
  const build = ["scripts/build-if-stale.ts", "scripts/build-web-if-stale.ts"].find((script) =>
    fs.existsSync(path.join(opts.appDir, script)),
  );
  if (build) execFileSync(tsx, [build], { cwd: opts.appDir, stdio: "inherit" });
  const url = `http://127.0.0.1:${opts.port}`;
  // Otherwise the readiness check below would happily measure whatever already listens there.
  if ((await httpStatus(url)) !== 0) throw new Error(`a porta ${opts.port} já está em uso (--port)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-server-"));
  const logFile = path.join(dataDir, "server.log");
  const log = fs.openSync(logFile, "a");
  // The server bundle as `npm start` runs it, when the checkout builds one (older ones ran from
  // source): under tsx every PDF-reading worker would first load tsx's compiler, a second each.
  const bundle = path.join(opts.appDir, "dist/server/index.js");
  const [command, args] = fs.existsSync(bundle) ? [process.execPath, [bundle]] : [tsx, ["src/server/index.ts"]];
  // detached: the server gets its own process group, so stopping it reaches tsx's node child too.
  const child = spawn(command, args, {
    cwd: opts.appDir,
    env: { ...process.env, DATABASE_URL: opts.databaseUrl, PORT: String(opts.port), DATA_DIR: dataDir, APP_URL: url },
    stdio: ["ignore", log, log],
    detached: true,
  });
  fs.closeSync(log);
  const done = exited(child);

  const stop = async () => {
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    };
    signalGroup("SIGTERM");
    const killer = setTimeout(() => signalGroup("SIGKILL"), 15_000);
    await done;
    clearTimeout(killer);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // The server is in its own process group, out of reach of the terminal's Ctrl+C: pass it on.
  const interrupted = () => void stop().then(() => process.exit(130));
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      const message = `o servidor terminou ao iniciar (código ${child.exitCode}):\n${tail(logFile)}`;
      await stop();
      throw new Error(message);
    }
    if ((await httpStatus(`${url}/api/openapi.json`)) === 200) return { url, stop };
    if (Date.now() > deadline) {
      const message = `o servidor não respondeu em 120 s:\n${tail(logFile)}`;
      await stop();
      throw new Error(message);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
