import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "../../test/test-app";
import { expectError, postJson } from "../../test/expect";
import { pdfBytes, pngBytes } from "../../test/files";
import type { TComprovacao, TCondicionante } from "../../../shared/schemas/condicionantes";
import {
  COMPROVACAO_NOT_FOUND,
  CONDICIONANTE_NOT_FOUND,
  NO_COMPANY,
  NO_SESSION,
  TODAY,
  TOMORROW,
  UNKNOWN_ID,
  comprovacaoRow,
  detalhe,
  docRow,
  novaCondicionante,
  onDisk,
  setupAnexos,
  snapshot,
  uploadOk,
  type TAnexosFixture,
} from "./anexos.fixture";

let f: TAnexosFixture;
let cond: TCondicionante; // Alfa's

beforeAll(async () => {
  f = await setupAnexos();
  cond = await novaCondicionante(f.ana.client, f.licenca.id);
});
afterAll(() => f.t.close());

const url = (condicionanteId: string) => `/api/condicionantes/${condicionanteId}/comprovacoes`;
const adicionar = (condicionanteId: string, body: unknown) =>
  postJson<TComprovacao>(f.ana.client, url(condicionanteId), body);

describe("adding a proof of delivery", () => {
  it("stores the date, observations and status 'pendente' by default, and lists it on the condition", async () => {
    const alvo = await novaCondicionante(f.ana.client, f.licenca.id, "Relatório de ruído");
    const prova = await adicionar(alvo.id, { dataEntrega: "2026-03-01", observacoes: "  Protocolo 123  " });
    expect(prova).toEqual({
      id: expect.any(String),
      dataEntrega: "2026-03-01",
      observacoes: "Protocolo 123",
      statusComprovacao: "pendente",
      origem: "equipe",
      enviadaPor: null,
      motivoRejeicao: null,
      analisadaEm: null,
      createdAt: expect.any(String),
      documentos: [],
    });
    expect(await comprovacaoRow(f.t, prova.id)).toMatchObject({
      condicionanteId: alvo.id,
      createdBy: f.ana.userId,
      statusComprovacao: "pendente",
    });
    const d = await detalhe(f.ana.client, alvo.id);
    expect(d.comprovacoes).toEqual([prova]);
    expect(d.comprovacoesCount).toBe(1);
  });

  it("accepts today in São Paulo, a typed dd/mm/aaaa date, a chosen status and no observations", async () => {
    const hoje = await adicionar(cond.id, { dataEntrega: TODAY, statusComprovacao: "em_analise" });
    expect(hoje).toMatchObject({ dataEntrega: TODAY, statusComprovacao: "em_analise", observacoes: null });
    const digitada = await adicionar(cond.id, { dataEntrega: "15/01/2026", observacoes: "" });
    expect(digitada).toMatchObject({ dataEntrega: "2026-01-15", observacoes: null });
    expect(await adicionar(cond.id, { dataEntrega: "1900-01-01" })).toMatchObject({ dataEntrega: "1900-01-01" });
  });

  it("lists the proofs by delivery date, oldest first, whatever order they were added in", async () => {
    const alvo = await novaCondicionante(f.ana.client, f.licenca.id, "Ordem");
    for (const data of ["2026-02-10", "2025-12-01", "2026-01-05"]) await adicionar(alvo.id, { dataEntrega: data });
    const d = await detalhe(f.ana.client, alvo.id);
    expect(d.comprovacoes.map((p) => p.dataEntrega)).toEqual(["2025-12-01", "2026-01-05", "2026-02-10"]);
  });

  it.each([
    ["without a date", {}, "Data de entrega é obrigatória"],
    ["with an empty date", { dataEntrega: "" }, "Data de entrega é obrigatória"],
    [
      "with tomorrow's date (already today in UTC)",
      { dataEntrega: TOMORROW },
      "A data de entrega não pode ser futura.",
    ],
    // parseDate takes no year before 1900, so such a date is refused as not a date at all.
    ["with a date before 1900", { dataEntrega: "1899-12-31" }, "Data inválida. Use dd/mm/aaaa."],
    ["with a date that does not exist", { dataEntrega: "31/02/2026" }, "Data inválida. Use dd/mm/aaaa."],
  ])("refuses a proof %s (400 on dataEntrega), storing nothing", async (_case, body, message) => {
    const before = await snapshot(f.t);
    const error = await expectError(await f.ana.client.post(url(cond.id), body), 400, message);
    expect(error.fields?.dataEntrega).toBe(message);
    expect(await snapshot(f.t)).toEqual(before);
  });

  it("refuses an unknown status (400 on statusComprovacao)", async () => {
    const before = await snapshot(f.t);
    const res = await f.ana.client.post(url(cond.id), { dataEntrega: TODAY, statusComprovacao: "feita" });
    const error = await expectError(res, 400, "Status é obrigatório");
    expect(error.fields?.statusComprovacao).toBe("Status é obrigatório");
    expect(await snapshot(f.t)).toEqual(before);
  });

  it.each([
    ["another company's condition", () => f.daBeta.id],
    ["an unknown condition", () => UNKNOWN_ID],
    ["a malformed condition id", () => "nao-e-um-uuid"],
  ])("answers %s with 404, storing nothing", async (_case, id) => {
    const before = await snapshot(f.t);
    await expectError(await f.ana.client.post(url(id()), { dataEntrega: TODAY }), 404, CONDICIONANTE_NOT_FOUND);
    expect(await snapshot(f.t)).toEqual(before);
  });

  it("answers without a session with 401 and for a pending user with 403", async () => {
    const before = await snapshot(f.t);
    await expectError(await new Client(f.t.app).post(url(cond.id), { dataEntrega: TODAY }), 401, NO_SESSION);
    await expectError(await f.pendente.client.post(url(cond.id), { dataEntrega: TODAY }), 403, NO_COMPANY);
    expect(await snapshot(f.t)).toEqual(before);
  });
});

