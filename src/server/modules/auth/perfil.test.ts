import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveDirectly, Client, createTestApp, readError, signUpAndConfirm, type TestApp } from "../../test/test-app";
import type { TMe } from "../../../shared/rules/gate";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOVA = "nova-senha-456";

async function signIn(email: string, password: string) {
  const client = new Client(t.app);
  const res = await client.post("/api/auth/sign-in", { email, password });
  return { client, status: res.status };
}

async function me(client: Client): Promise<TMe> {
  const res = await client.get("/api/me");
  expect(res.status).toBe(200);
  return (await res.json()) as TMe;
}

describe("PATCH /api/me/notificacoes", () => {
  it("turns the daily alert digest by e-mail off and on again, and GET /api/me tells it", async () => {
    const { client, userId } = await signUpAndConfirm(t, "alertas@perfil.example.com", "Alertas Email");
    await approveDirectly(t, userId, "user", "Alertas Ambiental");
    expect((await me(client)).profile?.alertasEmail).toBe(true);

    const off = await client.patch("/api/me/notificacoes", { alertasEmail: false });
    expect(off.status).toBe(200);
    expect(((await off.json()) as TMe).profile?.alertasEmail).toBe(false);
    expect((await me(client)).profile).toMatchObject({ alertasEmail: false, fullName: "Alertas Email" });

    expect((await client.patch("/api/me/notificacoes", { alertasEmail: true })).status).toBe(200);
    expect((await me(client)).profile?.alertasEmail).toBe(true);
  });

  it("refuses a value that is not true or false with 400 and keeps the choice", async () => {
    const { client, userId } = await signUpAndConfirm(t, "invalida@perfil.example.com", "Escolha Mantida");
    await approveDirectly(t, userId, "user", "Escolha Ambiental");
    const res = await client.patch("/api/me/notificacoes", { alertasEmail: "não" });
    expect(res.status).toBe(400);
    expect((await readError(res)).fields).toEqual({
      alertasEmail: "Informe se deseja receber o resumo diário por e-mail.",
    });
    expect((await me(client)).profile?.alertasEmail).toBe(true);
  });

  it("answers 403 while the user waits for approval, who has no alerts yet", async () => {
    const { client } = await signUpAndConfirm(t, "espera@perfil.example.com", "Em Espera");
    expect((await client.patch("/api/me/notificacoes", { alertasEmail: false })).status).toBe(403);
    expect((await me(client)).profile?.alertasEmail).toBe(true);
  });
});

describe("PATCH /api/me/perfil", () => {
  it("saves the trimmed name, answers the updated user and GET /api/me shows it", async () => {
    const { client, userId } = await signUpAndConfirm(t, "nome@perfil.example.com", "Nome Antigo");
    await approveDirectly(t, userId, "user", "Perfil Ambiental");

    const res = await client.patch("/api/me/perfil", { fullName: "  Maria Souza  " });
    expect(res.status).toBe(200);
    expect(((await res.json()) as TMe).profile?.fullName).toBe("Maria Souza");
    const now = await me(client);
    expect(now.profile).toMatchObject({ fullName: "Maria Souza", companyName: "Perfil Ambiental" });
    expect(now.user.name).toBe("Maria Souza");
  });

  it("lets a user still waiting for approval rename themselves", async () => {
    const { client } = await signUpAndConfirm(t, "pendente@perfil.example.com", "Pendente");
    const res = await client.patch("/api/me/perfil", { fullName: "Pendente Renomeada" });
    expect(res.status).toBe(200);
    expect((await me(client)).profile).toMatchObject({ fullName: "Pendente Renomeada", companyId: null });
  });

  it("refuses an empty or too long name with the sign-up's messages and keeps the old name", async () => {
    const { client } = await signUpAndConfirm(t, "invalido@perfil.example.com", "Fica Assim");
    const empty = await client.patch("/api/me/perfil", { fullName: "   " });
    expect(empty.status).toBe(400);
    expect((await readError(empty)).fields).toEqual({ fullName: "Nome completo é obrigatório" });
    const long = await client.patch("/api/me/perfil", { fullName: "x".repeat(201) });
    expect(long.status).toBe(400);
    expect((await readError(long)).message).toBe("Nome completo deve ter no máximo 200 caracteres");
    expect((await me(client)).profile?.fullName).toBe("Fica Assim");
  });

  it("answers 401 without a session", async () => {
    const res = await new Client(t.app).patch("/api/me/perfil", { fullName: "Ninguém" });
    expect(res.status).toBe(401);
  });
});

