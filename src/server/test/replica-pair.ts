// A PostgreSQL primary and a streaming standby of its own, for the failover test
// (db/failover.test.ts, synchronous) and the standby reads' test (db/leitura.test.ts,
// asynchronous, with the standby's replay paused at will): Debian's binaries, two clusters on two
// ports in a temporary folder, run as the `postgres` user when the tests run as root (CI does;
// PostgreSQL refuses root).
import { execFile } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export const PG_BIN = "/usr/lib/postgresql/15/bin";
// Below Linux's ephemeral range (32768–60999): a port in it may be any outgoing connection's own
// local port at that moment, and the postmaster then cannot bind it ("Address already in use",
// once in a CI run on 55442).
const PRIMARY_PORT_DEFAULT = 15432;
const STANDBY_PORT_DEFAULT = 15433;

/** Whether this machine can run the pair: the binaries, and a `postgres` user when we are root. */
export function replicaPairAvailable(): boolean {
  if (!["initdb", "pg_ctl", "pg_basebackup", "postgres"].every((b) => fs.existsSync(path.join(PG_BIN, b)))) {
    return false;
  }
  if (process.getuid?.() !== 0) return true;
  try {
    return fs
      .readFileSync("/etc/passwd", "utf8")
      .split("\n")
      .some((l) => l.startsWith("postgres:"));
  } catch {
    return false;
  }
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary as the clusters' owner. */
async function pg(binary: string, args: string[]): Promise<string> {
  const file = path.join(PG_BIN, binary);
  const { stdout } = asRoot
    ? await run("runuser", ["-u", "postgres", "--", file, ...args], { cwd: "/" })
    : await run(file, args, { cwd: "/" });
  return stdout;
}

export interface TReplicaPair {
  dir: string;
  /** The multi-host URL, primary first, as an operator would write it. */
  url: string;
  primaryUrl: string;
  standbyUrl: string;
  /** `kill -9` of the primary's postmaster. */
  killPrimary(): Promise<void>;
  /** `pg_ctl promote` of the standby, waiting until it accepts writes. */
  promoteStandby(): Promise<void>;
  /** Pauses the standby's replay (`pg_wal_replay_pause()`): it keeps receiving, shows nothing new. */
  pauseReplay(): Promise<void>;
  /** Resumes it, and waits until the standby has replayed all the primary has written. */
  resumeReplay(): Promise<void>;
  /** Stops the standby (`pg_ctl stop -m immediate`): its port refuses connections. */
  stopStandby(): Promise<void>;
  /** Stops both (immediately) and removes the folder; safe to call whatever state they are in. */
  stop(): Promise<void>;
}

const postmasterPid = (dataDir: string): number | undefined => {
  try {
    return Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]) || undefined;
  } catch {
    return undefined;
  }
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Creates and starts the pair: initdb, the primary, pg_basebackup of it as a standby (-R), and
 * synchronous replication with `synchronous_commit = remote_apply` on the primary only (so the
 * standby, once promoted, does not wait for a standby of its own). Resolves once the standby
 * streams as the synchronous one, or, asynchronous, once it streams.
 */
