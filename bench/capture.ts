// The SQL one API request issues, taken from PostgreSQL's own log so it works for any checkout of
// the app (an older commit too): log every statement for a moment (ALTER SYSTEM + reload), send
// the request, read the log's new lines, put the parameters back in as literals, restore the
// setting. The result runs as a pgbench script: the database's rate for the same work.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

export interface LoggedStatement {
  pid: string;
  sql: string;
  /** $1, $2, … as logged: a quoted literal ('it''s') or NULL. */
  params: string[];
}

// A log entry starts with log_line_prefix, which begins with a timestamp (%m or %t) on Debian's
// default '%m [%p] %q%u@%d '; continuation lines of a multi-line statement start with a tab.
const ENTRY_START = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;
const PID = /\[(\d+)\]/;
const STATEMENT = / LOG: {2}duration: [\d.]+ ms {2}(?:statement|execute [^:]*): ([\s\S]*)$/;
const PARAMETERS = / DETAIL: {2}parameters: ([\s\S]*)$/;
const PARAMETER = /\$(\d+) = (NULL|'(?:[^']|'')*')/g;
// pg-boss polls its queue on its own schedule: not part of any request.
const BACKGROUND = /\bpgboss\./i;

function entries(logText: string): string[] {
  const out: string[] = [];
  for (const line of logText.split("\n")) {
    if (ENTRY_START.test(line) || out.length === 0) out.push(line);
    else out[out.length - 1] += `\n${line}`;
  }
  return out;
}

/**
 * The statements of database `dbName` in `logText`, in the order they finished. With
 * log_min_duration_statement = 0 an extended-protocol query logs parse, bind and execute: only
 * the execute line (and the simple protocol's "statement:") is the statement that ran.
 */
export function parseLoggedStatements(logText: string, dbName: string): LoggedStatement[] {
  const statements: LoggedStatement[] = [];
  const lastByPid = new Map<string, LoggedStatement>();
  for (const entry of entries(logText)) {
    const prefixEnd = entry.search(/ (LOG|DETAIL): {2}/);
    if (prefixEnd < 0 || !entry.slice(0, prefixEnd).includes(`@${dbName}`)) continue;
    const pid = entry.slice(0, prefixEnd).match(PID)?.[1] ?? "";
    const statement = entry.match(STATEMENT);
    if (statement) {
      const logged = { pid, sql: statement[1].replace(/\n\t/g, "\n").trim(), params: [] };
      statements.push(logged);
      lastByPid.set(pid, logged);
      continue;
    }
    // Any other entry (parse, bind) ends the statement: the DETAIL after a bind is the bind's.
    if (!entry.slice(prefixEnd).startsWith(" DETAIL:")) {
      lastByPid.delete(pid);
      continue;
    }
    const parameters = entry.match(PARAMETERS);
    const owner = lastByPid.get(pid);
    if (parameters && owner && owner.params.length === 0) {
      for (const [, n, value] of parameters[1].matchAll(PARAMETER)) owner.params[Number(n) - 1] = value;
    }
  }
  return statements.filter((s) => !BACKGROUND.test(s.sql));
}

/** The statement with each $n replaced by its logged literal, as one line a pgbench script reads. */
export function inlineParameters(statement: LoggedStatement): string {
  const sql = statement.sql.replace(/\$(\d+)/g, (whole, n: string) => statement.params[Number(n) - 1] ?? whole);
  if (/\$\d+/.test(sql)) throw new Error(`parâmetro sem valor no log: ${statement.sql.slice(0, 120)}`);
  // pgbench reads a command up to the ';' that ends its line: one line per statement.
  return oneMessage(sql.replace(/\s*\n\s*/g, " "));
}

/**
 * A simple-protocol message may hold several statements (the app sends `begin` and the tenant
 * wall's settings together, db/tenant.ts). pgbench would send each as its own round trip unless
 * the ';' between them is written `\;`, its compound command: so it is, outside quoted literals.
 */
function oneMessage(sql: string): string {
  let quoted = false;
  let out = "";
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i];
    if (ch === "'") quoted = !quoted;
    out += ch === ";" && !quoted && sql.slice(i + 1).trim() ? "\\;" : ch;
  }
  return out.replace(/;\s*$/, "");
}

export function toPgbenchScript(statements: LoggedStatement[]): string {
  return statements.map((s) => `${inlineParameters(s)};\n`).join("");
}

/** Where this server writes its log: the collector's file, else Debian's stderr file. */
async function logFile(admin: pg.Client): Promise<string> {
  const { rows } = await admin.query<{ file: string | null; dir: string; version: string }>(
    `SELECT pg_current_logfile() AS file, current_setting('data_directory') AS dir,
            current_setting('server_version_num') AS version`,
  );
  const { file, dir, version } = rows[0];
  if (file) return path.resolve(dir, file);
  const debian = `/var/log/postgresql/postgresql-${Math.floor(Number(version) / 10000)}-main.log`;
  if (fs.existsSync(debian)) return debian;
  throw new Error("não achei o log do PostgreSQL (logging_collector desligado e sem /var/log/postgresql)");
}

/**
 * Runs `work` with every statement of the server logged, then puts the setting back as it was
 * (an earlier ALTER SYSTEM value, or none), even when `work` fails.
 */
async function withStatementLog<T>(admin: pg.Client, work: () => Promise<T>): Promise<T> {
  const { rows } = await admin.query<{ setting: string; sourcefile: string | null }>(
    "SELECT setting, sourcefile FROM pg_settings WHERE name = 'log_min_duration_statement'",
  );
  const previous = rows[0].sourcefile?.endsWith("postgresql.auto.conf") ? rows[0].setting : null;
  await admin.query("ALTER SYSTEM SET log_min_duration_statement = 0");
  await admin.query("SELECT pg_reload_conf()");
  try {
    await new Promise((r) => setTimeout(r, 300)); // every backend rereads the file on its next command
    return await work();
  } finally {
    if (previous === null) await admin.query("ALTER SYSTEM RESET log_min_duration_statement");
    else await admin.query(`ALTER SYSTEM SET log_min_duration_statement = ${Number(previous)}`);
    await admin.query("SELECT pg_reload_conf()");
  }
}

function readFrom(file: string, offset: number): string {
  const fd = fs.openSync(file, "r");
  try {
    const size = fs.fstatSync(fd).size;
    if (size <= offset) return "";
    const buffer = Buffer.alloc(size - offset);
    fs.readSync(fd, buffer, 0, buffer.length, offset);
    return buffer.toString("utf8");
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * For each request, the statements the server sent on `databaseUrl` while answering it. The
 * requests go one at a time, so a request's statements are those logged during it.
 */
export async function captureStatements(
  databaseUrl: string,
  requests: { key: string; send: () => Promise<unknown> }[],
): Promise<Map<string, LoggedStatement[]>> {
  const dbName = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const prefix = (await admin.query<{ p: string }>("SELECT current_setting('log_line_prefix') AS p")).rows[0].p;
    if (!prefix.includes("%d") || !prefix.includes("%p")) {
      throw new Error(`log_line_prefix '${prefix}' não tem %d e %p: não dá para separar as consultas do bench`);
    }
    const file = await logFile(admin);
    const captured = new Map<string, LoggedStatement[]>();
    await withStatementLog(admin, async () => {
      for (const r of requests) {
        const offset = fs.statSync(file).size;
        await r.send();
        await new Promise((resolve) => setTimeout(resolve, 300)); // the last lines reach the file
        captured.set(r.key, parseLoggedStatements(readFrom(file, offset), dbName));
      }
    });
    return captured;
  } finally {
    await admin.end();
  }
}
