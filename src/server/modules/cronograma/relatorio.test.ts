// The project report: one answer with the project, the period, the counts, the schedule and the
// conditions. The status rules at their boundaries, in SQL and TypeScript alike: status-sql.test.ts.
// PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "../../test/test-app";
import { expectError, getJson } from "../../test/expect";
import { novaCondicionante, novaLicenca } from "../condicionantes/anexos.fixture";
import { addDays } from "../../../shared/rules/datas";
import type { TCondicionante } from "../../../shared/schemas/condicionantes";
import type { TAtividade, TRelatorio } from "../../../shared/schemas/cronograma";
import type { TEmpreendimentoDetalhe } from "../../../shared/schemas/empreendimentos";
import type { TLicencaDetalhe } from "../../../shared/schemas/licencas";
import {
  NO_COMPANY,
  NO_SESSION,
  PROJETO_NOT_FOUND,
  TODAY,
  UNKNOWN_ID,
  novaAtividade,
  setupCronograma,
  type TCronogramaFixture,
} from "./cronograma.fixture";

const FIM_ANTES = "A data final não pode ser anterior à inicial.";
const ONTEM = addDays(TODAY, -1);
const AMANHA = addDays(TODAY, 1);

let f: TCronogramaFixture;
let projeto: TEmpreendimentoDetalhe;
let licenca: TLicencaDetalhe;
const at: Record<string, TAtividade> = {};
const cond: Record<string, TCondicionante> = {};

beforeAll(async () => {
  f = await setupCronograma();
  licenca = await novaLicenca(f.ana.client, "Agro Vale", "Granja Boa Esperança", "LO-4521/2026");
  projeto = await getJson<TEmpreendimentoDetalhe>(f.ana.client, `/api/empreendimentos/${licenca.empreendimento.id}`);
  const nova = (titulo: string, dataPrazo?: string) => novaAtividade(f.ana.client, projeto.id, { titulo, dataPrazo });
  at.semPrazo = await nova("Sem prazo");
  at.amanha = await nova("Vence amanhã", AMANHA);
  at.hoje = await nova("Vence hoje", TODAY);
  at.ontem = await nova("Venceu ontem", ONTEM);
  at.concluidaAtrasada = await nova("Concluída depois do prazo", "2026-02-01");
  at.emAndamento = await nova("Em andamento", "2026-06-30");
  await f.ana.client.patch(`/api/cronograma/atividades/${at.concluidaAtrasada.id}/status`, { status: "concluida" });
  await f.ana.client.patch(`/api/cronograma/atividades/${at.emAndamento.id}/status`, { status: "em_andamento" });

  const nc = async (nome: string, dataPrazo: string | null) => {
    const c = await novaCondicionante(f.ana.client, licenca.id, nome);
    await f.ana.client.patch(`/api/condicionantes/${c.id}`, {
      nome,
      descricao: `${nome}: laudo`,
      status: "pendente",
      dataPrazo,
    });
    return c;
  };
  cond.aprovadaVencida = await nc("Aprovada e vencida", ONTEM);
  cond.vencida = await nc("Vencida ontem", ONTEM);
  cond.hoje = await nc("Vence hoje", TODAY);
  cond.semPrazo = await nc("Sem prazo", null);
  await f.ana.client.patch(`/api/condicionantes/${cond.aprovadaVencida.id}/aprovacao`, { aprovada: true });
});
afterAll(() => f.t.close());

const relatorio = (query = "", client = f.ana.client) =>
  client.get(`/api/relatorios/empreendimentos/${projeto.id}${query}`);
const relatorioOk = (query = "") =>
  getJson<TRelatorio>(f.ana.client, `/api/relatorios/empreendimentos/${projeto.id}${query}`);

