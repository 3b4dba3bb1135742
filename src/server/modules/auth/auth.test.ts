import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, sessions, users } from "../../db/schema";
import {
  APP_URL,
  Client,
  confirmationLink,
  createTestApp,
  lastMailTo,
  readError,
  readOutbox,
  signUpAndConfirm,
  type TestApp,
} from "../../test/test-app";

const PASSWORD = "senha-forte-123";
const INVALID_CREDENTIALS = "E-mail ou senha inválidos.";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function signUp(client: Client, email: string, fullName = "Pessoa Teste", password = PASSWORD) {
  return client.post("/api/auth/sign-up", { fullName, email, password });
}

function signIn(client: Client, email: string, password = PASSWORD) {
  return client.post("/api/auth/sign-in", { email, password });
}

const mailsTo = async (to: string) => (await readOutbox(t.outboxDir)).filter((m) => m.includes(`To: ${to}`));

describe("sign-up, confirmation and sign-in", () => {
  it("confirms the e-mail through the outbox link and lands on the dashboard, flagged as confirmed, signed in, pending", async () => {
    const client = new Client(t.app);
    const res = await signUp(client, "maria@example.com", "Maria Silva");
    expect(res.status).toBe(200);

    const mail = await lastMailTo(t.outboxDir, "maria@example.com");
    expect(mail).toContain("Recebemos seu cadastro. Para confirmar seu e-mail");
    const verify = await client.get(confirmationLink(mail));
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/dashboard?confirmado=1");

    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user: { email: "maria@example.com" },
      profile: { fullName: "Maria Silva", companyId: null },
      roles: [],
    });
  });

  it("creates the user's profile row with the full name as soon as they sign up", async () => {
    const res = await signUp(new Client(t.app), "perfil@example.com", "Paula Perfil");
    expect(res.status).toBe(200);

    const rows = await t.database.db
      .select({ fullName: profiles.fullName, companyId: profiles.companyId })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(users.email, "perfil@example.com"));
    expect(rows).toEqual([{ fullName: "Paula Perfil", companyId: null }]);
  });

  it("refuses to sign in before the e-mail is confirmed, saying so in Portuguese", async () => {
    const client = new Client(t.app);
    await signUp(client, "naoconfirmado@example.com");

    const res = await signIn(client, "naoconfirmado@example.com");
    expect(res.status).toBe(403);
    expect((await readError(res)).message).toBe(
      "E-mail ainda não confirmado. Abra o link que enviamos ou use 'Reenviar confirmação'.",
    );
    expect(await (await client.get("/api/me")).json()).toBeNull();
  });

  it("signs in after confirming: sets a session cookie and /api/me answers", async () => {
    const { email } = await signUpAndConfirm(t, "confirmada@example.com", "Clara Confirmada");
    const client = new Client(t.app);

    const res = await signIn(client, email);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(true);

    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email }, profile: { fullName: "Clara Confirmada" } });
  });

  it("answers a wrong password with 'E-mail ou senha inválidos.'", async () => {
    const { email } = await signUpAndConfirm(t, "senhaerrada@example.com");
    const client = new Client(t.app);

    const res = await signIn(client, email, "outra-senha-999");
    expect(res.status).toBe(401);
    expect((await readError(res)).message).toBe(INVALID_CREDENTIALS);
    expect(await (await client.get("/api/me")).json()).toBeNull();
  });

  it("answers an unknown e-mail exactly like a wrong password", async () => {
    const res = await signIn(new Client(t.app), "ninguem@example.com");
    expect(res.status).toBe(401);
    expect((await readError(res)).message).toBe(INVALID_CREDENTIALS);
  });

  it("ends the session on sign-out, after which /api/me answers that nobody is signed in", async () => {
    const { client, userId } = await signUpAndConfirm(t, "sair@example.com");
    expect((await client.get("/api/me")).status).toBe(200);

    const out = await client.post("/api/auth/sign-out");
    expect(out.status).toBe(200);

    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toBeNull();
    expect((await readError(await client.post("/api/auth/sign-out"))).message).toBe("Usuário não autenticado");
    // Ended on the server too, not just forgotten by this browser.
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(left).toHaveLength(0);
  });

  it("answers sign-out without a session with 401", async () => {
    const res = await new Client(t.app).post("/api/auth/sign-out");
    expect(res.status).toBe(401);
    expect((await readError(res)).message).toBe("Usuário não autenticado");
  });
});

