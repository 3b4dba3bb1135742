import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveDirectly, createTestApp, signUpAndConfirm, testClock, type TestApp } from "../../test/test-app";
import { getJson, postJson } from "../../test/expect";
import { addDays } from "../../../shared/rules/datas";
import type { TPage } from "../../../shared/schemas/paging";
import type { TCalendario } from "../../../shared/schemas/calendario";
import type { TCliente } from "../../../shared/schemas/clientes";
import type { TLicencaOpcao, TSecoes } from "../../../shared/schemas/condicionantes";
import type { TDashboard } from "../../../shared/schemas/dashboard";
import type { TEmpreendimentoDetalhe, TEmpreendimentoPagina } from "../../../shared/schemas/empreendimentos";
import type { TLicenca, TLicencaDetalhe } from "../../../shared/schemas/licencas";

// Every answer that names a licence names its type as a consultant reads it: the built-in name
// (LO → 'Licença de Operação') or the company's own catalogue entry, never the bare code.

const clock = testClock("2026-03-10T15:00:00Z");
const TODAY = "2026-03-10";
const day = (n: number) => addDays(TODAY, n);
const OPERACAO = "Licença de Operação";
const PROPRIO = "Licença Ambiental de Instalação (SC)";

type TSignedIn = Awaited<ReturnType<typeof signUpAndConfirm>>;
let t: TestApp;
let ana: TSignedIn; // Alfa: one built-in licence (LO) and one of its own type (LAI)
let bia: TSignedIn; // Beta: its own LAI with another name, which Alfa never sees
let forno: TEmpreendimentoDetalhe;
let lo: TLicencaDetalhe;
let lai: TLicencaDetalhe;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ana = await signUpAndConfirm(t, "ana@alfa.example.com", "Ana Alfa");
  await approveDirectly(t, ana.userId, "admin", "Alfa Ambiental");
  bia = await signUpAndConfirm(t, "bia@beta.example.com", "Bia Beta");
  await approveDirectly(t, bia.userId, "admin", "Beta Consultoria");

  await postJson(ana.client, "/api/licenca-tipos", { codigo: "LAI", nome: PROPRIO });
  await postJson(bia.client, "/api/licenca-tipos", { codigo: "LAI", nome: "Nome da Beta" });
  const cliente = await postJson<TCliente>(ana.client, "/api/clientes", { nome: "Cerâmica São José" });
  forno = await postJson<TEmpreendimentoDetalhe>(ana.client, "/api/empreendimentos", {
    nome: "Forno Túnel",
    clienteId: cliente.id,
  });
  const licenca = async (tipo: string, numero: string) => {
    clock.advance(1); // distinct creation instants: the dashboard lists the newest first
    return postJson<TLicencaDetalhe>(ana.client, "/api/licencas", {
      clienteId: cliente.id,
      empreendimentoId: forno.id,
      tipo,
      numero,
      orgao: "IMA",
      validadeDate: day(10),
    });
  };
  lo = await licenca("LO", "100/2024");
  lai = await licenca("LAI", "200/2025");
  for (const l of [lo, lai]) {
    clock.advance(1); // same deadline: listed by creation
    await postJson(ana.client, `/api/licencas/${l.id}/condicionantes`, {
      nome: `Relatório da ${l.numero}`,
      descricao: "Entrega anual",
      status: "pendente",
      dataPrazo: day(5),
    });
  }
}, 120_000);
afterAll(() => t.close());

describe("the readable name of a licence's type", () => {
  it("is in the licence list and the licence's details", async () => {
    const list = await getJson<TPage<TLicenca>>(ana.client, "/api/licencas");
    expect(list.items.map((l) => [l.tipo, l.tipoNome])).toEqual([
      ["LAI", PROPRIO],
      ["LO", OPERACAO],
    ]);
    expect((await getJson<TLicencaDetalhe>(ana.client, `/api/licencas/${lai.id}`)).tipoNome).toBe(PROPRIO);
  });

  it("is in the licence choices of the conditions screen", async () => {
    const opcoes = await getJson<TLicencaOpcao[]>(ana.client, "/api/licencas/opcoes");
    expect(opcoes.map((o) => [o.numero, o.tipoNome])).toEqual([
      ["100/2024", OPERACAO],
      ["200/2025", PROPRIO],
    ]);
  });

  it("is in the conditions screen's cards", async () => {
    const secoes = await getJson<TSecoes>(ana.client, "/api/condicionantes/secoes");
    // Both are due the same day, where the order is by the condition's id (decision 035).
    expect(secoes.vencendo.items.map((c) => [c.licenca.numero, c.licenca.tipoNome]).sort()).toEqual([
      ["100/2024", OPERACAO],
      ["200/2025", PROPRIO],
    ]);
  });

  it("labels the calendar's expiries and deadlines", async () => {
    const { eventos } = await getJson<TCalendario>(ana.client, "/api/calendario");
    expect(eventos.map((e) => [e.titulo, e.licenca])).toEqual([
      ["Relatório da 100/2024", `${OPERACAO} 100/2024`],
      ["Relatório da 200/2025", `${PROPRIO} 200/2025`],
      [`Vencimento ${PROPRIO} 200/2025`, `${PROPRIO} 200/2025`],
      [`Vencimento ${OPERACAO} 100/2024`, `${OPERACAO} 100/2024`],
    ]);
  });

  it("names the new licences in the dashboard's recent activities", async () => {
    const { atividades } = await getJson<TDashboard>(ana.client, "/api/dashboard");
    const licencas = atividades.filter((a) => a.id.startsWith("licenca:")).map((a) => a.texto);
    expect(licencas).toEqual([
      "Nova Licença Ambiental de Instalação (SC) - Forno Túnel",
      "Nova Licença de Operação (LO) - Forno Túnel",
    ]);
  });

  it("is in the project page's licences and deadlines", async () => {
    const p = await getJson<TEmpreendimentoPagina>(ana.client, `/api/empreendimentos/${forno.id}`);
    expect(p.licencas.items.map((l) => l.tipoNome).sort()).toEqual([PROPRIO, OPERACAO].sort());
    expect(p.prazos.items.map((c) => c.licenca.tipoNome)).toEqual([OPERACAO, PROPRIO]);
  });

  it("follows a rename of the company's own type at once", async () => {
    const tipos = await getJson<{ empresa: { id: string; codigo: string }[] }>(ana.client, "/api/licenca-tipos");
    const own = tipos.empresa.find((x) => x.codigo === "LAI")!;
    const res = await ana.client.patch(`/api/licenca-tipos/${own.id}`, { codigo: "LAI", nome: "LAI renomeada" });
    expect(res.status).toBe(200);
    const list = await getJson<TPage<TLicenca>>(ana.client, "/api/licencas");
    expect(list.items.find((l) => l.id === lai.id)?.tipoNome).toBe("LAI renomeada");
    await ana.client.patch(`/api/licenca-tipos/${own.id}`, { codigo: "LAI", nome: PROPRIO });
  });

  it("finds a licence by its type's name, ignoring accents and case", async () => {
    const found = await getJson<TPage<TLicenca>>(ana.client, "/api/licencas?q=operacao");
    expect(found.items.map((l) => l.id)).toEqual([lo.id]);
    const opcoes = await getJson<TLicencaOpcao[]>(ana.client, "/api/licencas/opcoes?q=ambiental%20de%20instala");
    expect(opcoes.map((o) => o.id)).toEqual([lai.id]);
  });
});
