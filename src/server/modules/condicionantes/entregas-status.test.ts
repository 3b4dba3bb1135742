import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { condicionantes } from "../../db/schema";
import { expectError, getJson, postJson } from "../../test/expect";
import { pdfBytes } from "../../test/files";
import type { TComprovacao, TCondicionante, TCondicionanteDetalhe } from "../../../shared/schemas/condicionantes";
import {
  condicionanteRow,
  novaCondicionante,
  setupAnexos,
  TODAY,
  uploadOk,
  type TAnexosFixture,
} from "./anexos.fixture";

// Decision 013: a periodic condition is concluded only with its last scheduled delivery; the
// document flag keeps a delivery date already recorded; deleting the only flagged document or
// proof re-evaluates the status at once. "Today" is 9 March 2026 in São Paulo.

const ENTREGAS_PENDENTES_3 =
  "Ainda há 3 entregas agendadas desta condicionante (a próxima em 15/03/2026). " +
  "Ela só pode ser concluída depois da última entrega.";

let f: TAnexosFixture;
beforeAll(async () => {
  f = await setupAnexos();
}, 120_000);
afterAll(() => f.t.close());

const nova = (nome: string) => novaCondicionante(f.ana.client, f.licenca.id, nome);
const periodicidade = (id: string, dataInicio: string, dataFim: string) =>
  f.ana.client.request("PUT", `/api/condicionantes/${id}/periodicidade`, {
    tipo: "mensal",
    intervalo: 1,
    dataInicio,
    dataFim,
    gerarAutomaticamente: true,
  });
const setStatus = (id: string, status: string, dataEntrega: string | null = null) =>
  f.ana.client.patch(`/api/condicionantes/${id}/status`, { status, dataEntrega });
const setProva = (id: string, statusComprovacao: string) =>
  f.ana.client.patch(`/api/comprovacoes/${id}`, { statusComprovacao });
const detalhe = (id: string) => getJson<TCondicionanteDetalhe>(f.ana.client, `/api/condicionantes/${id}`);
const forceStatus = (id: string, status: string, dataEntrega: string | null = null) =>
  f.t.database.db.update(condicionantes).set({ status, dataEntrega }).where(eq(condicionantes.id, id));

/** A condition with monthly deliveries on 15 March, April and May, none made yet. */
async function periodica(nome: string) {
  const c = await nova(nome);
  expect((await periodicidade(c.id, "2026-03-15", "2026-05-15")).status).toBe(200);
  return c;
}

describe("a periodic condition is concluded only with its last delivery", () => {
  it("refuses 'Concluída' from the status list while deliveries remain, saying how many and when", async () => {
    const c = await periodica("Relatório mensal A");
    expect(await getJson<TCondicionante>(f.ana.client, `/api/condicionantes/${c.id}`)).toMatchObject({
      entregasAgendadas: 3,
      proximaEntrega: "2026-03-15",
    });
    await expectError(await setStatus(c.id, "concluida", TODAY), 409, ENTREGAS_PENDENTES_3);
    expect(await condicionanteRow(f.t, c.id)).toMatchObject({ status: "pendente", dataEntrega: null });
  });

  it("refuses it from the inline edit too, and accepts the other statuses", async () => {
    const c = await periodica("Relatório mensal B");
    const body = { nome: c.nome, descricao: c.descricao, status: "concluida", dataPrazo: null, dataEntrega: TODAY };
    await expectError(await f.ana.client.patch(`/api/condicionantes/${c.id}`, body), 409, ENTREGAS_PENDENTES_3);
    expect((await setStatus(c.id, "em_andamento")).status).toBe(200);
    expect((await condicionanteRow(f.t, c.id)).status).toBe("em_andamento");
  });

  it("concludes it once every delivery is made", async () => {
    const c = await periodica("Relatório mensal C");
    const provas = (await detalhe(c.id)).comprovacoes;
    for (const p of provas.slice(0, 2)) expect((await setProva(p.id, "aprovada")).status).toBe(200);
    await expectError(
      await setStatus(c.id, "concluida", TODAY),
      409,
      "Ainda há 1 entrega agendada desta condicionante (em 15/05/2026). " +
        "Ela só pode ser concluída depois da última entrega.",
    );
    expect((await setProva(provas[2].id, "em_analise")).status).toBe(200);
    const res = await setStatus(c.id, "concluida", TODAY);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ status: "concluida", dataEntrega: TODAY, entregasAgendadas: 0 });
  });

  it("leaves it under way, not concluded, when a document flagged 'cumprida' arrives before the last delivery", async () => {
    const c = await periodica("Relatório mensal D");
    const { condicionante } = await uploadOk(f.ana.client, c.id, "entrega-1.pdf", pdfBytes(), {
      condicionanteCumprida: "true",
    });
    expect(condicionante).toMatchObject({ status: "em_andamento", dataEntrega: null });
    const reavaliada = await f.ana.client.post(`/api/condicionantes/${c.id}/reavaliar`);
    expect(await reavaliada.json()).toMatchObject({ status: "em_andamento", dataEntrega: null });
  });

  it("reopens a concluded condition when a periodicity schedules deliveries to come", async () => {
    const c = await nova("Relatório mensal E");
    expect((await setStatus(c.id, "concluida", "2026-03-02")).status).toBe(200);
    const res = await periodicidade(c.id, "2026-04-01", "2026-06-01");
    expect(res.status).toBe(200);
    const { condicionante, criadas } = (await res.json()) as { condicionante: TCondicionante; criadas: number };
    expect(criadas).toBe(3);
    expect(condicionante).toMatchObject({ status: "em_andamento", dataEntrega: null, entregasAgendadas: 3 });
  });

  it("reopens it when a delivery made is set back to scheduled", async () => {
    const c = await periodica("Relatório mensal F");
    const provas = (await detalhe(c.id)).comprovacoes;
    for (const p of provas) expect((await setProva(p.id, "aprovada")).status).toBe(200);
    expect((await setStatus(c.id, "concluida", TODAY)).status).toBe(200);
    expect((await setProva(provas[1].id, "agendada")).status).toBe(200);
    expect(await condicionanteRow(f.t, c.id)).toMatchObject({ status: "em_andamento", dataEntrega: null });
  });

  it("never touches another company's condition through a proof (404)", async () => {
    await forceStatus(f.daBeta.id, "concluida", "2026-02-01");
    try {
      await expectError(await setProva(f.provaDaBeta.id, "agendada"), 404);
      expect(await condicionanteRow(f.t, f.daBeta.id)).toMatchObject({
        status: "concluida",
        dataEntrega: "2026-02-01",
      });
    } finally {
      await forceStatus(f.daBeta.id, "pendente");
    }
  });
});

