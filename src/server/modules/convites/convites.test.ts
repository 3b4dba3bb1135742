import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAsSuperAdmin, testClock, type TestApp } from "../../test/test-app";
import { duasEmpresas, UNKNOWN_ID, type TSignedIn } from "../../test/duas-empresas";
import { expectError, getJson } from "../../test/expect";
import { CONVITES_MESSAGES as M } from "../../../shared/schemas/convites";
import type { TPage } from "../../../shared/schemas/paging";
import { invite, listConvites, novoCliente, pessoaDoPortal } from "./convites.fixture";

const clock = testClock("2026-03-10T13:00:00Z");

let t: TestApp;
let ana: TSignedIn; // admin of Alfa Ambiental
let bia: TSignedIn; // admin of Beta Consultoria
let pendente: TSignedIn; // signed up, not approved
let fazenda: string; // a client of Alfa
let serra: string; // another client of Alfa
let porto: string; // a client of Beta
let conviteId: string;
let mariaId: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ({ ana, bia, pendente } = await duasEmpresas(t));
  fazenda = await novoCliente(ana.client, "Fazenda São João");
  serra = await novoCliente(ana.client, "Mineração Serra Azul");
  porto = await novoCliente(bia.client, "Porto Seco Ltda.");
  const maria = await pessoaDoPortal(t, ana.client, fazenda, "Maria Portal", "maria@fazenda.example.com");
  conviteId = maria.convite.id;
  mariaId = (await listConvites(ana.client, fazenda)).items[0].userId!;
  await pessoaDoPortal(t, bia.client, porto, "Pedro Porto", "pedro@porto.example.com");
});
afterAll(() => t.close());

describe("the addresses an invitation refuses", () => {
  const convite = (clienteId: string, email: string) =>
    ana.client.post(`/api/clientes/${clienteId}/convites`, { nome: "Alguém", email });

  it("refuses an account of a consultancy's staff, of this company, of another, or still pending", async () => {
    await expectError(await convite(fazenda, ana.email), 409, M.contaDaEquipe);
    await expectError(await convite(fazenda, bia.email.toUpperCase()), 409, M.contaDaEquipe);
    await expectError(await convite(fazenda, pendente.email), 409, M.contaDaEquipe);
  });

  it("refuses a portal account of another client or another company, and says who already has access", async () => {
    await expectError(await convite(serra, "maria@fazenda.example.com"), 409, M.contaDeOutroCliente);
    await expectError(await convite(fazenda, "pedro@porto.example.com"), 409, M.contaDeOutroCliente);
    await expectError(await convite(fazenda, "maria@fazenda.example.com"), 409, M.jaTemAcesso);
  });

  it("refuses a second pending invitation of the same client, but not one to another client", async () => {
    await invite(ana.client, fazenda, "Nina Nova", "nina@example.com");
    await expectError(await convite(fazenda, "NINA@example.com"), 409, M.convitePendente);
    expect((await invite(ana.client, serra, "Nina Nova", "nina@example.com")).estado).toBe("pendente");
  });

  it("refuses a name or e-mail the form would refuse", async () => {
    await expectError(await ana.client.post(`/api/clientes/${fazenda}/convites`, { nome: "", email: "x@y.com" }), 400);
    await expectError(await convite(fazenda, "sem-arroba"), 400, "E-mail inválido");
  });
});

describe("another company's invitations", () => {
  it("are not found: its client, its list, its invitation, its switches", async () => {
    await expectError(await bia.client.get(`/api/clientes/${fazenda}/convites`), 404);
    await expectError(
      await bia.client.post(`/api/clientes/${fazenda}/convites`, { nome: "X", email: "x@example.com" }),
      404,
    );
    await expectError(await bia.client.post(`/api/clientes/${fazenda}/convites/${conviteId}/revogar`), 404);
    await expectError(await bia.client.post(`/api/clientes/${porto}/convites/${conviteId}/reenviar`), 404);
    await expectError(
      await bia.client.patch(`/api/clientes/${porto}/convites/${conviteId}/acesso`, { ativo: false }),
      404,
    );
    await expectError(await bia.client.patch(`/api/clientes/${fazenda}/portal`, { ativo: false }), 404);
    await expectError(await ana.client.get(`/api/clientes/${UNKNOWN_ID}/convites`), 404);
    // Nothing changed for Maria.
    const maria = (await listConvites(ana.client, fazenda)).items.find((c) => c.id === conviteId)!;
    expect(maria.acessoAtivo).toBe(true);
    expect((await listConvites(ana.client, fazenda)).portalAtivo).toBe(true);
  });
});

describe("portal accounts in the company's staff screens", () => {
  it("are not in the users list, its export, nor in any 'Responsável' choice", async () => {
    const usuarios = await getJson<TPage<{ id: string; email: string }>>(ana.client, "/api/usuarios");
    expect(usuarios.items.map((u) => u.email)).toEqual([ana.email]);
    expect(usuarios.total).toBe(1);
    const csv = await (await ana.client.get("/api/usuarios/exportar?formato=csv")).text();
    expect(csv).not.toContain("maria@fazenda.example.com");
    const responsaveis = await getJson<{ id: string }[]>(ana.client, "/api/usuarios/responsaveis");
    expect(responsaveis.map((r) => r.id)).not.toContain(mariaId);
    const filtros = await getJson<{ responsaveis: { id: string }[] }>(ana.client, "/api/clientes/filtros");
    expect(filtros.responsaveis.map((r) => r.id)).not.toContain(mariaId);
  });

  it("cannot be made responsible for a client, nor have their role changed from the users screen", async () => {
    const res = await ana.client.post("/api/clientes", { nome: "Cliente Novo", responsavelId: mariaId });
    await expectError(res, 400, "Responsável não encontrado nesta empresa.");
    await expectError(await ana.client.patch(`/api/usuarios/${mariaId}/papel`, { role: "admin" }), 404);
    await expectError(await ana.client.patch(`/api/usuarios/${mariaId}/ativo`, { ativo: false }), 404);
  });

  it("are not in the super-administrator's users, approvals or panel counts", async () => {
    const admin = await signInAsSuperAdmin(t);
    const users = await getJson<TPage<{ email: string }>>(admin, "/api/admin/users?pageSize=100");
    expect(users.items.map((u) => u.email)).not.toContain("maria@fazenda.example.com");
    expect(users.items.map((u) => u.email)).not.toContain("pedro@porto.example.com");
    const pendentes = await getJson<TPage<{ email: string }>>(admin, "/api/admin/pending-users");
    expect(pendentes.items.map((u) => u.email)).toEqual([pendente.email]);
    const companies = await getJson<TPage<{ name: string; userCount: number }>>(admin, "/api/admin/companies");
    expect(companies.items.find((c) => c.name === "Alfa Ambiental")?.userCount).toBe(1);
    const painel = await getJson<{ totais: { usuarios: number } }>(ana.client, "/api/painel");
    expect(painel.totais.usuarios).toBe(1);
  });
});
