import type { Db } from "../db/client";
import { asSystem, withTenant, type TTenantOptions, type TTenantScope } from "../db/tenant";
import { requireTenant, type TRequestContext, type TTenantContext } from "./context";

/**
 * How a route reaches the database: `tenant(c, (tx, ctx) => service.fn(tx, ctx, …))` runs the
 * service in the caller's tenant transaction (db/tenant.ts). Routes get this runner, never the
 * database handle itself, so a route cannot step around the wall by accident.
 */
export type TTenantRunner = <T>(
  c: { get(key: "ctx"): TRequestContext | null },
  fn: (tx: Db, ctx: TTenantContext) => Promise<T>,
  opcoes?: TTenantOptions,
) => Promise<T>;

/**
 * For the screens opened most, whose reads are each written from the page to what it names (the
 * licence list, the conditions' sections, the dashboard, the month calendar and `/api/me`):
 * their joins planned in written order (db/tenant.ts, decision 039).
 */
export const JOINS_AS_WRITTEN: TTenantOptions = { joinsAsWritten: true };

export function tenantRunner(db: Db): TTenantRunner {
  return (c, fn, opcoes) => {
    const ctx = requireTenant(c);
    return withTenant(db, ctx, (tx) => fn(tx, ctx), opcoes);
  };
}

/** The system path (db/tenant.ts `asSystem`) for the few routes that cross companies by design. */
export type TSystemRunner = <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;

export const systemRunner =
  (db: Db): TSystemRunner =>
  (fn) =>
    asSystem(db, fn);

/**
 * The tenant path for a request without a session whose permission is a token: the calendar
 * feed (decision 027) looks the token's owner up on the system path, then reads that user's
 * company under the wall, as the user would. The scope comes from the token's row, never from
 * the request.
 */
export type TScopedTenantRunner = <T>(scope: TTenantScope, fn: (tx: Db) => Promise<T>) => Promise<T>;

export const scopedTenantRunner =
  (db: Db): TScopedTenantRunner =>
  (scope, fn) =>
    withTenant(db, scope, fn);
