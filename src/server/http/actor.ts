import { todayIn } from "../../shared/rules/datas";

/**
 * The closed set of roles (decision 019, plus the client portal's): `manager` is the spec's
 * "Gerente". `cliente` is a client's own user, who sees one client only (decision 044).
 */
export const ROLES = ["super_admin", "admin", "manager", "user", "cliente"] as const;
export type TRole = (typeof ROLES)[number];

/** The consultancy's own people: every role but the client's. Highest first (see roleOfRows). */
export const STAFF_ROLES = ["super_admin", "admin", "manager", "user"] as const satisfies readonly TRole[];
export type TStaffRole = (typeof STAFF_ROLES)[number];

/**
 * Who acts in a request, decided once by the gate: the user, the company every query is scoped
 * to, one role, the client scope of a `cliente`, and the request's instant and day from the
 * injected clock, so every rule of the request reads the same "now".
 */
export type TActor = {
  userId: string;
  companyId: string;
  now: Date;
  /** The company's day (America/Sao_Paulo), yyyy-mm-dd. */
  today: string;
} & ({ role: TStaffRole; clienteId?: undefined } | { role: "cliente"; clienteId: string });

/**
 * One role from the user's rows. Approval and role changes write exactly one row (decision 019);
 * should several exist (set by hand), the highest counts, which admits exactly what the old
 * "any of the roles" check admitted. Rows that name no staff role (none, or one the product
 * does not know) count as a plain `user`, as the gate treated such an approved account before.
 * A `cliente` row is the exception: a portal account is only ever a portal account, so it
 * yields no staff role at all (see actorOf).
 */
export function roleOfRows(rows: readonly string[]): TStaffRole | null {
  if (rows.includes("cliente")) return null;
  return STAFF_ROLES.find((role) => rows.includes(role)) ?? "user";
}

/**
 * The actor of an account that has a company. A portal account (a `cliente` row, or a profile
 * naming a client) is the client's actor only when both agree: a `cliente` row whose client was
 * purged, or a client set on a staff account by hand, admits nothing rather than too much.
 */
export function actorOf(
  userId: string,
  companyId: string,
  rows: readonly string[],
  clienteId: string | null,
  now: Date,
): TActor | null {
  if (rows.includes("cliente") || clienteId) {
    if (!rows.includes("cliente") || !clienteId) return null;
    return { userId, companyId, role: "cliente", clienteId, now, today: todayIn(now) };
  }
  return staffActor(userId, companyId, roleOfRows(rows)!, now);
}

/** The actor of an approved user with a staff role, at the request's instant. */
export function staffActor(userId: string, companyId: string, role: TStaffRole, now: Date): TActor {
  return { userId, companyId, role, now, today: todayIn(now) };
}
