// Runs a captured request's statements (capture.ts) through pgbench at the same concurrency as
// the HTTP load: how fast the database alone does the work one request asks of it.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface PgbenchResult {
  tps: number | null;
  /** The statements of one transaction of the script (one API request). */
  statements: number;
  /** pgbench's first error line, when a client aborted. */
  error?: string;
}

/** tps from pgbench's summary ("tps = 1234.5 (without initial connection time)"). */
export function parseTps(output: string): number | null {
  const m = output.match(/^tps = ([\d.]+) \(without initial connection time\)/m);
  return m ? Number(m[1]) : null;
}

export async function runPgbench(opts: {
  databaseUrl: string;
  script: string;
  clients: number;
  durationS: number;
}): Promise<PgbenchResult> {
  const statements = opts.script.split("\n").filter(Boolean).length;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pgbench-"));
  const file = path.join(dir, "request.sql");
  fs.writeFileSync(file, opts.script);
  const args = [
    "-n",
    "-c",
    String(opts.clients),
    "-j",
    "2",
    "-T",
    String(opts.durationS),
    "-f",
    file,
    opts.databaseUrl,
  ];
  try {
    const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>((resolve) => {
      execFile("pgbench", args, { maxBuffer: 64 * 2 ** 20 }, (err, stdout, stderr) =>
        resolve({ stdout, stderr: err && !stdout ? `${stderr}${err.message}` : stderr }),
      );
    });
    const error = stderr
      .split("\n")
      .find((l) => /ERROR|FATAL|aborted|command not found|ENOENT/.test(l))
      ?.trim();
    return { tps: parseTps(stdout), statements, ...(error ? { error } : {}) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