describe("changing a proof's status", () => {
  it("saves the chosen status and answers the proof with its documents", async () => {
    const prova = await adicionar(cond.id, { dataEntrega: "2026-02-20" });
    const { documento } = await uploadOk(f.ana.client, cond.id, "protocolo.pdf", pdfBytes(), {
      comprovacaoId: prova.id,
    });
    for (const status of ["em_analise", "aprovada", "rejeitada", "pendente"] as const) {
      const res = await f.ana.client.patch(`/api/comprovacoes/${prova.id}`, { statusComprovacao: status });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ...prova, statusComprovacao: status, documentos: [documento] });
      expect((await comprovacaoRow(f.t, prova.id)).statusComprovacao).toBe(status);
    }
  });

  it.each([
    ["no status", {}],
    ["an unknown status", { statusComprovacao: "concluida" }],
  ])("refuses %s with 400", async (_case, body) => {
    const prova = await adicionar(cond.id, { dataEntrega: "2026-02-21" });
    const error = await expectError(await f.ana.client.patch(`/api/comprovacoes/${prova.id}`, body), 400);
    expect(error.fields?.statusComprovacao).toBe("Status é obrigatório");
    expect((await comprovacaoRow(f.t, prova.id)).statusComprovacao).toBe("pendente");
  });

  it.each([
    ["another company's proof", () => f.provaDaBeta.id],
    ["an unknown proof", () => UNKNOWN_ID],
    ["a malformed proof id", () => "nao-e-um-uuid"],
  ])("answers %s with 404, changing nothing", async (_case, id) => {
    const res = await f.ana.client.patch(`/api/comprovacoes/${id()}`, { statusComprovacao: "aprovada" });
    await expectError(res, 404, COMPROVACAO_NOT_FOUND);
    expect((await comprovacaoRow(f.t, f.provaDaBeta.id)).statusComprovacao).toBe("pendente");
  });

  it("answers without a session with 401 and for a pending user with 403", async () => {
    const prova = await adicionar(cond.id, { dataEntrega: "2026-02-22" });
    const body = { statusComprovacao: "aprovada" };
    await expectError(await new Client(f.t.app).patch(`/api/comprovacoes/${prova.id}`, body), 401, NO_SESSION);
    await expectError(await f.pendente.client.patch(`/api/comprovacoes/${prova.id}`, body), 403, NO_COMPANY);
    expect((await comprovacaoRow(f.t, prova.id)).statusComprovacao).toBe("pendente");
  });
});