describe("POST /api/me/senha", () => {
  it("refuses a wrong current password with a clear message, and the old password still signs in", async () => {
    const { client, email, password } = await signUpAndConfirm(t, "errada@perfil.example.com");
    const res = await client.post("/api/me/senha", { senhaAtual: "nao-e-essa-123", novaSenha: NOVA });
    expect(res.status).toBe(400);
    const error = await readError(res);
    expect(error.message).toBe("Senha atual incorreta.");
    expect(error.fields).toEqual({ senhaAtual: "Senha atual incorreta." });
    expect((await signIn(email, password)).status).toBe(200);
    expect((await signIn(email, NOVA)).status).toBe(401);
  });

  it("validates the new password with the sign-up's rules", async () => {
    const { client, password } = await signUpAndConfirm(t, "regras@perfil.example.com");
    const cases: Array<[object, string]> = [
      [{ senhaAtual: password, novaSenha: "curta" }, "A senha deve ter pelo menos 8 caracteres"],
      [{ senhaAtual: password, novaSenha: "x".repeat(129) }, "A senha deve ter no máximo 128 caracteres"],
      [{ senhaAtual: password, novaSenha: password }, "A nova senha deve ser diferente da senha atual"],
      [{ senhaAtual: "", novaSenha: NOVA }, "Senha atual é obrigatória"],
    ];
    for (const [body, message] of cases) {
      const res = await client.post("/api/me/senha", body);
      expect(res.status, message).toBe(400);
      expect((await readError(res)).message).toBe(message);
    }
  });

  it("changes the password: the new one signs in, the old one does not", async () => {
    const { client, email, password } = await signUpAndConfirm(t, "troca@perfil.example.com");
    const res = await client.post("/api/me/senha", { senhaAtual: password, novaSenha: NOVA });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await signIn(email, NOVA)).status).toBe(200);
    expect((await signIn(email, password)).status).toBe(401);
  });

  it("ends the user's other sessions while the session that changed it stays signed in", async () => {
    const { client, userId, email, password } = await signUpAndConfirm(t, "sessoes@perfil.example.com");
    await approveDirectly(t, userId, "user", "Sessões Ambiental");
    const other = await signIn(email, password);
    expect(other.status).toBe(200);
    expect((await other.client.get("/api/clientes")).status).toBe(200);

    const res = await client.post("/api/me/senha", { senhaAtual: password, novaSenha: NOVA });
    expect(res.status).toBe(200);
    expect(await (await other.client.get("/api/me")).json()).toBeNull();
    expect((await client.get("/api/me")).status).toBe(200);
    expect((await client.get("/api/clientes")).status).toBe(200);
  });

  it("lets a pending user change their password", async () => {
    const { client, email, password } = await signUpAndConfirm(t, "pendente-senha@perfil.example.com");
    expect((await client.post("/api/me/senha", { senhaAtual: password, novaSenha: NOVA })).status).toBe(200);
    expect((await signIn(email, NOVA)).status).toBe(200);
  });

  it("stops guessing the current password after five wrong tries in a minute", async () => {
    const { client, password } = await signUpAndConfirm(t, "palpites@perfil.example.com");
    for (let i = 0; i < 5; i++) {
      expect((await client.post("/api/me/senha", { senhaAtual: `palpite-${i}-xyz`, novaSenha: NOVA })).status).toBe(
        400,
      );
    }
    const blocked = await client.post("/api/me/senha", { senhaAtual: password, novaSenha: NOVA });
    expect(blocked.status).toBe(429);
    expect((await readError(blocked)).message).toBe("Muitas tentativas. Aguarde um minuto e tente novamente.");
  });

  it("answers 401 without a session", async () => {
    const res = await new Client(t.app).post("/api/me/senha", { senhaAtual: "qualquer-123", novaSenha: NOVA });
    expect(res.status).toBe(401);
  });
});