describe("the document flag keeps a delivery date already recorded", () => {
  it("keeps 02/03 when a 'cumprida' document is uploaded to a condition concluded then", async () => {
    const c = await nova("Laudo entregue em 02/03");
    expect((await setStatus(c.id, "concluida", "2026-03-02")).status).toBe(200);
    const { condicionante } = await uploadOk(f.ana.client, c.id, "laudo.pdf", pdfBytes(), {
      condicionanteCumprida: "true",
    });
    expect(condicionante).toMatchObject({ status: "concluida", dataEntrega: "2026-03-02" });
  });

  it("keeps it when a document is flagged later, and on 'Reavaliar Status'", async () => {
    const c = await nova("Laudo flagged depois");
    const { documento } = await uploadOk(f.ana.client, c.id, "laudo.pdf", pdfBytes());
    expect((await setStatus(c.id, "concluida", "2026-03-02")).status).toBe(200);
    const res = await f.ana.client.patch(`/api/documentos/${documento.id}`, { condicionanteCumprida: true });
    expect(await res.json()).toMatchObject({ condicionante: { status: "concluida", dataEntrega: "2026-03-02" } });
    const reavaliada = await f.ana.client.post(`/api/condicionantes/${c.id}/reavaliar`);
    expect(await reavaliada.json()).toMatchObject({ status: "concluida", dataEntrega: "2026-03-02" });
  });

  it("uses today when no delivery date was recorded", async () => {
    const c = await nova("Laudo sem data");
    const { condicionante } = await uploadOk(f.ana.client, c.id, "laudo.pdf", pdfBytes(), {
      condicionanteCumprida: "true",
    });
    expect(condicionante).toMatchObject({ status: "concluida", dataEntrega: TODAY });
  });
});

describe("deleting what concluded a condition re-evaluates it at once", () => {
  it("keeps it concluded, with its date, while another flagged document remains", async () => {
    const c = await nova("Dois laudos");
    const um = await uploadOk(f.ana.client, c.id, "um.pdf", pdfBytes("1"), { condicionanteCumprida: "true" });
    await uploadOk(f.ana.client, c.id, "dois.pdf", pdfBytes("2"), { condicionanteCumprida: "true" });
    expect((await f.ana.client.delete(`/api/documentos/${um.documento.id}`)).status).toBe(200);
    expect(await condicionanteRow(f.t, c.id)).toMatchObject({ status: "concluida", dataEntrega: TODAY });
  });

  it("makes it pending when the proof holding its only flagged document is deleted", async () => {
    const c = await nova("Comprovação cumprida");
    const prova = await postJson<TComprovacao>(f.ana.client, `/api/condicionantes/${c.id}/comprovacoes`, {
      dataEntrega: "2026-03-02",
    });
    await uploadOk(f.ana.client, c.id, "protocolo.pdf", pdfBytes(), {
      comprovacaoId: prova.id,
      condicionanteCumprida: "true",
    });
    expect((await condicionanteRow(f.t, c.id)).status).toBe("concluida");
    expect((await f.ana.client.delete(`/api/comprovacoes/${prova.id}`)).status).toBe(200);
    expect(await condicionanteRow(f.t, c.id)).toMatchObject({ status: "pendente", dataEntrega: null });
  });

  it("leaves a condition concluded by hand alone when an unflagged document or proof goes", async () => {
    const c = await nova("Concluída à mão");
    const { documento } = await uploadOk(f.ana.client, c.id, "foto.pdf", pdfBytes());
    const prova = await postJson<TComprovacao>(f.ana.client, `/api/condicionantes/${c.id}/comprovacoes`, {
      dataEntrega: "2026-03-02",
    });
    expect((await setStatus(c.id, "concluida", "2026-03-02")).status).toBe(200);
    expect((await f.ana.client.delete(`/api/documentos/${documento.id}`)).status).toBe(200);
    expect((await f.ana.client.delete(`/api/comprovacoes/${prova.id}`)).status).toBe(200);
    expect(await condicionanteRow(f.t, c.id)).toMatchObject({ status: "concluida", dataEntrega: "2026-03-02" });
  });
});
