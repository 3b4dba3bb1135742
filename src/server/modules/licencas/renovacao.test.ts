import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licencas, profiles, userRoles } from "../../db/schema";
import { createTestApp, signUpAndConfirm, testClock, type Client, type TestApp } from "../../test/test-app";
import { duasEmpresas, UNKNOWN_ID, type TSignedIn } from "../../test/duas-empresas";
import { expectError, getJson, postJson } from "../../test/expect";
import type { TPage } from "../../../shared/schemas/paging";
import type { TCliente } from "../../../shared/schemas/clientes";
import type { TEmpreendimentoDetalhe } from "../../../shared/schemas/empreendimentos";
import {
  PROTOCOLO_DATA_FUTURA,
  PROTOCOLO_DATA_INVALIDA,
  type TLicenca,
  type TLicencaDetalhe,
  type TLicencaInput,
} from "../../../shared/schemas/licencas";
import { RESPONSAVEL_INVALIDO } from "../../../shared/schemas/usuarios";

// Issue 16 §1 and §2 on the licences API: the renewal filing ('Protocolo da renovação') with the
// legal renewal rule (decision 023), and the licence's responsible person.

// 02:30 UTC on 10 March is still 9 March in São Paulo (UTC-3): "today" is 2026-03-09.
const clock = testClock("2026-03-10T02:30:00Z");
const NOT_FOUND = "Licença não encontrada.";

let t: TestApp;
let ana: TSignedIn; // Alfa, admin
let beto: TSignedIn; // Alfa, user
let caio: TSignedIn; // Alfa, deactivated
let bia: TSignedIn; // Beta, admin
let cliente: TCliente;
let projeto: TEmpreendimentoDetalhe;
let daBeta: TLicencaDetalhe;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const empresas = await duasEmpresas(t);
  ({ ana, bia } = empresas);
  beto = await signUpAndConfirm(t, "beto@alfa.example.com", "Beto Alfa");
  await joinCompany(beto.userId, empresas.alfaId, "user");
  caio = await signUpAndConfirm(t, "caio@alfa.example.com", "Caio Inativo");
  await joinCompany(caio.userId, empresas.alfaId, "user");
  await t.database.db.update(profiles).set({ ativo: false }).where(eq(profiles.id, caio.userId));

  cliente = await postJson<TCliente>(ana.client, "/api/clientes", { nome: "Cerâmica São José" });
  projeto = await postJson<TEmpreendimentoDetalhe>(ana.client, "/api/empreendimentos", {
    nome: "Forno Túnel",
    clienteId: cliente.id,
  });
  const clienteBeta = await postJson<TCliente>(bia.client, "/api/clientes", { nome: "Mineração da Beta" });
  const projetoBeta = await postJson<TEmpreendimentoDetalhe>(bia.client, "/api/empreendimentos", {
    nome: "Lavra Norte",
    clienteId: clienteBeta.id,
  });
  daBeta = await postJson<TLicencaDetalhe>(bia.client, "/api/licencas", {
    clienteId: clienteBeta.id,
    empreendimentoId: projetoBeta.id,
    tipo: "LO",
    numero: "LO-BETA",
    orgao: "IMA",
    validadeDate: "2026-04-01",
    responsavelId: bia.userId,
  });
});
afterAll(() => t.close());

async function joinCompany(userId: string, companyId: string, role: string) {
  await t.database.db.update(profiles).set({ companyId }).where(eq(profiles.id, userId));
  await t.database.db.insert(userRoles).values({ userId, role });
}

let seq = 0;
const licenca = (overrides: Partial<TLicencaInput> = {}) =>
  postJson<TLicencaDetalhe>(ana.client, "/api/licencas", {
    clienteId: cliente.id,
    empreendimentoId: projeto.id,
    tipo: "LO",
    numero: `LO-${++seq}`,
    orgao: "IMA",
    validadeDate: "2026-06-30", // legal renewal deadline: 2026-03-02
    ...overrides,
  });

