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
 * Select, insert, update and delete policies that admit only the current company's rows. Every
 * business table takes these in its table config, in the migration that creates the table.
 */
export const tenantWall = () => [
  pgPolicy("tenant_select", { for: "select", to: appUser, using: sameCompany }),
  pgPolicy("tenant_insert", { for: "insert", to: appUser, withCheck: sameCompany }),
  pgPolicy("tenant_update", { for: "update", to: appUser, using: sameCompany, withCheck: sameCompany }),
  pgPolicy("tenant_delete", { for: "delete", to: appUser, using: sameCompany }),
];
