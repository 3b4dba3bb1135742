import crypto from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientes, portalConvites, profiles, sessions, userRoles, users } from "../../db/schema";
import { createTestApp, Client, testClock, type TestApp } from "../../test/test-app";
import { duasEmpresas, type TSignedIn } from "../../test/duas-empresas";
import { expectError, getJson } from "../../test/expect";
import { CONVITES_MESSAGES as M, type TConvite, type TConviteVerificacao } from "../../../shared/schemas/convites";
import { TOO_MANY } from "../../http/rate-limit";
import {
  acceptInvitation,
  invite,
  linkDoConvite,
  listConvites,
  novoCliente,
  pessoaDoPortal,
  SENHA,
} from "./convites.fixture";

const clock = testClock("2026-03-10T13:00:00Z");
const DIA = 24 * 60 * 60;

let t: TestApp;
let ana: TSignedIn; // admin of Alfa Ambiental
let alfaId: string;
let clienteId: string;

const contas = async (email: string) =>
  (await t.database.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0].n;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ({ ana, alfaId } = await duasEmpresas(t));
  clienteId = await novoCliente(ana.client, "Fazenda São João");
});
afterAll(() => t.close());

describe("an invitation from the invite to the signed-in portal user", () => {
  it("e-mails a single-use link whose page names the person, the client and the consultancy", async () => {
    const convite = await invite(ana.client, clienteId, "Maria Conceição", "Maria@Fazenda.example.com");
    expect(convite).toMatchObject({ email: "maria@fazenda.example.com", estado: "pendente", userId: null });
    expect(convite.expiraEm).toBe("2026-03-17T13:00:00.000Z");
    const { mail, token } = await linkDoConvite(t, "maria@fazenda.example.com");
    expect(mail).toContain("Subject: =?UTF-8?"); // the subject carries the accented consultancy's name
    expect(mail).toContain("Content-Type: text/plain");
    expect(mail).toContain("Content-Type: text/html");
    expect(mail).toContain("Fazenda São João");
    expect(token).toHaveLength(43);
    // Only the token's SHA-256 is stored.
    const [row] = await t.database.db.select().from(portalConvites).where(eq(portalConvites.id, convite.id));
    expect(row.tokenHash).toBe(crypto.createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);

    const vista = await getJson<TConviteVerificacao>(new Client(t.app), `/api/convites/verificar?token=${token}`);
    expect(vista).toEqual({
      nome: "Maria Conceição",
      email: "maria@fazenda.example.com",
      cliente: "Fazenda São João",
      empresa: "Alfa Ambiental",
    });
  });

  it("accepting sets the password, signs the person in as 'cliente' of that client, with no approval step", async () => {
    const { token } = await linkDoConvite(t, "maria@fazenda.example.com");
    const { res, pessoa } = await acceptInvitation(t, token);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.getSetCookie().join(";")).toMatch(/session_token=/);
    const me = await getJson<{ roles: string[]; profile: { companyId: string } }>(pessoa, "/api/me");
    expect(me.roles).toEqual(["cliente"]);
    expect(me.profile.companyId).toBe(alfaId);
    const [perfil] = await t.database.db
      .select()
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(users.email, "maria@fazenda.example.com"));
    expect(perfil.profiles.clienteId).toBe(clienteId);
    expect(perfil.users.emailVerified).toBe(true);
    const papeis = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, perfil.users.id));
    expect(papeis.map((p) => p.role)).toEqual(["cliente"]);
    // The company screens stay closed to the portal account.
    await expectError(await pessoa.get("/api/clientes"), 403);
    // And with the same password the person signs in again.
    const outra = new Client(t.app);
    expect(
      (await outra.post("/api/auth/sign-in", { email: "maria@fazenda.example.com", password: SENHA })).status,
    ).toBe(200);

    const { items } = await listConvites(ana.client, clienteId);
    const maria = items.find((c) => c.email === "maria@fazenda.example.com")!;
    expect(maria).toMatchObject({ estado: "aceito", acessoAtivo: true, userId: perfil.users.id });
    expect(maria.ultimoAcesso).not.toBeNull();
  });

  it("refuses a password sign-up would refuse, and makes no account", async () => {
    await invite(ana.client, clienteId, "João Curto", "joao@fazenda.example.com");
    const { token } = await linkDoConvite(t, "joao@fazenda.example.com");
    const { res } = await acceptInvitation(t, token, "curta");
    await expectError(res, 400, "A senha deve ter pelo menos 8 caracteres");
    expect(await contas("joao@fazenda.example.com")).toBe(0);
  });
});