describe("sign-up validation", () => {
  const valid = { fullName: "Fulano de Tal", email: "valido@example.com", password: PASSWORD };

  it.each([
    ["the full name is missing", { fullName: undefined }, "fullName", "Nome completo é obrigatório"],
    ["the full name is blank", { fullName: "   " }, "fullName", "Nome completo é obrigatório"],
    ["the e-mail is malformed", { email: "nao-e-email" }, "email", "E-mail inválido"],
    ["the password is short", { password: "1234567" }, "password", "A senha deve ter pelo menos 8 caracteres"],
  ])("answers 400 with the field's message when %s", async (_case, override, field, message) => {
    const body = { ...valid, email: `validacao-${field}@example.com`, ...override };
    const res = await new Client(t.app).post("/api/auth/sign-up", body);
    expect(res.status).toBe(400);
    const error = await readError(res);
    expect(error.message).toBe(message);
    expect(error.fields?.[field]).toBe(message);
    expect(await mailsTo(body.email)).toHaveLength(0);
  });

  it("answers a repeated sign-up with an already-registered e-mail exactly like a new one", async () => {
    const email = "repetido@example.com";
    const first = await signUp(new Client(t.app), email, "Primeira Vez");
    const again = await signUp(new Client(t.app), email, "Segunda Vez", "outra-senha-456");

    expect(again.status).toBe(200);
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());

    // The original account is untouched: after confirming, its name and password still hold.
    await new Client(t.app).get(confirmationLink(await lastMailTo(t.outboxDir, email)));
    expect((await signIn(new Client(t.app), email, "outra-senha-456")).status).not.toBe(200);
    const client = new Client(t.app);
    expect((await signIn(client, email)).status).toBe(200);
    expect(await (await client.get("/api/me")).json()).toMatchObject({ profile: { fullName: "Primeira Vez" } });
  });
});

describe("resending the confirmation", () => {
  it("sends a new confirmation mail to a registered, unconfirmed address", async () => {
    const email = "reenvio@example.com";
    await signUp(new Client(t.app), email);
    expect(await mailsTo(email)).toHaveLength(1);

    const res = await new Client(t.app).post("/api/auth/resend-confirmation", { email });
    expect(res.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(2);

    // The new link works.
    const client = new Client(t.app);
    const verify = await client.get(confirmationLink(await lastMailTo(t.outboxDir, email)));
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/dashboard?confirmado=1");
    expect((await client.get("/api/me")).status).toBe(200);
  });

  it("sends a broken or tampered link to the same landing with the error named, and signs nobody in", async () => {
    const email = "adulterado@example.com";
    await signUp(new Client(t.app), email);
    const link = new URL(confirmationLink(await lastMailTo(t.outboxDir, email)));
    link.searchParams.set("token", `${link.searchParams.get("token")}x`);
    const client = new Client(t.app);
    const verify = await client.get(`${link.pathname}${link.search}`);
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/dashboard?confirmado=1&error=INVALID_TOKEN");
    expect(await (await client.get("/api/me")).json()).toBeNull();
  });

  it("answers 200 for an unknown address too, without sending anything", async () => {
    const email = "desconhecido@example.com";
    const res = await new Client(t.app).post("/api/auth/resend-confirmation", { email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

describe("abuse and edge cases", () => {
  it("blocks the 6th sign-in attempt for the same e-mail within a minute with 429", async () => {
    const email = "forca-bruta@example.com";
    const client = new Client(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await signIn(client, email, `tentativa-${i}-errada`);
      expect(res.status).not.toBe(429);
    }
    const sixth = await signIn(client, email, "tentativa-6-errada");
    expect(sixth.status).toBe(429);
    expect((await readError(sixth)).message).toBe("Muitas tentativas. Aguarde um minuto e tente novamente.");
  });

  it("does not expose better-auth's own sign-up endpoint", async () => {
    const res = await new Client(t.app).post("/api/auth/sign-up/email", {
      name: "Atalho",
      email: "atalho@example.com",
      password: PASSWORD,
    });
    // Not on the gate's public list, so a caller without a session is turned away before any route.
    expect(res.status).toBe(401);
    expect(await mailsTo("atalho@example.com")).toHaveLength(0);
  });

  it("answers a malformed JSON body with a 4xx and a Portuguese message, not a server error", async () => {
    const res = await t.app.request("/api/auth/sign-up", {
      method: "POST",
      headers: { "content-type": "application/json", origin: APP_URL },
      body: '{"fullName": "Quebrado", "email": ',
    });
    expect(res.status).toBe(400);
    expect((await readError(res)).message).toBe("Corpo da requisição inválido.");
  });
});
