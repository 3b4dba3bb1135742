import { todayIn } from "../../shared/rules/datas";

/**
 * The closed set of roles (decision 019, plus the client portal's): `manager` is the spec's
 * "Gerente". `cliente` is a client's own user, who sees one client only; no such user exists
 * yet (the portal comes later), so no route admits it today.
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
 * A `cliente` row is the exception: without the client it is scoped to (stored by the portal,
 * later) it admits nothing, so it yields no role at all.
 */
export function roleOfRows(rows: readonly string[]): TStaffRole | null {
  const staff = STAFF_ROLES.find((role) => rows.includes(role));
  if (staff) return staff;
  return rows.includes("cliente") ? null : "user";
}

/** The actor of an approved user with a staff role, at the request's instant. */
export function staffActor(userId: string, companyId: string, role: TStaffRole, now: Date): TActor {
  return { userId, companyId, role, now, today: todayIn(now) };
}
