import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, userRoles, users } from "../../db/schema";
import { ADMIN, approveDirectly, createTestApp, signUpAndConfirm, type TestApp } from "../../test/test-app";
import { isPending } from "./pendentes-sql";

// Who waits for approval: the approval list and the panel's count both read isPending, so a
// super-administrator without a company must never appear in either.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await signUpAndConfirm(t, "ana@espera.example.com", "Ana Espera");
  const bia = await signUpAndConfirm(t, "bia@aprovada.example.com", "Bia Aprovada");
  await approveDirectly(t, bia.userId, "admin", "Aprovada Ltda");
  const db = t.database.db;
  const [superAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
  await db.update(profiles).set({ companyId: null }).where(eq(profiles.id, superAdmin.id));
}, 120_000);
afterAll(() => t.close());

describe("isPending", () => {
  it("names only the signed-up user without a company, not the approved one nor the super-administrator", async () => {
    const pending = await t.database.db
      .select({ email: users.email })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(isPending);
    expect(pending.map((r) => r.email)).toEqual(["ana@espera.example.com"]);
  });

  it("has a super-administrator without a company to leave out", async () => {
    const superAdmins = await t.database.db
      .select({ companyId: profiles.companyId })
      .from(profiles)
      .innerJoin(userRoles, eq(userRoles.userId, profiles.id))
      .where(eq(userRoles.role, "super_admin"));
    expect(superAdmins).toEqual([{ companyId: null }]);
  });
});
