// Every way the server's code reaches the database around the tenant wall, pinned like the
// public routes (decision 007): the system path (`asSystem(…)`, and the `system(…)` runner routes
// are given) and the raw handle (`deps.db`, `database.db`, `database.executeSql`). The test scans
// src/server and fails when a file gains or loses such a call, so a new bypass is a reviewed change:
// update the count here, and the list in docs/decisions/007-tenant-wall.md, in the same commit.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = path.join(import.meta.dirname, "..");

/** Calls of the system path: a transaction as the owner, which no policy filters. */
const SYSTEM_PATH_CALLS: Record<string, number> = {
  "http/tenant.ts": 1, // systemRunner: the `system(…)` runner createApp hands to the routes below
  "http/rate-limit.ts": 3, // sign-in, sign-up, resend and password change limits, kept across companies
  "modules/admin/admin.routes.ts": 8, // the super-administrator's companies, approvals and users
  "modules/admin/painel.routes.ts": 1, // the super-administrator's panel over every company
  "modules/admin/catalogo-legal.routes.ts": 2, // the legal catalogue's yearly overrides, moving every company's due dates
  "modules/auth/perfil.routes.ts": 2, // the caller's own name and e-mail choice, by session user id
  "modules/calendario/feed.routes.ts": 5, // the private calendar address's token (decision 027), the portal's too
  // the portal invitations: the address's accounts in every company, the people's sessions (last
  // access, ended when turned off), their profiles' switch, and the link's token without session
  "modules/convites/convites.routes.ts": 7,
  "modules/documentos/documentos.routes.ts": 1, // signed document links: the signature is the permission
  "modules/usuarios/usuarios.routes.ts": 2, // a company admin's change of a colleague's role or account
  "modules/lixeira/limpeza.ts": 2, // the bin's daily cleanup (decision 012), and the PDF previews' (decision 045)
  "modules/prazos/varredura.ts": 3, // the daily deadline sweep (decision 022)
  "modules/prazos/resumos.ts": 2, // the sweep's e-mail digests (decision 022)
  "storage/orphans.ts": 1, // the orphan-file sweep
};

/** Uses of the raw handle, outside both runners: better-auth, the gate, start-up and jobs. */
const RAW_HANDLE_USES: Record<string, number> = {
  // builds the runners (the portal's too, and the lag-tolerant reads' choice of primary or standby:
  // decision 070), and hands the handle to better-auth, the gate and the admin route's deadline sweep
  "app.ts": 7,
  // start-up: auth secret, app URL, first super-administrator, the app's handle, and the primary
  // beside the read replica (its fallback, and where a write's position is read)
  "index.ts": 5,
  "bootstrap.ts": 1, // better-auth for the first super-administrator
  // pg-boss's own schema, and the handle its jobs run on: the day totals' compaction (decision 035),
  // the deadline sweep, the bin's cleanup and the orphan-file sweep
  "jobs/boss.ts": 2,
  "modules/lixeira/limpeza.ts": 2, // handed to asSystem (the bin, the PDF previews)
  "modules/prazos/varredura.ts": 3, // handed to asSystem
  "modules/prazos/resumos.ts": 2, // handed to asSystem
};

const SYSTEM_PATH_CALL = /\b(?:asSystem|system)\(/g;
const RAW_HANDLE_USE = /\b(?:deps\.db|database\.db|database\.executeSql)\b/g;
/** A route file that names the handle: its type, a `db` it is given, or one it reads off its deps. */
const HANDLE_IN_ROUTE = /\/db\/client"|\bDb\b|\bdb\s*\??:|\.db\b/;

/** The server's own source files: tests, fixtures and test helpers may use either freely. */
function sourceFiles(dir = SERVER): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === path.join(SERVER, "test") ? [] : sourceFiles(full);
    const isSource = entry.name.endsWith(".ts") && !/\.(test|fixture)\.ts$/.test(entry.name);
    return isSource ? [path.relative(SERVER, full).split(path.sep).join("/")] : [];
  });
}

function countsOf(pattern: RegExp): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const file of sourceFiles()) {
    const n = fs.readFileSync(path.join(SERVER, file), "utf8").match(pattern)?.length ?? 0;
    if (n) counts[file] = n;
  }
  return counts;
}

const sorted = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).sort());

describe("the code that reaches the database around the tenant wall", () => {
  it("calls the system path only from the reviewed files, as many times as reviewed", () => {
    expect(sorted(countsOf(SYSTEM_PATH_CALL))).toEqual(sorted(SYSTEM_PATH_CALLS));
  });

  it("uses the raw database handle only in the reviewed files, as many times as reviewed", () => {
    expect(sorted(countsOf(RAW_HANDLE_USE))).toEqual(sorted(RAW_HANDLE_USES));
  });

  it("never hands a route the database handle: routes get runners, and what crosses companies ready-made", () => {
    const routes = sourceFiles().filter((f) => f.endsWith(".routes.ts"));
    expect(routes.length).toBeGreaterThan(20);
    const holding = routes.filter((f) => HANDLE_IN_ROUTE.test(fs.readFileSync(path.join(SERVER, f), "utf8")));
    expect(holding).toEqual([]);
  });

  it("sees a new call of the system path as a change", () => {
    const added = "await asSystem(db, (tx) => tx.execute(sql`select 1`)); await deps.system((tx) => f(tx));";
    expect(added.match(SYSTEM_PATH_CALL)).toHaveLength(2);
    expect("systemRunner(db); asSystem<T>(db, fn); // `asSystem`".match(SYSTEM_PATH_CALL)).toBeNull();
    expect("new RateLimiter(deps.db); open(database.db); database.executeSql!(q)".match(RAW_HANDLE_USE)).toHaveLength(
      3,
    );
    for (const route of [
      'import type { Db } from "../../db/client";',
      "export function xRoutes(deps: { db: TheHandle }) {}",
      "const { db } = deps; limiter(deps.db)",
    ]) {
      expect(HANDLE_IN_ROUTE.test(route)).toBe(true);
    }
    expect(HANDLE_IN_ROUTE.test("tenant(c, (tx, ctx) => listar(tx, ctx)); system((tx) => f(tx))")).toBe(false);
  });
});
