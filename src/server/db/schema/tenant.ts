import { sql } from "drizzle-orm";
import { pgPolicy, pgRole } from "drizzle-orm/pg-core";

/**
 * The database's own tenant wall (docs/decisions/007-tenant-wall.md). Requests of approved users
 * run as `app_user`, a role without BYPASSRLS that owns nothing, inside a transaction that set
 * `app.company_id` (db/tenant.ts). The role, the `app_company_id()` function and the grants are
 * written by hand in the migration that created them; drizzle-kit only knows the role by name.
 */
export const appUser = pgRole("app_user").existing();

/** The company of the current tenant transaction; NULL outside one, so nothing matches. */
const sameCompany = sql`company_id = app_company_id()`;

/**
 * Rows in the bin (lixeira_id set) are hidden too, unless the transaction opened the bin
 * (`app.lixeira = 'on'`, db/lixeira.ts): only the bin's own service does, for as long as it
 * marks, restores or purges. PostgreSQL applies the select policy to the rows an UPDATE or
 * DELETE reads through its WHERE, and to the new row of such an UPDATE, so a binned row can
 * neither be changed nor put in the bin outside that service either.
 */
const sameCompanyOutOfBin = sql`company_id = app_company_id() and (lixeira_id is null or app_lixeira_aberta())`;

/**
 * Select, insert, update and delete policies that admit only the current company's rows. Every
 * business table takes these in its table config, in the migration that creates the table. A
 * table whose rows can go to the bin (`lixeira`) hides them from selects (see above).
 */
export const tenantWall = (opts: { lixeira?: boolean } = {}) => [
  pgPolicy("tenant_select", { for: "select", to: appUser, using: opts.lixeira ? sameCompanyOutOfBin : sameCompany }),
  pgPolicy("tenant_insert", { for: "insert", to: appUser, withCheck: sameCompany }),
  pgPolicy("tenant_update", { for: "update", to: appUser, using: sameCompany, withCheck: sameCompany }),
  pgPolicy("tenant_delete", { for: "delete", to: appUser, using: sameCompany }),
];

/**
 * The client wall (decision 044): a portal user's transactions run as `portal_user`, which, like
 * `app_user`, owns nothing and has no BYPASSRLS, and set `app.cliente_id` beside the company. Its
 * policies are its own (a company user's `app_user` policies are untouched, so their plans do
 * not change): each admits the company's rows of that one client, out of the bin, by following
 * the parent up to the client (`clientes` → `empreendimentos` → `licencas` → …). A parent named
 * in a policy is read under its own `portal_user` policy, so each level is the client's by
 * construction. Written as `exists (… where parent.id = row.parent_id)`, a primary-key probe per
 * row read, never `parent_id in (select id from parent)`, which PostgreSQL runs as a hashed
 * subplan over every row of the parent table the company has (measured: the home's counts for a
 * 2,000-licence client, 60 s against 2.3 s; decision 044). Granted in migration 0019 on exactly
 * the tables the portal reads.
 */
export const portalUser = pgRole("portal_user").existing();

const portalRow = (parentScope: ReturnType<typeof sql>) =>
  sql`company_id = app_company_id() and lixeira_id is null and ${parentScope}`;

export const portalSelect = (scope: ReturnType<typeof sql>) =>
  pgPolicy("portal_select", { for: "select", to: portalUser, using: portalRow(scope) });