const renovacao = (client: Client, id: string, body: unknown) => client.patch(`/api/licencas/${id}/renovacao`, body);
async function renovar(id: string, body: unknown) {
  const res = await renovacao(ana.client, id, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TLicencaDetalhe;
}
async function row(id: string) {
  const [r] = await t.database.db.select().from(licencas).where(eq(licencas.id, id));
  return r;
}

describe("recording the renewal filing (PATCH /api/licencas/{id}/renovacao)", () => {
  it("marks the licence in renewal with its filing date and number, and says the filing came in time", async () => {
    const l = await licenca();
    expect(l).toMatchObject({ prazoLegalRenovacao: "2026-03-02", renovacaoSituacao: null, status: "alerta" });
    const renovada = await renovar(l.id, {
      emRenovacao: true,
      protocoloRenovacaoData: "02/03/2026",
      protocoloRenovacaoNumero: "  IMA 2026/000123  ",
    });
    expect(renovada).toMatchObject({
      emRenovacao: true,
      protocoloRenovacaoData: "2026-03-02",
      protocoloRenovacaoNumero: "IMA 2026/000123",
      prazoLegalRenovacao: "2026-03-02",
      renovacaoSituacao: "no_prazo",
      status: "em_renovacao",
    });
    expect(await row(l.id)).toMatchObject({ protocoloRenovacaoData: "2026-03-02", emRenovacao: true });
  });

  it("says a filing one day after the legal deadline came late", async () => {
    const l = await licenca();
    const renovada = await renovar(l.id, { emRenovacao: true, protocoloRenovacaoData: "2026-03-03" });
    expect(renovada).toMatchObject({ renovacaoSituacao: "fora_do_prazo", protocoloRenovacaoNumero: null });
  });

  it("still accepts the flag alone, for old records", async () => {
    const l = await licenca();
    const renovada = await renovar(l.id, { emRenovacao: true });
    expect(renovada).toMatchObject({
      emRenovacao: true,
      protocoloRenovacaoData: null,
      protocoloRenovacaoNumero: null,
      renovacaoSituacao: "sem_protocolo",
      status: "em_renovacao",
    });
  });

  it("clears the filing when the renewal is removed", async () => {
    const l = await licenca();
    await renovar(l.id, { emRenovacao: true, protocoloRenovacaoData: "2026-01-10", protocoloRenovacaoNumero: "P-1" });
    const removida = await renovar(l.id, {
      emRenovacao: false,
      protocoloRenovacaoData: "2026-01-10",
      protocoloRenovacaoNumero: "P-1",
    });
    expect(removida).toMatchObject({
      emRenovacao: false,
      protocoloRenovacaoData: null,
      protocoloRenovacaoNumero: null,
      renovacaoSituacao: null,
    });
    expect(await row(l.id)).toMatchObject({ protocoloRenovacaoData: null, protocoloRenovacaoNumero: null });
  });

  it("accepts today's date as the filing date (São Paulo's day, not UTC's)", async () => {
    const l = await licenca();
    expect(await renovar(l.id, { emRenovacao: true, protocoloRenovacaoData: "09/03/2026" })).toMatchObject({
      protocoloRenovacaoData: "2026-03-09",
    });
  });

  it.each([
    [
      "tomorrow in São Paulo (already today in UTC)",
      { protocoloRenovacaoData: "10/03/2026" },
      "protocoloRenovacaoData",
      PROTOCOLO_DATA_FUTURA,
    ],
    [
      "a day that does not exist",
      { protocoloRenovacaoData: "31/02/2026" },
      "protocoloRenovacaoData",
      PROTOCOLO_DATA_INVALIDA,
    ],
    ["a day before 1900", { protocoloRenovacaoData: "31/12/1899" }, "protocoloRenovacaoData", PROTOCOLO_DATA_INVALIDA],
    ["words for a date", { protocoloRenovacaoData: "ontem" }, "protocoloRenovacaoData", PROTOCOLO_DATA_INVALIDA],
    ["a number for a date", { protocoloRenovacaoData: 20260301 }, "protocoloRenovacaoData", PROTOCOLO_DATA_INVALIDA],
    [
      "a number over 100 characters",
      { protocoloRenovacaoNumero: "9".repeat(101) },
      "protocoloRenovacaoNumero",
      "Máximo de 100 caracteres",
    ],
  ])("refuses %s with 400 on the field, changing nothing", async (_case, body, field, message) => {
    const l = await licenca();
    const error = await expectError(await renovacao(ana.client, l.id, { emRenovacao: true, ...body }), 400, message);
    expect(error.fields?.[field]).toBe(message);
    expect(await row(l.id)).toMatchObject({ emRenovacao: false, protocoloRenovacaoData: null });
  });

  it("answers 404 for another company's licence, an unknown and a malformed id, changing nothing", async () => {
    for (const id of [daBeta.id, UNKNOWN_ID, "nao-e-uuid"]) {
      await expectError(
        await renovacao(ana.client, id, { emRenovacao: true, protocoloRenovacaoData: "2026-01-01" }),
        404,
        NOT_FOUND,
      );
    }
    expect(await row(daBeta.id)).toMatchObject({ emRenovacao: false, protocoloRenovacaoData: null });
  });
});

describe("the renewal filing on create and edit", () => {
  it("creates a licence already in renewal with its filing", async () => {
    const l = await licenca({
      emRenovacao: true,
      protocoloRenovacaoData: "2026-02-01",
      protocoloRenovacaoNumero: "P-9",
    });
    expect(l).toMatchObject({ emRenovacao: true, protocoloRenovacaoData: "2026-02-01", renovacaoSituacao: "no_prazo" });
  });

  it("keeps no filing on a licence not in renewal", async () => {
    const l = await licenca({ protocoloRenovacaoData: "2026-02-01", protocoloRenovacaoNumero: "P-9" });
    expect(l).toMatchObject({ emRenovacao: false, protocoloRenovacaoData: null, protocoloRenovacaoNumero: null });
  });

  it("keeps the stored filing when an edit leaves it out, and clears it when the edit turns the renewal off", async () => {
    const l = await licenca();
    await renovar(l.id, { emRenovacao: true, protocoloRenovacaoData: "2026-02-01", protocoloRenovacaoNumero: "P-1" });
    const base = { clienteId: cliente.id, empreendimentoId: projeto.id, tipo: "LO", numero: l.numero, orgao: "IMA" };
    const edited = await ana.client.patch(`/api/licencas/${l.id}`, { ...base, validadeDate: "2026-07-30" });
    expect(await edited.json()).toMatchObject({
      protocoloRenovacaoData: "2026-02-01",
      protocoloRenovacaoNumero: "P-1",
      prazoLegalRenovacao: "2026-04-01",
      renovacaoSituacao: "no_prazo",
    });
    const off = await ana.client.patch(`/api/licencas/${l.id}`, { ...base, emRenovacao: false });
    expect(await off.json()).toMatchObject({
      emRenovacao: false,
      protocoloRenovacaoData: null,
      protocoloRenovacaoNumero: null,
    });
  });

  it("refuses a future filing date on create with 400, storing nothing", async () => {
    const res = await ana.client.post("/api/licencas", {
      clienteId: cliente.id,
      empreendimentoId: projeto.id,
      tipo: "LO",
      numero: "LO-FUTURO",
      orgao: "IMA",
      emRenovacao: true,
      protocoloRenovacaoData: "2027-01-01",
    });
    const error = await expectError(res, 400, PROTOCOLO_DATA_FUTURA);
    expect(error.fields?.protocoloRenovacaoData).toBe(PROTOCOLO_DATA_FUTURA);
    const page = await getJson<TPage<TLicenca>>(ana.client, "/api/licencas?q=LO-FUTURO");
    expect(page.total).toBe(0);
  });
});

describe("the licence's responsible person", () => {
  it("names a colleague on create, answering the name, and changes or clears it on edit", async () => {
    const l = await licenca({ responsavelId: beto.userId });
    expect(l).toMatchObject({ responsavelId: beto.userId, responsavelNome: "Beto Alfa" });
    const base = { clienteId: cliente.id, empreendimentoId: projeto.id, tipo: "LO", numero: l.numero, orgao: "IMA" };
    const kept = await ana.client.patch(`/api/licencas/${l.id}`, { ...base, orgao: "IBAMA" });
    expect(await kept.json()).toMatchObject({ orgao: "IBAMA", responsavelId: beto.userId });
    const changed = await ana.client.patch(`/api/licencas/${l.id}`, { ...base, responsavelId: ana.userId });
    expect(await changed.json()).toMatchObject({ responsavelId: ana.userId, responsavelNome: "Ana Alfa" });
    const cleared = await ana.client.patch(`/api/licencas/${l.id}`, { ...base, responsavelId: "" });
    expect(await cleared.json()).toMatchObject({ responsavelId: null, responsavelNome: null });
  });

  it.each([
    ["a user of another company", () => bia.userId],
    ["a deactivated colleague", () => caio.userId],
    ["an unknown id", () => UNKNOWN_ID],
  ])("refuses %s with 400 on responsavelId, storing nothing", async (_case, id) => {
    const res = await ana.client.post("/api/licencas", {
      clienteId: cliente.id,
      empreendimentoId: projeto.id,
      tipo: "LO",
      numero: "LO-RESP-ERRADO",
      orgao: "IMA",
      responsavelId: id(),
    });
    const error = await expectError(res, 400, RESPONSAVEL_INVALIDO);
    expect(error.fields?.responsavelId).toBe(RESPONSAVEL_INVALIDO);
    expect((await getJson<TPage<TLicenca>>(ana.client, "/api/licencas?q=LO-RESP-ERRADO")).total).toBe(0);
  });

  it("filters the list by responsible person, 'eu' being the caller, in the company only", async () => {
    const doBeto = await licenca({ numero: "RESP-BETO", responsavelId: beto.userId });
    const daAna = await licenca({ numero: "RESP-ANA", responsavelId: ana.userId });
    await licenca({ numero: "RESP-NINGUEM" });
    const ids = async (client: Client, responsavel: string) =>
      (await getJson<TPage<TLicenca>>(client, `/api/licencas?q=RESP-&responsavel=${responsavel}`)).items.map(
        (l) => l.id,
      );
    expect(await ids(ana.client, beto.userId)).toEqual([doBeto.id]);
    expect(await ids(ana.client, "eu")).toEqual([daAna.id]);
    expect(await ids(beto.client, "eu")).toEqual([doBeto.id]);
    expect(await ids(ana.client, bia.userId)).toEqual([]);
    expect(await ids(bia.client, beto.userId)).toEqual([]);
    const all = await getJson<TPage<TLicenca>>(ana.client, "/api/licencas?q=RESP-");
    expect(all.total).toBe(3);
  });
});
