// Colleagues in one company, each with their own role: the settings' and the deletion switch's
// tests need an admin, a manager and a plain user of the same company.
import { eq } from "drizzle-orm";
import { empresaConfiguracoes, profiles, userRoles } from "../../db/schema";
import { approveDirectly, signUpAndConfirm, type TestApp } from "../../test/test-app";

/** Signs a new user up and attaches them to an existing company with `role` (as an approval does). */
export async function joinCompany(t: TestApp, email: string, companyId: string, role: "admin" | "manager" | "user") {
  const signed = await signUpAndConfirm(t, email, email.split("@")[0]);
  await t.database.db.update(profiles).set({ companyId }).where(eq(profiles.id, signed.userId));
  await t.database.db.insert(userRoles).values({ userId: signed.userId, role });
  return signed;
}

/** Alfa's admin Ana, manager Gil and plain user Ugo, and Beta's admin Bia: the settings' tests' cast. */
export async function equipesAlfaEBeta(t: TestApp) {
  const a = await signUpAndConfirm(t, "ana@alfa.example.com", "Ana Alfa");
  const alfaId = (await approveDirectly(t, a.userId, "admin", "Alfa Empresa")).id;
  const gil = (await joinCompany(t, "gil@alfa.example.com", alfaId, "manager")).client;
  const ugo = (await joinCompany(t, "ugo@alfa.example.com", alfaId, "user")).client;
  const b = await signUpAndConfirm(t, "bia@beta.example.com", "Bia Beta");
  const betaId = (await approveDirectly(t, b.userId, "admin", "Beta Consultoria")).id;
  return { ana: a.client, gil, ugo, bia: b.client, alfaId, betaId };
}

/** The company's settings row as stored, or undefined before anything was saved. */
export const configuracoesRow = async (t: TestApp, companyId: string) =>
  (await t.database.db.select().from(empresaConfiguracoes).where(eq(empresaConfiguracoes.companyId, companyId)))[0];