describe("a link that can no longer be used", () => {
  it("is used once: accepting it again gets a pt-BR message and no second account", async () => {
    const { token } = await pessoaDoPortal(t, ana.client, clienteId, "Rita Reuso", "rita@fazenda.example.com");
    await expectError(await new Client(t.app).get(`/api/convites/verificar?token=${token}`), 409, M.usado);
    const { res, pessoa } = await acceptInvitation(t, token, "outra-senha-456");
    await expectError(res, 409, M.usado);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await pessoa.get("/api/me").then((r) => r.json())) as unknown).toBeNull();
    expect(await contas("rita@fazenda.example.com")).toBe(1);
  });

  it("gives one account when two accepts of the same link arrive at once", async () => {
    await invite(ana.client, clienteId, "Dora Dupla", "dora@fazenda.example.com");
    const { token } = await linkDoConvite(t, "dora@fazenda.example.com");
    const [a, b] = await Promise.all([
      acceptInvitation(t, token, "senha-um-12345"),
      acceptInvitation(t, token, "senha-dois-12345"),
    ]);
    expect([a.res.status, b.res.status].sort()).toEqual([200, 409]);
    const perdeu = a.res.status === 409 ? a.res : b.res;
    expect((await perdeu.json()).error.message).toBe(M.usado);
    expect(await contas("dora@fazenda.example.com")).toBe(1);
  });

  it("expires after 7 days; 'Reenviar' sends a new link, and the old one stops working", async () => {
    await invite(ana.client, clienteId, "Edu Expirado", "edu@fazenda.example.com");
    const antigo = (await linkDoConvite(t, "edu@fazenda.example.com")).token;
    clock.advance(7 * DIA);
    await expectError(await new Client(t.app).get(`/api/convites/verificar?token=${antigo}`), 410, M.expirado);
    await expectError((await acceptInvitation(t, antigo)).res, 410, M.expirado);
    expect(await contas("edu@fazenda.example.com")).toBe(0);
    const edu = (await listConvites(ana.client, clienteId)).items.find((c) => c.email === "edu@fazenda.example.com")!;
    expect(edu.estado).toBe("expirado");

    const res = await ana.client.post(`/api/clientes/${clienteId}/convites/${edu.id}/reenviar`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as TConvite).estado).toBe("pendente");
    const novo = (await linkDoConvite(t, "edu@fazenda.example.com")).token;
    expect(novo).not.toBe(antigo);
    await expectError((await acceptInvitation(t, antigo)).res, 404, M.linkInvalido);
    expect((await acceptInvitation(t, novo)).res.status).toBe(200);
    // An accepted invitation is not resent.
    await expectError(await ana.client.post(`/api/clientes/${clienteId}/convites/${edu.id}/reenviar`), 409);
  });

  it("is revoked: the link gets a pt-BR message, never an account, and cannot be revoked or resent again", async () => {
    const convite = await invite(ana.client, clienteId, "Rui Revogado", "rui@fazenda.example.com");
    const { token } = await linkDoConvite(t, "rui@fazenda.example.com");
    const res = await ana.client.post(`/api/clientes/${clienteId}/convites/${convite.id}/revogar`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as TConvite).estado).toBe("revogado");
    await expectError(await new Client(t.app).get(`/api/convites/verificar?token=${token}`), 410, M.revogado);
    await expectError((await acceptInvitation(t, token)).res, 410, M.revogado);
    expect(await contas("rui@fazenda.example.com")).toBe(0);
    await expectError(
      await ana.client.post(`/api/clientes/${clienteId}/convites/${convite.id}/revogar`),
      409,
      M.soPendenteRevoga,
    );
    await expectError(
      await ana.client.post(`/api/clientes/${clienteId}/convites/${convite.id}/reenviar`),
      409,
      M.soPendenteReenvia,
    );
  });

  it("answers an unknown or malformed token with a pt-BR message", async () => {
    const anon = new Client(t.app);
    const desconhecido = crypto.randomBytes(32).toString("base64url");
    await expectError(await anon.get(`/api/convites/verificar?token=${desconhecido}`), 404, M.linkInvalido);
    await expectError(await anon.get("/api/convites/verificar?token=x"), 400, "Link de convite inválido");
    await expectError(await anon.get("/api/convites/verificar"), 400);
  });
});

