// The session read before every request (http/context.ts, decision 037): one statement for a
// live session, better-auth for the rest, and nothing cached, so whatever ends a session in the
// database counts from the very next request. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, sessions } from "../db/schema";
import { APP_URL, createTestApp, readError, signUpAndConfirm, type TestApp } from "../test/test-app";

let t: TestApp;
let user: Awaited<ReturnType<typeof signUpAndConfirm>>;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUpAndConfirm(t, "sessao@example.com", "Sílvia Sessão");
});
afterAll(() => t.close());

/** A fresh sign-in's session cookie (`name=value`), as a browser would keep it. */
async function signIn(): Promise<{ cookie: string; token: string }> {
  const res = await t.app.request("/api/auth/sign-in", {
    method: "POST",
    headers: { origin: APP_URL, "content-type": "application/json" },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.includes("session_token="))!;
  return { cookie, token: decodeURIComponent(cookie.split("=")[1]).split(".")[0] };
}

const me = (cookie: string) => t.app.request("/api/me", { headers: { origin: APP_URL, cookie } });
/** Whom /api/me says the cookie signs in: their name, or null for a visitor without a session. */
const signedInAs = async (cookie: string) =>
  ((await (await me(cookie)).json()) as { user: { name: string } } | null)?.user.name ?? null;
const DAY = 24 * 60 * 60 * 1000;
const expiresAt = async (token: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.token, token)))[0]?.expiresAt;

describe("the session behind every request", () => {
  it("answers /api/me from the signed cookie, and as signed out once one character of its signature is changed", async () => {
    const { cookie } = await signIn();
    const res = await me(cookie);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { name: string } }).user.name).toBe("Sílvia Sessão");
    expect(res.headers.getSetCookie()).toEqual([]);

    const [name, value] = cookie.split("=");
    const signature = decodeURIComponent(value).split(".")[1];
    const altered = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const forged = `${name}=${encodeURIComponent(`${decodeURIComponent(value).split(".")[0]}.${altered}`)}`;
    expect(await signedInAs(forged)).toBeNull();
    const refused = await t.app.request("/api/clientes", { headers: { origin: APP_URL, cookie: forged } });
    expect(refused.status).toBe(401);
    expect((await readError(refused)).message).toBe("Usuário não autenticado");
  });

  it("refuses a session at the next request once it is deleted in the database, as another instance's sign-out does", async () => {
    const { cookie, token } = await signIn();
    expect(await signedInAs(cookie)).toBe("Sílvia Sessão");
    await t.database.db.delete(sessions).where(eq(sessions.token, token));
    expect(await signedInAs(cookie)).toBeNull();
  });

  it("refuses a live session at the next request once its account is deactivated", async () => {
    const { cookie } = await signIn();
    expect(await signedInAs(cookie)).toBe("Sílvia Sessão");
    await t.database.db.update(profiles).set({ ativo: false }).where(eq(profiles.id, user.userId));
    try {
      expect(await signedInAs(cookie)).toBeNull();
    } finally {
      await t.database.db.update(profiles).set({ ativo: true }).where(eq(profiles.id, user.userId));
    }
  });

  it("renews a session last renewed over a day ago: a week ahead again, with a new cookie", async () => {
    const { cookie, token } = await signIn();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 6 * DAY - 60_000) })
      .where(eq(sessions.token, token));
    const res = await me(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(true);
    expect((await expiresAt(token))!.getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
  });

  it("refuses an expired session and deletes it", async () => {
    const { cookie, token } = await signIn();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.token, token));
    expect(await signedInAs(cookie)).toBeNull();
    expect(await expiresAt(token)).toBeUndefined();
  });
});
