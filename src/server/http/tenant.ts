import type { Db } from "../db/client";
import { asSystem, withPortal, withTenant, type TTenantOptions, type TTenantScope } from "../db/tenant";
import { requireTenant, type TRequestContext, type TTenantContext } from "./context";
import { forbidden, invalid } from "./errors";

/**
 * What a runner reads of the request: its context, and the session's last write position
 * (http/leitura.ts) that decides whether a lag-tolerant read may go to a standby.
 */
export interface TRunnerRequest {
  get(key: "ctx"): TRequestContext | null;
  get(key: "escritaAte"): bigint | null | undefined;
}

/**
 * The database a runner's transaction goes to: the primary's handle, or for the reads that
 * tolerate a few seconds of lag a choice per request between a standby and the primary
 * (http/leitura.ts, decision 070). Either way the transaction is the same (db/tenant.ts), so the
 * wall stands on a standby exactly as on the primary.
 */
export type TDbChoice = <T>(c: TRunnerRequest | null, run: (db: Db) => Promise<T>) => Promise<T>;

const choice = (on: Db | TDbChoice): TDbChoice => (typeof on === "function" ? on : (_c, run) => run(on));

/** A company user's portal preview names the client it shows. */
export const CLIENTE_DA_VISTA = "Escolha o cliente para ver o portal como ele.";

/**
 * How a route reaches the database: `tenant(c, (tx, ctx) => service.fn(tx, ctx, …))` runs the
 * service in the caller's tenant transaction (db/tenant.ts). Routes get this runner, never the
 * database handle itself, so a route cannot step around the wall by accident.
 */
export type TTenantRunner = <T>(
  c: TRunnerRequest,
  fn: (tx: Db, ctx: TTenantContext) => Promise<T>,
  opcoes?: TTenantOptions,
) => Promise<T>;

/**
 * For the screens opened most, whose reads are each written from the page to what it names (the
 * licence list, the conditions' sections, the dashboard, the month calendar and `/api/me`):
 * their joins planned in written order (db/tenant.ts, decision 039).
 */
export const JOINS_AS_WRITTEN: TTenantOptions = { joinsAsWritten: true };

/**
 * A portal user never reaches the company's path, whatever a route admits: the company-wide
 * `app_user` would see every client. Their requests go through portalRunner only.
 */
export function tenantRunner(on: Db | TDbChoice): TTenantRunner {
  const choose = choice(on);
  return (c, fn, opcoes) => {
    const ctx = requireTenant(c);
    if (ctx.role === "cliente") throw forbidden();
    return choose(c, (db) => withTenant(db, ctx, (tx) => fn(tx, ctx), opcoes));
  };
}

/**
 * How the portal's routes reach the database (decision 044): in the client's portal transaction
 * (db/tenant.ts `withPortal`). A portal user's client is their own, from the session; a company
 * user previewing the portal ('Ver como cliente') names the client, and the portal policies
 * then show exactly what that client's users see, and nothing of another company.
 */
export type TPortalRunner = <T>(
  c: TRunnerRequest,
  clienteVisto: string | undefined,
  fn: (tx: Db, ctx: TTenantContext & { clienteId: string }) => Promise<T>,
) => Promise<T>;

export function portalRunner(on: Db | TDbChoice): TPortalRunner {
  const choose = choice(on);
  return (c, clienteVisto, fn) => {
    const ctx = requireTenant(c);
    const clienteId = ctx.role === "cliente" ? ctx.clienteId : clienteVisto;
    if (!clienteId) throw invalid("cliente", CLIENTE_DA_VISTA);
    return choose(c, (db) =>
      withPortal(db, { companyId: ctx.companyId, userId: ctx.userId, clienteId }, (tx) =>
        fn(tx, { ...ctx, clienteId } as TTenantContext & { clienteId: string }),
      ),
    );
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
 * company under the wall, as the user would — and a portal user's client behind the client wall
 * (decision 044). The scope comes from the token's row, never from the request.
 */
export type TScopedTenantRunner = <T>(
  scope: TTenantScope & { clienteId?: string | null },
  fn: (tx: Db) => Promise<T>,
) => Promise<T>;

export function scopedTenantRunner(on: Db | TDbChoice): TScopedTenantRunner {
  const choose = choice(on);
  // No session: no write of its own to wait for.
  return ({ clienteId, ...scope }, fn) =>
    choose(null, (db) => (clienteId ? withPortal(db, { ...scope, clienteId }, fn) : withTenant(db, scope, fn)));
}