describe("'Acesso ao portal' turned off", () => {
  it("for the person: the next request gets 401, the sessions are gone, and sign-in is refused until it is on", async () => {
    const email = "paula@fazenda.example.com";
    const { convite, pessoa } = await pessoaDoPortal(t, ana.client, clienteId, "Paula Pessoa", email);
    expect(((await pessoa.get("/api/me").then((r) => r.json())) as { roles: string[] }).roles).toEqual(["cliente"]);
    const off = await ana.client.patch(`/api/clientes/${clienteId}/convites/${convite.id}/acesso`, { ativo: false });
    expect(off.status, await off.clone().text()).toBe(200);
    expect(((await off.json()) as TConvite).acessoAtivo).toBe(false);
    await expectError(await pessoa.patch("/api/me/perfil", { fullName: "Outra" }), 401);
    expect(await pessoa.get("/api/me").then((r) => r.json())).toBeNull();
    const [{ userId }] = await t.database.db.select({ userId: users.id }).from(users).where(eq(users.email, email));
    expect((await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0].n).toBe(0);
    const entrar = () => new Client(t.app).post("/api/auth/sign-in", { email, password: SENHA });
    expect((await entrar()).status).toBe(403);

    await ana.client.patch(`/api/clientes/${clienteId}/convites/${convite.id}/acesso`, { ativo: true });
    expect((await entrar()).status).toBe(200);
  });

  it("for the client: each of its people's next request gets 401, from the session statement itself", async () => {
    const outroCliente = await novoCliente(ana.client, "Mineração Serra Azul");
    const email = "sergio@serra.example.com";
    const { pessoa } = await pessoaDoPortal(t, ana.client, outroCliente, "Sérgio Serra", email);
    // The switch alone, without the route's ending of the sessions, already shuts the door.
    const portal = (ativo: boolean) =>
      t.database.db.update(clientes).set({ portalAtivo: ativo }).where(eq(clientes.id, outroCliente));
    await portal(false);
    await expectError(await pessoa.patch("/api/me/perfil", { fullName: "Outro" }), 401);
    await portal(true);
    expect(((await pessoa.get("/api/me").then((r) => r.json())) as { roles: string[] }).roles).toEqual(["cliente"]);

    // Through the route: the sessions end, the sign-in and the link of a new invitation are refused.
    const res = await ana.client.patch(`/api/clientes/${outroCliente}/portal`, { ativo: false });
    expect(await res.json()).toEqual({ portalAtivo: false });
    await expectError(await pessoa.patch("/api/me/perfil", { fullName: "Outro" }), 401);
    expect((await new Client(t.app).post("/api/auth/sign-in", { email, password: SENHA })).status).toBe(403);
    await invite(ana.client, outroCliente, "Sônia Serra", "sonia@serra.example.com");
    const { token } = await linkDoConvite(t, "sonia@serra.example.com");
    await expectError((await acceptInvitation(t, token)).res, 403, M.portalDesativado);
    expect((await listConvites(ana.client, outroCliente)).portalAtivo).toBe(false);
  });
});

describe("abuse", () => {
  it("limits invitations to one address, and accepts of one link, as sign-up is limited", async () => {
    const outroCliente = await novoCliente(ana.client, "Cliente Limitado");
    await invite(ana.client, outroCliente, "Lia Limite", "lia@limite.example.com");
    const again = () =>
      ana.client.post(`/api/clientes/${outroCliente}/convites`, { nome: "Lia", email: "lia@limite.example.com" });
    await expectError(await again(), 409, M.convitePendente);
    await expectError(await again(), 409, M.convitePendente);
    await expectError(await again(), 429, TOO_MANY);

    const token = crypto.randomBytes(32).toString("base64url");
    for (let i = 0; i < 3; i++) await expectError((await acceptInvitation(t, token)).res, 404, M.linkInvalido);
    await expectError((await acceptInvitation(t, token)).res, 429, TOO_MANY);
    // A minute later the window is new.
    clock.advance(61);
    await expectError((await acceptInvitation(t, token)).res, 404, M.linkInvalido);
  });
});
