import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type App } from "../../app";
import { createMailer } from "../../mail/mailer";
import { testPasswordHashing } from "../../test/password-hashing";
import { APP_URL, createTestApp, readError, signUpAndConfirm, type TestApp } from "../../test/test-app";

// Sign-in limits as several servers behind a proxy see them: counts live in the database, failures
// are counted per address AND source, and the source comes from X-Forwarded-For only when
// TRUST_PROXY says a proxy put it there.

const TOO_MANY = "Muitas tentativas. Aguarde um minuto e tente novamente.";
const WRONG = "senha-errada-000";

let t: TestApp;
let outboxDir: string;
beforeAll(async () => {
  t = await createTestApp();
  outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), "outbox-"));
});
afterAll(async () => {
  await t.close();
  await fs.rm(outboxDir, { recursive: true, force: true });
});

/** Another server on the test's database, as a second instance behind the same proxy would be. */
function instance(trustProxy: number): App {
  return createApp({
    db: t.database.db,
    mailer: createMailer({ from: "Teste <teste@localhost>", outboxDir }),
    appUrl: APP_URL,
    authSecret: crypto.randomBytes(32).toString("hex"),
    storage: t.storage,
    trustProxy,
    passwordHashing: testPasswordHashing,
  });
}

function signIn(app: App, email: string, password: string, from?: string) {
  return app.request("/api/auth/sign-in", {
    method: "POST",
    headers: {
      origin: APP_URL,
      "content-type": "application/json",
      ...(from ? { "x-forwarded-for": from } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
}

async function failFiveTimes(app: App, email: string, from?: string) {
  for (let i = 0; i < 5; i++) expect((await signIn(app, email, WRONG, from)).status).toBe(401);
}

describe("sign-in limits", () => {
  it("lets the owner sign in after an attacker elsewhere failed many times", async () => {
    const owner = await signUpAndConfirm(t, "dona@example.com");
    const app = instance(1);
    await failFiveTimes(app, owner.email, "203.0.113.9");
    const blocked = await signIn(app, owner.email, WRONG, "203.0.113.9");
    expect(blocked.status).toBe(429);
    expect((await readError(blocked)).message).toBe(TOO_MANY);

    expect((await signIn(app, owner.email, owner.password, "198.51.100.7")).status).toBe(200);
  });

  it("limits the source that failed, even when it then has the right password", async () => {
    const owner = await signUpAndConfirm(t, "limitada@example.com");
    const app = instance(1);
    await failFiveTimes(app, owner.email, "203.0.113.20");
    expect((await signIn(app, owner.email, owner.password, "203.0.113.20")).status).toBe(429);
  });

  it("forgets a source's failures once it signs in with the right password", async () => {
    const owner = await signUpAndConfirm(t, "distraida@example.com");
    const app = instance(1);
    for (let i = 0; i < 4; i++) await signIn(app, owner.email, WRONG, "203.0.113.30");
    expect((await signIn(app, owner.email, owner.password, "203.0.113.30")).status).toBe(200);
    await failFiveTimes(app, owner.email, "203.0.113.30");
  });

  it("limits the attempts of one source across many addresses", async () => {
    const app = instance(1);
    for (let i = 0; i < 30; i++) {
      expect((await signIn(app, `alvo${i}@example.com`, WRONG, "203.0.113.40")).status).toBe(401);
    }
    expect((await signIn(app, "alvo-novo@example.com", WRONG, "203.0.113.40")).status).toBe(429);
  });

  it("shares one count between two server instances on the same database", async () => {
    const owner = await signUpAndConfirm(t, "duas-instancias@example.com");
    const [one, other] = [instance(1), instance(1)];
    for (let i = 0; i < 3; i++) expect((await signIn(one, owner.email, WRONG, "203.0.113.50")).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await signIn(other, owner.email, WRONG, "203.0.113.50")).status).toBe(401);
    expect((await signIn(one, owner.email, WRONG, "203.0.113.50")).status).toBe(429);
  });

  it("ignores X-Forwarded-For without TRUST_PROXY: another claimed address is the same source", async () => {
    const owner = await signUpAndConfirm(t, "sem-proxy@example.com");
    const app = instance(0);
    await failFiveTimes(app, owner.email, "203.0.113.60");
    expect((await signIn(app, owner.email, owner.password, "198.51.100.60")).status).toBe(429);
  });

  it("honours X-Forwarded-For with TRUST_PROXY: a client cannot pose as another by writing it first", async () => {
    const owner = await signUpAndConfirm(t, "com-proxy@example.com");
    const app = instance(1);
    await failFiveTimes(app, owner.email, "203.0.113.70");
    // The attacker writes the owner's address in front; the proxy appends the real one.
    expect((await signIn(app, owner.email, WRONG, "198.51.100.70, 203.0.113.70")).status).toBe(429);
    expect((await signIn(app, owner.email, owner.password, "198.51.100.70")).status).toBe(200);
  });
});
