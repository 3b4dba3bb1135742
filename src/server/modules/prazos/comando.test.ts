import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockDataDir } from "../../db/data-dir-lock";

// `npm run prazos` as an operator runs it: its own process, on an embedded database folder.
const run = promisify(execFile);
const script = path.join(import.meta.dirname, "../../../../scripts/prazos.ts");
const tsx = path.join(import.meta.dirname, "../../../../node_modules/.bin/tsx");
let dataDir: string;

const prazos = (...args: string[]) =>
  run(tsx, [script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
  }).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
  );

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "prazos-cmd-"));
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe("npm run prazos", () => {
  it("sweeps each day of --de/--ate in order and says what each did", async () => {
    const r = await prazos("--de", "2026-11-21", "--ate", "2026-11-23");
    expect(r.code).toBe(0);
    const linhas = r.out.trim().split("\n");
    expect(linhas.slice(0, 3).map((l) => l.slice(0, 11))).toEqual(["2026-11-21:", "2026-11-22:", "2026-11-23:"]);
    expect(linhas[0]).toContain("0 alerta(s) criado(s), 0 e-mail(s) enviado(s)");
    expect(linhas[3]).toMatch(/^Total de 3 dias:/);
  }, 60_000);

  it("refuses a wrong date or range with a message and the usage", async () => {
    const datas = await prazos("--hoje", "23/11/2026");
    expect(datas.code).toBe(2);
    expect(datas.err).toContain('Data inválida em --hoje: "23/11/2026". Use AAAA-MM-DD');
    const invertido = await prazos("--de", "2026-11-23", "--ate", "2026-11-01");
    expect(invertido.code).toBe(2);
    expect(invertido.err).toContain("A data de --ate não pode ser anterior à de --de.");
  }, 60_000);

  it("refuses to run beside a server holding the embedded database", async () => {
    const unlock = lockDataDir(dataDir);
    // The lock names a live process other than the command's: this test's own.
    try {
      const r = await prazos("--hoje", "2026-11-23");
      expect(r.code).toBe(2);
      expect(r.err).toContain("No banco embutido, pare o servidor antes de rodar a varredura.");
    } finally {
      unlock();
    }
  }, 60_000);
});