export async function startReplicaPair(
  psql: (url: string, sql: string) => Promise<unknown[]>,
  opts: {
    /** The primary's and the standby's ports: each test file its own, as files run at once. */
    ports?: [number, number];
    /** Asynchronous replication: the primary commits without waiting (a paused replay then blocks nothing). */
    asynchronous?: boolean;
  } = {},
): Promise<TReplicaPair> {
  const [PRIMARY_PORT, STANDBY_PORT] = opts.ports ?? [PRIMARY_PORT_DEFAULT, STANDBY_PORT_DEFAULT];
  // As root, under /tmp itself: a TMPDIR of root's own may be closed to the `postgres` user.
  const dir = await fsp.mkdtemp(path.join(asRoot ? "/tmp" : os.tmpdir(), "replica-pair-"));
  const primary = path.join(dir, "primary");
  const standby = path.join(dir, "standby");
  const base = `postgres://postgres@127.0.0.1`;
  const pair: TReplicaPair = {
    dir,
    url: `${base}:${PRIMARY_PORT},127.0.0.1:${STANDBY_PORT}/postgres?target_session_attrs=read-write`,
    primaryUrl: `${base}:${PRIMARY_PORT}/postgres`,
    standbyUrl: `${base}:${STANDBY_PORT}/postgres`,
    async killPrimary() {
      const pid = postmasterPid(primary);
      if (!pid) throw new Error("primary not running");
      process.kill(pid, "SIGKILL");
      await waitUntil("the primary's postmaster to die", () => !alive(pid));
    },
    async promoteStandby() {
      await pg("pg_ctl", ["-D", standby, "-w", "-t", "30", "promote"]);
    },
    async pauseReplay() {
      await psql(pair.standbyUrl, "select pg_wal_replay_pause()");
      await waitUntil("the standby's replay to pause", async () => {
        const rows = (await psql(pair.standbyUrl, "select pg_get_wal_replay_pause_state() as s")) as { s: string }[];
        return rows[0]?.s === "paused";
      });
    },
    async resumeReplay() {
      await psql(pair.standbyUrl, "select pg_wal_replay_resume()");
      const [{ lsn }] = (await psql(pair.primaryUrl, "select pg_current_wal_lsn()::text as lsn")) as { lsn: string }[];
      await waitUntil("the standby to catch up", async () => {
        const rows = (await psql(pair.standbyUrl, `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as ok`)) as {
          ok: boolean;
        }[];
        return rows[0]?.ok === true;
      });
    },
    async stopStandby() {
      await pg("pg_ctl", ["-D", standby, "-m", "immediate", "-w", "-t", "30", "stop"]);
    },
    async stop() {
      for (const dataDir of [standby, primary]) {
        const pid = postmasterPid(dataDir);
        if (pid && alive(pid)) process.kill(pid, "SIGKILL");
      }
      // A backend outlives its killed postmaster only until it notices: wait for the ports' users to go.
      for (const dataDir of [standby, primary]) {
        const pid = postmasterPid(dataDir);
        if (pid) await waitUntil("the postmaster to exit", () => !alive(pid), 10_000).catch(() => {});
      }
      await fsp.rm(dir, { recursive: true, force: true });
    },
  };
  try {
    if (asRoot) await run("chown", ["postgres:postgres", dir]);
    await fsp.chmod(dir, 0o700);
    await pg("initdb", [
      "-D",
      primary,
      "-U",
      "postgres",
      "--auth=trust",
      "-E",
      "UTF8",
      "--locale=C.UTF-8",
      "--no-sync",
    ]);
    const common = [
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      "max_wal_senders = 5",
      "wal_level = replica",
      "hot_standby = on",
      "wal_receiver_status_interval = 1",
    ];
    await fsp.appendFile(path.join(primary, "postgresql.conf"), [...common, `port = ${PRIMARY_PORT}`, ""].join("\n"));
    await pg("pg_ctl", ["-D", primary, "-l", path.join(dir, "primary.log"), "-w", "-t", "30", "start"]);
    await pg("pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      String(PRIMARY_PORT),
      "-U",
      "postgres",
      "-D",
      standby,
      "-R",
      "-c",
      "fast",
      "--no-sync",
    ]);
    // cluster_name is the standby's application_name towards the primary.
    await fsp.appendFile(
      path.join(standby, "postgresql.conf"),
      [`port = ${STANDBY_PORT}`, "cluster_name = 'standby'", ""].join("\n"),
    );
    await pg("pg_ctl", ["-D", standby, "-l", path.join(dir, "standby.log"), "-w", "-t", "30", "start"]);
    /** Waits until the primary reports the standby's replication `column` as `value`. */
    const replicationShows = (column: "state" | "sync_state", value: string) =>
      waitUntil(`the standby's ${column} to be ${value}`, async () => {
        const rows = (await psql(
          pair.primaryUrl,
          `select ${column} as v from pg_stat_replication where application_name = 'standby'`,
        )) as { v: string }[];
        return rows[0]?.v === value;
      });
    if (opts.asynchronous) {
      await replicationShows("state", "streaming");
      return pair;
    }
    await psql(pair.primaryUrl, "alter system set synchronous_standby_names = 'standby'");
    await psql(pair.primaryUrl, "alter system set synchronous_commit = 'remote_apply'");
    await psql(pair.primaryUrl, "select pg_reload_conf()");
    await replicationShows("sync_state", "sync");
    return pair;
  } catch (err) {
    const logs = await Promise.all(
      ["primary.log", "standby.log"].map((f) => fsp.readFile(path.join(dir, f), "utf8").catch(() => "")),
    );
    await pair.stop();
    throw new Error(`could not start the replica pair: ${(err as Error).message}\n${logs.join("\n")}`, { cause: err });
  }
}