describe("deleting a proof", () => {
  it("removes the proof, its documents' rows and their files, and nothing else", async () => {
    const alvo = await novaCondicionante(f.ana.client, f.licenca.id, "Com provas");
    const sai = await adicionar(alvo.id, { dataEntrega: "2026-01-10" });
    const fica = await adicionar(alvo.id, { dataEntrega: "2026-01-20" });
    const a = (await uploadOk(f.ana.client, alvo.id, "a.pdf", pdfBytes("a"), { comprovacaoId: sai.id })).documento;
    const b = (await uploadOk(f.ana.client, alvo.id, "b.png", pngBytes(), { comprovacaoId: sai.id })).documento;
    const naProvaQueFica = (await uploadOk(f.ana.client, alvo.id, "c.pdf", pdfBytes("c"), { comprovacaoId: fica.id }))
      .documento;
    const avulso = (await uploadOk(f.ana.client, alvo.id, "avulso.pdf", pdfBytes("d"))).documento;
    const keys = [(await docRow(f.t, a.id)).storagePath, (await docRow(f.t, b.id)).storagePath];

    const res = await f.ana.client.delete(`/api/comprovacoes/${sai.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });

    expect(await comprovacaoRow(f.t, sai.id)).toBeUndefined();
    expect(await docRow(f.t, a.id)).toBeUndefined();
    expect(await docRow(f.t, b.id)).toBeUndefined();
    for (const key of keys) await expect(onDisk(f.t, key)).rejects.toThrow();
    for (const kept of [naProvaQueFica, avulso]) {
      expect((await onDisk(f.t, (await docRow(f.t, kept.id)).storagePath)).byteLength).toBeGreaterThan(0);
    }
    const d = await detalhe(f.ana.client, alvo.id);
    expect(d.comprovacoes.map((p) => p.id)).toEqual([fica.id]);
    expect(d.comprovacoes[0].documentos.map((x) => x.id)).toEqual([naProvaQueFica.id]);
    expect(d.documentos.map((x) => x.id)).toEqual([avulso.id]);
    expect(d.documentosCount).toBe(2);
  });

  it.each([
    ["another company's proof", () => f.provaDaBeta.id],
    ["an unknown proof", () => UNKNOWN_ID],
    ["a malformed proof id", () => "nao-e-um-uuid"],
  ])("answers %s with 404, deleting nothing", async (_case, id) => {
    await uploadOk(f.bia.client, f.daBeta.id, "da-prova-beta.pdf", pdfBytes(), { comprovacaoId: f.provaDaBeta.id });
    const before = await snapshot(f.t);
    await expectError(await f.ana.client.delete(`/api/comprovacoes/${id()}`), 404, COMPROVACAO_NOT_FOUND);
    expect(await snapshot(f.t)).toEqual(before);
    expect(await comprovacaoRow(f.t, f.provaDaBeta.id)).toBeDefined();
  });

  it("answers without a session with 401 and for a pending user with 403, keeping the proof", async () => {
    const prova = await adicionar(cond.id, { dataEntrega: "2026-02-23" });
    await expectError(await new Client(f.t.app).delete(`/api/comprovacoes/${prova.id}`), 401, NO_SESSION);
    await expectError(await f.pendente.client.delete(`/api/comprovacoes/${prova.id}`), 403, NO_COMPANY);
    expect(await comprovacaoRow(f.t, prova.id)).toBeDefined();
  });
});