describe("the project report", () => {
  it("names the project and its client, and lists the schedule by deadline with the undated last", async () => {
    const r = await relatorioOk();
    expect(r.empreendimento).toEqual({
      id: projeto.id,
      nome: "Granja Boa Esperança",
      municipio: null,
      estado: null,
      cliente: { id: projeto.cliente!.id, nome: "Agro Vale", cnpj: null },
    });
    expect(r.periodo).toEqual({ inicio: null, fim: null });
    expect(r.hoje).toBe(TODAY);
    expect(r.atividades.map((a) => a.titulo)).toEqual([
      "Concluída depois do prazo",
      "Venceu ontem",
      "Vence hoje",
      "Vence amanhã",
      "Em andamento",
      "Sem prazo",
    ]);
  });

  it("shows an activity late from the day after its deadline, unless concluded", async () => {
    const status = Object.fromEntries((await relatorioOk()).atividades.map((a) => [a.titulo, a.statusExibido]));
    expect(status).toEqual({
      "Concluída depois do prazo": "concluida",
      "Venceu ontem": "atrasada",
      "Vence hoje": "pendente",
      "Vence amanhã": "pendente",
      "Em andamento": "em_andamento",
      "Sem prazo": "pendente",
    });
  });

  it("turns an activity late at midnight in São Paulo", async () => {
    try {
      f.clock.set("2026-03-10T02:59:00Z"); // 23:59 on the 9th in São Paulo
      const antes = (await relatorioOk()).atividades.find((a) => a.id === at.hoje.id);
      expect(antes?.statusExibido).toBe("pendente");
      f.clock.set("2026-03-10T03:00:00Z"); // 00:00 on the 10th
      const depois = await relatorioOk();
      expect(depois.hoje).toBe("2026-03-10");
      expect(depois.atividades.find((a) => a.id === at.hoje.id)?.statusExibido).toBe("atrasada");
    } finally {
      f.clock.set("2026-03-10T02:30:00.000Z");
    }
  });

  it("gives each condition its report status: Cumprida if approved, Vencida if past, else Pendente", async () => {
    const r = await relatorioOk();
    expect(r.condicionantes.map((c) => [c.nome, c.status])).toEqual([
      ["Aprovada e vencida", "cumprida"],
      ["Vencida ontem", "vencida"],
      ["Vence hoje", "pendente"],
      ["Sem prazo", "pendente"],
    ]);
    expect(r.condicionantes[0]).toMatchObject({
      descricao: "Aprovada e vencida: laudo",
      licenca: { id: licenca.id, numero: "LO-4521/2026", tipo: "LO", tipoNome: "Licença de Operação" },
      dataPrazo: ONTEM,
      aprovada: true,
    });
  });

  it("counts by displayed status in SQL, the counts adding up to the totals", async () => {
    expect((await relatorioOk()).resumo).toEqual({
      atividades: { total: 6, pendente: 3, em_andamento: 1, concluida: 1, atrasada: 1 },
      condicionantes: { total: 4, cumprida: 1, vencida: 1, pendente: 2 },
    });
  });

  it("filters activities and conditions by deadline within the period, both ends included", async () => {
    const r = await relatorioOk(`?inicio=${ONTEM}&fim=${TODAY}`);
    expect(r.periodo).toEqual({ inicio: ONTEM, fim: TODAY });
    expect(r.atividades.map((a) => a.titulo)).toEqual(["Venceu ontem", "Vence hoje"]);
    expect(r.condicionantes.map((c) => c.nome)).toEqual(["Aprovada e vencida", "Vencida ontem", "Vence hoje"]);
    expect(r.resumo).toEqual({
      atividades: { total: 2, pendente: 1, em_andamento: 0, concluida: 0, atrasada: 1 },
      condicionantes: { total: 3, cumprida: 1, vencida: 1, pendente: 1 },
    });
    // Dates typed on screen are read too; an open end reaches every later deadline.
    const desde = await relatorioOk(`?inicio=${encodeURIComponent("10/03/2026")}`);
    expect(desde.atividades.map((a) => a.titulo)).toEqual(["Vence amanhã", "Em andamento"]);
  });

  it.each([
    ["an end before the start", `?inicio=${TODAY}&fim=${ONTEM}`, "fim", FIM_ANTES],
    ["a start that is not a date", "?inicio=31/02/2026", "inicio", "Data inválida. Use dd/mm/aaaa."],
  ])("refuses %s with 400 and the field's message", async (_case, query, field, message) => {
    const error = await expectError(await relatorio(query), 400, message);
    expect(error.fields?.[field]).toBe(message);
  });

  it.each([
    ["another company's project", () => f.daBeta.projeto.id],
    ["an unknown project", () => UNKNOWN_ID],
    ["a malformed project id", () => "nao-e-um-uuid"],
  ])("answers %s with 404", async (_case, id) => {
    await expectError(await f.ana.client.get(`/api/relatorios/empreendimentos/${id()}`), 404, PROJETO_NOT_FOUND);
  });

  it("answers without a session with 401 and for a pending user with 403", async () => {
    await expectError(await relatorio("", new Client(f.t.app)), 401, NO_SESSION);
    await expectError(await relatorio("", f.pendente.client), 403, NO_COMPANY);
  });
});
