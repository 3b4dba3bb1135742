import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { verifyPassword } from "better-auth/crypto";
import { accounts } from "../db/schema";
import { createTestApp, signUpAndConfirm, type TestApp } from "../test/test-app";
import { testPasswordHashing } from "../test/password-hashing";

// Every other test file hashes with the tests' cheaper scrypt; this one builds the app as a
// server does, with no hashing named, and proves what a password gets there.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ productionHashing: true });
});
afterAll(() => t.close());

it("stores a server's passwords with better-auth's full-cost scrypt, which signs the user in", async () => {
  const { userId, password, client } = await signUpAndConfirm(t, "plena@example.com");
  expect((await client.get("/api/me")).status).toBe(200);
  const [conta] = await t.database.db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  expect(await verifyPassword({ hash: conta.hash!, password })).toBe(true);
  expect(await testPasswordHashing.verify({ hash: conta.hash!, password })).toBe(false);
});
