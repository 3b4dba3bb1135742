import { describe, expect, it } from "vitest";
import { parseLoggedStatements, toPgbenchScript } from "./capture";
import { parseTps } from "./pgbench";

// As PostgreSQL 15 on Debian writes it with log_min_duration_statement = 0 and the default
// log_line_prefix '%m [%p] %q%u@%d ': the extended protocol logs parse, bind and execute.
const LOG = [
  "2026-11-24 03:10:00.001 UTC [501] postgres@bench_h LOG:  duration: 0.020 ms  statement: begin",
  "2026-11-24 03:10:00.002 UTC [501] postgres@bench_h LOG:  duration: 0.030 ms  parse <unnamed>: select set_config('app.company_id', $1, true)",
  "2026-11-24 03:10:00.003 UTC [501] postgres@bench_h LOG:  duration: 0.010 ms  bind <unnamed>: select set_config('app.company_id', $1, true)",
  "2026-11-24 03:10:00.003 UTC [501] postgres@bench_h DETAIL:  parameters: $1 = 'c0ffee'",
  "2026-11-24 03:10:00.004 UTC [501] postgres@bench_h LOG:  duration: 0.040 ms  execute <unnamed>: select set_config('app.company_id', $1, true)",
  "2026-11-24 03:10:00.004 UTC [501] postgres@bench_h DETAIL:  parameters: $1 = 'c0ffee'",
  "2026-11-24 03:10:00.005 UTC [777] postgres@bench_dev LOG:  duration: 1.000 ms  statement: select 'another database'",
  "2026-11-24 03:10:00.006 UTC [502] postgres@bench_h LOG:  duration: 0.500 ms  execute <unnamed>: select *",
  "\tfrom licencas",
  "\twhere nome ilike $1 and numero = $10 and tipo = $2 and x = $3 and y = $4 and z = $5 and a = $6 and b = $7 and c = $8 and d = $9",
  "2026-11-24 03:10:00.006 UTC [502] postgres@bench_h DETAIL:  parameters: $1 = '%d''água%', $2 = NULL, $3 = '3', $4 = '4', $5 = '5', $6 = '6', $7 = '7', $8 = '8', $9 = '9', $10 = 'dez'",
  "2026-11-24 03:10:00.007 UTC [503] postgres@bench_h LOG:  duration: 0.100 ms  execute <unnamed>: select * from pgboss.job where state = $1",
  "2026-11-24 03:10:00.007 UTC [503] postgres@bench_h DETAIL:  parameters: $1 = 'created'",
  "2026-11-24 03:10:00.008 UTC [501] postgres@bench_h LOG:  duration: 0.020 ms  statement: commit",
  "",
].join("\n");

describe("statements captured from the PostgreSQL log", () => {
  it("keeps the executed statements of the bench database, in order, with their parameters", () => {
    const statements = parseLoggedStatements(LOG, "bench_h");
    expect(statements.map((s) => s.sql.split("\n")[0])).toEqual([
      "begin",
      "select set_config('app.company_id', $1, true)",
      "select *",
      "commit",
    ]);
    expect(statements[0].params).toEqual([]);
    expect(statements[1].params).toEqual(["'c0ffee'"]);
  });

  it("writes a pgbench script with the values inlined as literals, one statement per line", () => {
    const script = toPgbenchScript(parseLoggedStatements(LOG, "bench_h"));
    expect(script.split("\n")).toEqual([
      "begin;",
      "select set_config('app.company_id', 'c0ffee', true);",
      "select * from licencas where nome ilike '%d''água%' and numero = 'dez' and tipo = NULL and x = '3' and y = '4' and z = '5' and a = '6' and b = '7' and c = '8' and d = '9';",
      "commit;",
      "",
    ]);
  });

  it("keeps the statements of one simple-protocol message in one pgbench round trip", () => {
    const log =
      "2026-11-24 03:10:00.001 UTC [9] postgres@bench_h LOG:  duration: 0.1 ms  statement: begin isolation level read committed; select set_config('app.x', 'a;b', true)";
    expect(toPgbenchScript(parseLoggedStatements(log, "bench_h"))).toBe(
      "begin isolation level read committed\\; select set_config('app.x', 'a;b', true);\n",
    );
  });

  it("refuses a statement whose parameters the log did not show", () => {
    const log = "2026-11-24 03:10:00.001 UTC [9] postgres@bench_h LOG:  duration: 0.1 ms  execute <unnamed>: select $1";
    expect(() => toPgbenchScript(parseLoggedStatements(log, "bench_h"))).toThrow("parâmetro sem valor");
  });

  it("reads pgbench's rate without the connection time", () => {
    const out = "number of failed transactions: 0 (0.000%)\ntps = 812.345678 (without initial connection time)\n";
    expect(parseTps(out)).toBeCloseTo(812.35, 2);
    expect(parseTps("pgbench: error: connection failed")).toBeNull();
  });
});
