import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { condicionantes, licencas } from "../../db/schema";
import { Client, approveDirectly, createTestApp, signUpAndConfirm, testClock, type TestApp } from "../../test/test-app";
import { expectError, getJson, postJson } from "../../test/expect";
import { addDays } from "../../../shared/rules/datas";
import type { TCliente } from "../../../shared/schemas/clientes";
import type { TCondicionante, TCondicionanteInput } from "../../../shared/schemas/condicionantes";
import type { TEmpreendimentoDetalhe, TEmpreendimentoPagina } from "../../../shared/schemas/empreendimentos";
import type { TLicencaDetalhe } from "../../../shared/schemas/licencas";

const NO_SESSION = "Usuário não autenticado";
const NO_COMPANY = "Usuário não possui empresa associada";
const NOT_FOUND = "Empreendimento não encontrado.";

// 02:30 UTC on 10 March is still 9 March in São Paulo (UTC-3): "today" is 2026-03-09.
const clock = testClock("2026-03-10T02:30:00Z");
const TODAY = "2026-03-09";
const day = (n: number) => addDays(TODAY, n);

type TSignedIn = Awaited<ReturnType<typeof signUpAndConfirm>>;
let t: TestApp;
let ana: TSignedIn; // Alfa Ambiental
let bia: TSignedIn; // Beta Consultoria
let pendente: TSignedIn;
let alfaId: string;
let ceramica: TCliente;
let forno: TEmpreendimentoDetalhe; // the project under test
let patio: TEmpreendimentoDetalhe; // a neighbour of the same client: none of its rows on forno's page
let vazio: TEmpreendimentoDetalhe; // no licence at all
let lavra: TEmpreendimentoDetalhe; // Beta's
const lic: Record<string, TLicencaDetalhe> = {};
const cond: Record<string, TCondicionante> = {};

const pagina = (client: Client, id: string) => getJson<TEmpreendimentoPagina>(client, `/api/empreendimentos/${id}`);

async function licenca(
  client: Client,
  projeto: TEmpreendimentoDetalhe,
  tipo: string,
  numero: string,
  validade?: string,
) {
  return postJson<TLicencaDetalhe>(client, "/api/licencas", {
    clienteId: projeto.clienteId,
    empreendimentoId: projeto.id,
    tipo,
    numero,
    orgao: "IMA",
    validadeDate: validade ?? null,
  });
}

const condicionante = (client: Client, licencaId: string, body: Partial<TCondicionanteInput> & { nome: string }) =>
  postJson<TCondicionante>(client, `/api/licencas/${licencaId}/condicionantes`, {
    descricao: `Descrição de ${body.nome}`,
    status: "pendente",
    ...body,
  });

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ana = await signUpAndConfirm(t, "ana@alfa.example.com", "Ana Alfa");
  alfaId = (await approveDirectly(t, ana.userId, "admin", "Alfa Ambiental")).id;
  bia = await signUpAndConfirm(t, "bia@beta.example.com", "Bia Beta");
  await approveDirectly(t, bia.userId, "admin", "Beta Consultoria");
  pendente = await signUpAndConfirm(t, "pendente@example.com", "Paulo Pendente");

  ceramica = await postJson<TCliente>(ana.client, "/api/clientes", { nome: "Cerâmica São José" });
  const projeto = (client: Client, nome: string, clienteId: string) =>
    postJson<TEmpreendimentoDetalhe>(client, "/api/empreendimentos", { nome, clienteId });
  forno = await projeto(ana.client, "Forno Túnel", ceramica.id);
  patio = await projeto(ana.client, "Pátio de Argila", ceramica.id);
  vazio = await projeto(ana.client, "Projeto Vazio", ceramica.id);
  await postJson(ana.client, "/api/licenca-tipos", { codigo: "LAI", nome: "Licença Ambiental de Instalação" });

  lic.operacao = await licenca(ana.client, forno, "LO", "LO-100", day(200)); // vigente
  lic.instalacao = await licenca(ana.client, forno, "LI", "LI-200", day(-1)); // vencida
  lic.previa = await licenca(ana.client, forno, "LP", "LP-300"); // no expiry: vigente, listed last
  lic.propria = await licenca(ana.client, forno, "LAI", "LAI-400", day(30)); // alerta
  lic.doPatio = await licenca(ana.client, patio, "LO", "PATIO-1", day(1));

  cond.vencida = await condicionante(ana.client, lic.operacao.id, { nome: "Monitorar ruído", dataPrazo: day(-5) });
  cond.hoje = await condicionante(ana.client, lic.propria.id, {
    nome: "Relatório de efluentes",
    status: "em_andamento",
    dataPrazo: TODAY,
  });
  cond.dia30 = await condicionante(ana.client, lic.instalacao.id, { nome: "Plano de resíduos", dataPrazo: day(30) });
  cond.dia31 = await condicionante(ana.client, lic.operacao.id, { nome: "Dia 31", dataPrazo: day(31) });
  cond.concluida = await condicionante(ana.client, lic.operacao.id, {
    nome: "Já entregue",
    status: "concluida",
    dataPrazo: day(3),
    dataEntrega: day(-1),
  });
  cond.semPrazo = await condicionante(ana.client, lic.operacao.id, { nome: "Sem prazo" });
  cond.doPatio = await condicionante(ana.client, lic.doPatio.id, { nome: "Do pátio", dataPrazo: day(2) });

  const mineracao = await postJson<TCliente>(bia.client, "/api/clientes", { nome: "Mineração da Beta" });
  lavra = await postJson<TEmpreendimentoDetalhe>(bia.client, "/api/empreendimentos", {
    nome: "Lavra Norte",
    clienteId: mineracao.id,
  });
}, 120_000);
afterAll(() => t.close());

