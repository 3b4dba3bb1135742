// Colleagues in one company, each with their own role: the settings' and the deletion switch's
// tests need an admin, a manager and a plain user of the same company.
import { eq } from "drizzle-orm";
import { profiles, userRoles } from "../../db/schema";
import { signUpAndConfirm, type TestApp } from "../../test/test-app";

/** Signs a new user up and attaches them to an existing company with `role` (as an approval does). */
export async function joinCompany(t: TestApp, email: string, companyId: string, role: "admin" | "manager" | "user") {
  const signed = await signUpAndConfirm(t, email, email.split("@")[0]);
  await t.database.db.update(profiles).set({ companyId }).where(eq(profiles.id, signed.userId));
  await t.database.db.insert(userRoles).values({ userId: signed.userId, role });
  return signed;
}
