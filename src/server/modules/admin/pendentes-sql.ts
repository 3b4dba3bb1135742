import { and, isNull, notExists, sql } from "drizzle-orm";
import { profiles, userRoles } from "../../db/schema";

/**
 * A profile waiting for approval: no company yet and not the super-administrator. Read by the
 * approval list and its actions (admin.service.ts) and by the panel's count (painel.service.ts),
 * so both name the same people.
 */
export const isPending = and(
  isNull(profiles.companyId),
  notExists(
    // A super-administrator is never "pending", even without a company.
    sql`(select 1 from ${userRoles} where ${userRoles.userId} = ${profiles.id} and ${userRoles.role} = 'super_admin')`,
  ),
);
