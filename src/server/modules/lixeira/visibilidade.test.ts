// Lists, counts, searches, choices, the dashboard and the calendar ignore what is in the bin,
// without a filter of their own (the select policies hide binned rows), and show it all again
// once restored. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "../../test/test-app";
import { getJson, postJson } from "../../test/expect";
import { addDays, todayIn } from "../../../shared/rules/datas";
import type { TLicencaDetalhe } from "../../../shared/schemas/licencas";
import { entradaDe, NOW, setupLixeira, type TLixeiraFixture } from "./lixeira.fixture";
import { novaLicenca } from "../condicionantes/anexos.fixture";

let f: TLixeiraFixture;
let licenca: TLicencaDetalhe;
const TODAY = todayIn(new Date(NOW));

beforeAll(async () => {
  f = await setupLixeira();
  licenca = await novaLicenca(f.ana.client, "Cerâmica Invisível", "Forno Invisível", "LO-INVISIVEL");
  // Due in 20 days (a licence event and a soon renewal); its condition is due in 10 (pending).
  await f.ana.client.patch(`/api/licencas/${licenca.id}`, {
    clienteId: licenca.cliente.id,
    empreendimentoId: licenca.empreendimento.id,
    tipo: "LO",
    numero: "LO-INVISIVEL",
    orgao: "IMA",
    validadeDate: addDays(TODAY, 20),
  });
  await postJson(f.ana.client, `/api/licencas/${licenca.id}/condicionantes`, {
    nome: "Laudo invisível",
    descricao: "Apresentar laudo",
    status: "pendente",
    dataPrazo: addDays(TODAY, 10),
  });
  // A neighbour that stays, so every answer below is not simply empty.
  await novaLicenca(f.ana.client, "Olaria Visível", "Pátio Visível", "LO-VISIVEL");
});
afterAll(() => f.t.close());

/** Every screen's answer that could show the licence, its condition, project or client. */
async function telas(client: Client) {
  const get = (url: string) => getJson<unknown>(client, url);
  return {
    licencas: await get("/api/licencas?pageSize=100"),
    buscaLicenca: await get("/api/licencas?q=invisivel"),
    opcoesLicenca: await get("/api/licencas/opcoes?q=invisivel"),
    clientes: await get("/api/clientes?pageSize=100"),
    buscaCliente: await get("/api/clientes?q=ceramica"),
    opcoesCliente: await get("/api/clientes/opcoes?q=ceramica"),
    empreendimentos: await get("/api/empreendimentos?pageSize=100"),
    opcoesEmpreendimento: await get(`/api/empreendimentos/opcoes?clienteId=${licenca.cliente.id}`),
    buscaEmpreendimento: await get("/api/empreendimentos/busca?q=forno"),
    condicionantes: await get("/api/condicionantes/secoes?q=invisivel"),
    dashboard: await get("/api/dashboard"),
    calendario: await get(`/api/calendario?de=${TODAY}&ate=${addDays(TODAY, 60)}`),
  };
}

describe("what the screens show of the bin", () => {
  it("drops a binned licence, project and client from lists, searches, counts, the dashboard and the calendar, and brings them back on restore", async () => {
    const antes = await telas(f.ana.client);
    const mostra = JSON.stringify(antes);
    for (const visto of ["LO-INVISIVEL", "Laudo invisível", "Forno Invisível", "Cerâmica Invisível"]) {
      expect(mostra).toContain(visto);
    }
    const dashboard = antes.dashboard as { contadores: Record<string, number> };
    expect(dashboard.contadores).toMatchObject({ clientes: 2, empreendimentos: 2, licencas: 2 });
    expect(dashboard.contadores.condicionantesPendentes).toBe(1);
    const eventos = (antes.calendario as { eventos: Array<{ tipo: string }> }).eventos;
    expect(eventos.map((e) => e.tipo).sort()).toEqual(["condicionante", "vencimento"]);

    expect((await f.ana.client.delete(`/api/licencas/${licenca.id}`)).status).toBe(200);
    expect((await f.ana.client.delete(`/api/empreendimentos/${licenca.empreendimento.id}`)).status).toBe(200);
    expect((await f.ana.client.delete(`/api/clientes/${licenca.cliente.id}`)).status).toBe(200);

    const depois = await telas(f.ana.client);
    const some = JSON.stringify(depois);
    for (const sumido of ["LO-INVISIVEL", "Laudo invisível", "Forno Invisível", "Cerâmica Invisível", licenca.id]) {
      expect(some).not.toContain(sumido);
    }
    expect(some).toContain("LO-VISIVEL");
    expect((depois.dashboard as { contadores: Record<string, number> }).contadores).toMatchObject({
      clientes: 1,
      empreendimentos: 1,
      licencas: 1,
      condicionantesPendentes: 0,
      registros: 2,
    });
    expect(depois.buscaLicenca).toEqual({ items: [], total: 0 });
    expect((depois.calendario as { eventos: unknown[] }).eventos).toEqual([]);

    for (const titulo of ["Cerâmica Invisível", "Forno Invisível", "LO-INVISIVEL"]) {
      const res = await f.ana.client.post(`/api/lixeira/${(await entradaDe(f.ana.client, titulo)).id}/restaurar`);
      expect(res.status).toBe(200);
    }
    expect(await telas(f.ana.client)).toEqual(antes);
  });
});