describe("the project page (GET /api/empreendimentos/{id})", () => {
  it("lists the project's licences, the first to expire first, with the type's name and the status", async () => {
    const p = await pagina(ana.client, forno.id);
    expect(p).toMatchObject({ id: forno.id, nome: "Forno Túnel", cliente: { id: ceramica.id } });
    expect(p.licencas).toEqual({
      total: 4,
      items: [
        {
          id: lic.instalacao.id,
          numero: "LI-200",
          tipo: "LI",
          tipoNome: "Licença de Instalação",
          orgao: "IMA",
          validadeDate: day(-1),
          status: "vencida",
        },
        {
          id: lic.propria.id,
          numero: "LAI-400",
          tipo: "LAI",
          tipoNome: "Licença Ambiental de Instalação",
          orgao: "IMA",
          validadeDate: day(30),
          status: "alerta",
        },
        expect.objectContaining({ id: lic.operacao.id, tipoNome: "Licença de Operação", status: "vigente" }),
        expect.objectContaining({ id: lic.previa.id, validadeDate: null, status: "vigente" }),
      ],
    });
  });

  it("lists the conditions overdue or due within 30 days, not concluded, the oldest deadline first", async () => {
    const p = await pagina(ana.client, forno.id);
    expect(p.prazos).toEqual({
      total: 3,
      items: [
        {
          id: cond.vencida.id,
          titulo: "Monitorar ruído",
          status: "pendente",
          dataPrazo: day(-5),
          licenca: { id: lic.operacao.id, numero: "LO-100", tipoNome: "Licença de Operação" },
        },
        {
          id: cond.hoje.id,
          titulo: "Relatório de efluentes",
          status: "em_andamento",
          dataPrazo: TODAY,
          licenca: { id: lic.propria.id, numero: "LAI-400", tipoNome: "Licença Ambiental de Instalação" },
        },
        expect.objectContaining({ id: cond.dia30.id, dataPrazo: day(30) }),
      ],
    });
  });

  it("answers empty lists for a project without licences", async () => {
    const p = await pagina(ana.client, vazio.id);
    expect(p.licencas).toEqual({ items: [], total: 0 });
    expect(p.prazos).toEqual({ items: [], total: 0 });
  });

  it("moves with the clock: a deadline 31 days away comes in the next day", async () => {
    clock.set("2026-03-10T12:00:00Z");
    try {
      const p = await pagina(ana.client, forno.id);
      expect(p.prazos.items.map((c) => c.id)).toEqual([cond.vencida.id, cond.hoje.id, cond.dia30.id, cond.dia31.id]);
    } finally {
      clock.set("2026-03-10T02:30:00Z");
    }
  });

  it("sends the first 20 licences and 10 deadlines, and counts them all", async () => {
    const muitos = await postJson<TEmpreendimentoDetalhe>(ana.client, "/api/empreendimentos", {
      nome: "Projeto Grande",
      clienteId: ceramica.id,
    });
    const rows = await t.database.db
      .insert(licencas)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          companyId: alfaId,
          empreendimentoId: muitos.id,
          tipo: "LO",
          numero: `G-${String(i).padStart(2, "0")}`,
          orgao: "IMA",
          validadeDate: day(400 - i),
        })),
      )
      .returning({ id: licencas.id });
    await t.database.db.insert(condicionantes).values(
      Array.from({ length: 12 }, (_, i) => ({
        companyId: alfaId,
        licencaId: rows[0].id,
        nome: `Prazo ${i}`,
        descricao: "Entrega",
        dataPrazo: day(i),
      })),
    );

    const p = await pagina(ana.client, muitos.id);
    expect(p.licencas.total).toBe(25);
    expect(p.licencas.items.map((l) => l.numero)).toEqual(
      Array.from({ length: 20 }, (_, i) => `G-${String(24 - i).padStart(2, "0")}`),
    );
    expect(p.prazos.total).toBe(12);
    expect(p.prazos.items.map((c) => c.titulo)).toEqual(Array.from({ length: 10 }, (_, i) => `Prazo ${i}`));
  });

  it("keeps creating and editing a project answered with the project and its client only", async () => {
    const res = await ana.client.patch(`/api/empreendimentos/${forno.id}`, {
      nome: "Forno Túnel",
      clienteId: ceramica.id,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: forno.id, cliente: { id: ceramica.id } });
    expect(body).not.toHaveProperty("licencas");
  });
});

describe("the project page — access", () => {
  it("answers 401 without a session", async () => {
    await expectError(await new Client(t.app).get(`/api/empreendimentos/${forno.id}`), 401, NO_SESSION);
  });

  it("answers 403 to a user without a company", async () => {
    await expectError(await pendente.client.get(`/api/empreendimentos/${forno.id}`), 403, NO_COMPANY);
  });

  it("answers 404 for another company's project, in both directions, and for a malformed id", async () => {
    await expectError(await bia.client.get(`/api/empreendimentos/${forno.id}`), 404, NOT_FOUND);
    await expectError(await ana.client.get(`/api/empreendimentos/${lavra.id}`), 404, NOT_FOUND);
    await expectError(await ana.client.get("/api/empreendimentos/nao-e-um-id"), 404, NOT_FOUND);
  });

  it("lists only the company's own rows on its own project's page", async () => {
    const daBeta = await licenca(bia.client, lavra, "LO", "BETA-1", day(10));
    await condicionante(bia.client, daBeta.id, { nome: "Da Beta", dataPrazo: day(1) });
    const p = await pagina(bia.client, lavra.id);
    expect(p.licencas.items.map((l) => l.numero)).toEqual(["BETA-1"]);
    expect(p.prazos.items.map((c) => c.titulo)).toEqual(["Da Beta"]);
  });
});
