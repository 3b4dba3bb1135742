// The proofs of an obligation's due dates (issue 32) through the API, on PGlite and
// (TEST_DATABASE_URL) PostgreSQL: recorded with their files (meeting the due date or not), listed
// in the obligation's details, their files viewed through a signed link, deleted with their files,
// a portal proof approved (the due date met, the next once) or rejected with its reason, bad
// files and dates refused with nothing left behind, and another company's proofs and files 404.
import crypto from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withPortal, type TPortalScope } from "../../db/tenant";
import { documentos, obrigacaoComprovacoes, obrigacaoInstancias } from "../../db/schema";
import { createTestApp, testClock, type Client, type TestApp } from "../../test/test-app";
import { expectError, getJson, postJson } from "../../test/expect";
import { docBytes, pdfBytes, pngBytes } from "../../test/files";
import { UNKNOWN_ID, duasEmpresas, itRefusesOutsiders, type TSignedIn } from "../../test/duas-empresas";
import { allFiles, onDisk } from "../condicionantes/anexos.fixture";
import { usuarioDoPortal } from "../condicionantes/revisao.fixture";
import type { TObrigacaoDetalhe } from "../../../shared/schemas/obrigacoes";

// 12:00 in São Paulo on 10 March 2026.
const clock = testClock("2026-03-10T15:00:00.000Z");
const RAPP = { tipo: "anual", mes: 3, dia: 31 };
const PROVA_NOT_FOUND = "Comprovação não encontrada.";
const INSTANCIA_NOT_FOUND = "Vencimento da obrigação não encontrado.";

let t: TestApp;
let ana: TSignedIn; // Alfa Ambiental
let bia: TSignedIn; // Beta Consultoria
let pendente: TSignedIn;
let alfaId: string;
let clienteId: string;
let portal: TPortalScope; // the client's person, in Alfa's portal
let daBeta: TObrigacaoDetalhe; // with a proof and its file

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ({ ana, alfaId, bia, pendente } = await duasEmpresas(t));
  clienteId = (await postJson<{ id: string }>(ana.client, "/api/clientes", { nome: "Cerâmica São José" })).id;
  portal = await usuarioDoPortal(t, alfaId, clienteId, "pessoa@ceramica.example.com", "Júlia da Cerâmica");
  const mineradora = await postJson<{ id: string }>(bia.client, "/api/clientes", { nome: "Mineração da Beta" });
  const rapp = await postJson<TObrigacaoDetalhe>(bia.client, "/api/obrigacoes", {
    ...{ clienteId: mineradora.id, titulo: "RAPP da Beta", orgao: "IBAMA", recorrencia: RAPP },
  });
  daBeta = await registrarOk(bia.client, rapp.instancias[0].id, [{ name: "beta.pdf", bytes: pdfBytes("Beta") }], {
    dataEntrega: "2026-03-01",
  });
});
afterAll(() => t.close());

type TArquivo = { name: string; bytes: Uint8Array };
const novaObrigacao = (titulo: string) =>
  postJson<TObrigacaoDetalhe>(ana.client, "/api/obrigacoes", { clienteId, titulo, orgao: "IBAMA", recorrencia: RAPP });
const registrar = (client: Client, instanciaId: string, files: TArquivo[], fields: Record<string, string>) =>
  client.postFiles(`/api/obrigacoes/instancias/${instanciaId}/comprovacoes`, "arquivos", files, fields);
async function registrarOk(client: Client, instanciaId: string, files: TArquivo[], fields: Record<string, string>) {
  const res = await registrar(client, instanciaId, files, fields);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as TObrigacaoDetalhe;
}
async function ok(res: Response) {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TObrigacaoDetalhe;
}
const vencimentos = (o: TObrigacaoDetalhe) => o.instancias.map((i) => [i.dataVencimento, i.status, i.cumpridaEm]);
const provaDe = (o: TObrigacaoDetalhe, instanciaId: string) =>
  o.instancias.find((i) => i.id === instanciaId)!.comprovacoes;

/** Rows of proofs and documents, and every stored file: what "nothing changed" compares. */
async function snapshot() {
  const [{ provas }] = await t.database.db.select({ provas: count() }).from(obrigacaoComprovacoes);
  const [{ docs }] = await t.database.db.select({ docs: count() }).from(documentos);
  const [{ instancias }] = await t.database.db.select({ instancias: count() }).from(obrigacaoInstancias);
  return { provas, docs, instancias, files: await allFiles(t) };
}

/** A proof sent from the client's portal, as the portal writes it: in its transaction, through its policies. */
async function provaDoPortal(instanciaId: string, obrigacaoId: string, dataEntrega = "2026-03-08") {
  const key = `obrigacoes/${instanciaId}/${crypto.randomUUID()}.pdf`;
  await t.storage.put(key, pdfBytes("portal"));
  return withPortal(t.database.db, portal, async (tx) => {
    const [prova] = await tx
      .insert(obrigacaoComprovacoes)
      .values({
        ...{ companyId: alfaId, instanciaId, dataEntrega, observacoes: "Recibo do RAPP" },
        ...{ statusComprovacao: "em_analise", origem: "portal" as const, createdBy: portal.userId },
      })
      .returning({ id: obrigacaoComprovacoes.id });
    await tx.insert(documentos).values({
      ...{ companyId: alfaId, relacionadoA: "obrigacao", relacionadoId: obrigacaoId },
      ...{ obrigacaoComprovacaoId: prova.id, nome: "recibo.pdf", storagePath: key, contentType: "application/pdf" },
      ...{ fileSize: pdfBytes("portal").byteLength, createdBy: portal.userId },
    });
    return prova.id;
  });
}

describe("recording a proof on a due date", () => {
  it("keeps its files and observations, lists them in the details, and puts a pending due date under way", async () => {
    const rapp = await novaObrigacao("RAPP com protocolo");
    const instancia = rapp.instancias[0].id;
    const depois = await registrarOk(
      ana.client,
      instancia,
      [
        { name: "protocolo.pdf", bytes: pdfBytes("protocolo") },
        { name: "foto do recibo.png", bytes: pngBytes() },
      ],
      { dataEntrega: "05/03/2026", observacoes: "Protocolo 2026/123 no IBAMA" },
    );
    expect(vencimentos(depois)).toEqual([["2026-03-31", "em_andamento", null]]);
    const [prova] = provaDe(depois, instancia);
    expect(prova).toMatchObject({
      ...{ dataEntrega: "2026-03-05", observacoes: "Protocolo 2026/123 no IBAMA", statusComprovacao: "pendente" },
      ...{ origem: "equipe", enviadaPor: null, motivoRejeicao: null, analisadaEm: null },
    });
    expect(prova.documentos.map((d) => [d.nome, d.contentType])).toEqual([
      ["foto do recibo.png", "image/png"],
      ["protocolo.pdf", "application/pdf"],
    ]);
    // The details' one call shows the same.
    const detalhe = await getJson<TObrigacaoDetalhe>(ana.client, `/api/obrigacoes/${rapp.id}`);
    expect(provaDe(detalhe, instancia)).toEqual([prova]);
  });

  it("serves a proof's file through a signed link, as a condition's documents", async () => {
    const rapp = await novaObrigacao("RAPP com arquivo");
    const depois = await registrarOk(
      ana.client,
      rapp.instancias[0].id,
      [{ name: "relatório.pdf", bytes: pdfBytes("conteúdo do relatório") }],
      { dataEntrega: "2026-03-09" },
    );
    const [doc] = provaDe(depois, rapp.instancias[0].id)[0].documentos;
    const link = await getJson<{ url: string }>(ana.client, `/api/documentos/${doc.id}/link`);
    const res = await ana.client.get(link.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(encodeURIComponent("relatório.pdf"));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdfBytes("conteúdo do relatório"));
  });

  it("with 'cumprir', meets the due date on the proof's date and brings the next one, once", async () => {
    const rapp = await novaObrigacao("RAPP cumprida com prova");
    const instancia = rapp.instancias[0].id;
    const depois = await registrarOk(ana.client, instancia, [{ name: "recibo.pdf", bytes: pdfBytes() }], {
      ...{ dataEntrega: "2026-03-09", cumprir: "true" },
    });
    expect(vencimentos(depois)).toEqual([
      ["2027-03-31", "pendente", null],
      ["2026-03-31", "cumprida", "2026-03-09"],
    ]);
    expect(provaDe(depois, instancia).map((p) => [p.statusComprovacao, p.documentos.length])).toEqual([
      ["aprovada", 1],
    ]);
    const antes = await snapshot();
    const again = await registrar(ana.client, instancia, [{ name: "outro.pdf", bytes: pdfBytes() }], {
      ...{ dataEntrega: "2026-03-10", cumprir: "true" },
    });
    await expectError(again, 409, "Este vencimento já foi cumprido.");
    expect(await snapshot()).toEqual(antes);
    // A receipt added later to the met due date counts at once.
    const recibo = await registrarOk(ana.client, instancia, [], { dataEntrega: "2026-03-10", observacoes: "Recibo" });
    expect(provaDe(recibo, instancia).map((p) => p.statusComprovacao)).toEqual(["aprovada", "aprovada"]);
  });

  it("counts the team's pending proof once its due date is met", async () => {
    const rapp = await novaObrigacao("RAPP com prova antes");
    const instancia = rapp.instancias[0].id;
    await registrarOk(ana.client, instancia, [], { dataEntrega: "2026-03-02", observacoes: "Rascunho protocolado" });
    const depois = await ok(await ana.client.post(`/api/obrigacoes/instancias/${instancia}/cumprir`, {}));
    expect(provaDe(depois, instancia).map((p) => p.statusComprovacao)).toEqual(["aprovada"]);
  });

  it("refuses a file that is not a document, an empty proof, a future date and too many files, leaving no row and no file", async () => {
    const rapp = await novaObrigacao("RAPP recusada");
    const instancia = rapp.instancias[0].id;
    const antes = await snapshot();
    const bom = { name: "bom.pdf", bytes: pdfBytes() };
    const exe = { name: "programa.pdf", bytes: new TextEncoder().encode("MZ não é documento") };
    await expectError(
      await registrar(ana.client, instancia, [bom, exe], { dataEntrega: "2026-03-09", cumprir: "true" }),
      400,
      "Tipo de arquivo não permitido. Envie PDF, DOC, DOCX, JPG, JPEG ou PNG.",
    );
    await expectError(
      await registrar(ana.client, instancia, [], { dataEntrega: "2026-03-09", observacoes: "  " }),
      400,
      "Anexe ao menos um arquivo ou descreva a comprovação nas observações.",
    );
    await expectError(
      await registrar(ana.client, instancia, [bom], { dataEntrega: "2026-03-11" }),
      400,
      "A data de entrega não pode ser futura.",
    );
    const semData = await expectError(await registrar(ana.client, instancia, [bom], {}), 400);
    expect(semData.fields?.dataEntrega).toBe("Data de entrega é obrigatória");
    const seis = Array.from({ length: 6 }, (_, i) => ({ name: `parte-${i}.doc`, bytes: docBytes() }));
    await expectError(
      await registrar(ana.client, instancia, seis, { dataEntrega: "2026-03-09" }),
      400,
      "Envie no máximo 5 arquivos.",
    );
    expect(await snapshot()).toEqual(antes);
    const detalhe = await getJson<TObrigacaoDetalhe>(ana.client, `/api/obrigacoes/${rapp.id}`);
    expect(vencimentos(detalhe)).toEqual([["2026-03-31", "pendente", null]]);
  });

  it("deleted, takes its files with it and leaves the due date as it was", async () => {
    const rapp = await novaObrigacao("RAPP com prova excluída");
    const instancia = rapp.instancias[0].id;
    const antes = await snapshot();
    const com = await registrarOk(ana.client, instancia, [{ name: "errado.pdf", bytes: pdfBytes("errado") }], {
      dataEntrega: "2026-03-09",
    });
    const [prova] = provaDe(com, instancia);
    const [row] = await t.database.db
      .select({ key: documentos.storagePath })
      .from(documentos)
      .where(eq(documentos.id, prova.documentos[0].id));
    expect(new Uint8Array(await onDisk(t, row.key))).toEqual(pdfBytes("errado"));
    const depois = await ok(await ana.client.delete(`/api/obrigacoes/comprovacoes/${prova.id}`));
    expect(provaDe(depois, instancia)).toEqual([]);
    expect(vencimentos(depois)).toEqual([["2026-03-31", "em_andamento", null]]);
    expect(await snapshot()).toEqual(antes);
    await expectError(await ana.client.delete(`/api/obrigacoes/comprovacoes/${prova.id}`), 404, PROVA_NOT_FOUND);
  });
});

describe("reviewing a proof sent from the portal", () => {
  it("approved, meets its due date on the proof's date and brings the next one once, even with a second proof approved after", async () => {
    const rapp = await novaObrigacao("RAPP enviada pelo cliente");
    const instancia = rapp.instancias[0].id;
    const primeira = await provaDoPortal(instancia, rapp.id, "2026-03-08");
    const segunda = await provaDoPortal(instancia, rapp.id, "2026-03-09");
    const antes = await getJson<TObrigacaoDetalhe>(ana.client, `/api/obrigacoes/${rapp.id}`);
    expect(provaDe(antes, instancia)[0]).toMatchObject({
      ...{ statusComprovacao: "em_analise", origem: "portal", enviadaPor: "Júlia da Cerâmica" },
      documentos: [expect.objectContaining({ nome: "recibo.pdf" })],
    });

    const aprovada = await ok(await ana.client.post(`/api/obrigacoes/comprovacoes/${primeira}/aprovar`));
    expect(vencimentos(aprovada)).toEqual([
      ["2027-03-31", "pendente", null],
      ["2026-03-31", "cumprida", "2026-03-08"],
    ]);
    const prova = provaDe(aprovada, instancia)[0];
    expect(prova.statusComprovacao).toBe("aprovada");
    expect(prova.analisadaEm).toBe(clock.clock().toISOString());
    await expectError(
      await ana.client.post(`/api/obrigacoes/comprovacoes/${primeira}/aprovar`),
      409,
      "Esta comprovação já foi aprovada.",
    );
    // The second proof of the same due date: approved, and no second next instance.
    const outra = await ok(await ana.client.post(`/api/obrigacoes/comprovacoes/${segunda}/aprovar`));
    expect(vencimentos(outra)).toEqual(vencimentos(aprovada));
    expect(provaDe(outra, instancia).map((p) => p.statusComprovacao)).toEqual(["aprovada", "aprovada"]);
  });

  it("rejected, needs its reason, keeps it for the client and leaves the due date open", async () => {
    const rapp = await novaObrigacao("RAPP rejeitada");
    const instancia = rapp.instancias[0].id;
    const id = await provaDoPortal(instancia, rapp.id);
    const semMotivo = await expectError(
      await ana.client.post(`/api/obrigacoes/comprovacoes/${id}/rejeitar`, { motivo: "  " }),
      400,
    );
    expect(semMotivo.fields?.motivo).toBe("Informe o motivo da rejeição");
    const depois = await ok(
      await ana.client.post(`/api/obrigacoes/comprovacoes/${id}/rejeitar`, { motivo: "Recibo ilegível." }),
    );
    expect(vencimentos(depois)).toEqual([["2026-03-31", "pendente", null]]);
    expect(provaDe(depois, instancia)[0]).toMatchObject({
      ...{ statusComprovacao: "rejeitada", motivoRejeicao: "Recibo ilegível." },
      analisadaEm: clock.clock().toISOString(),
    });
    await expectError(
      await ana.client.post(`/api/obrigacoes/comprovacoes/${id}/aprovar`),
      409,
      "Esta comprovação já foi rejeitada.",
    );
  });

  it("is only for a portal proof: the team's own is refused", async () => {
    const rapp = await novaObrigacao("RAPP da equipe");
    const com = await registrarOk(ana.client, rapp.instancias[0].id, [], {
      ...{ dataEntrega: "2026-03-09", observacoes: "Entregue no balcão" },
    });
    const [prova] = provaDe(com, rapp.instancias[0].id);
    await expectError(
      await ana.client.post(`/api/obrigacoes/comprovacoes/${prova.id}/aprovar`),
      409,
      "Só uma comprovação enviada pelo portal e ainda em análise pode ser aprovada ou rejeitada.",
    );
  });
});

describe("another company", () => {
  it("cannot add a proof to Beta's due date, and stores no file trying", async () => {
    const antes = await snapshot();
    await expectError(
      await registrar(ana.client, daBeta.instancias[0].id, [{ name: "intruso.pdf", bytes: pdfBytes() }], {
        dataEntrega: "2026-03-09",
        cumprir: "true",
      }),
      404,
      INSTANCIA_NOT_FOUND,
    );
    await expectError(
      await registrar(ana.client, UNKNOWN_ID, [{ name: "x.pdf", bytes: pdfBytes() }], { dataEntrega: "2026-03-09" }),
      404,
      INSTANCIA_NOT_FOUND,
    );
    expect(await snapshot()).toEqual(antes);
  });

  it("cannot see, delete, approve or reject Beta's proof, nor open or delete its file", async () => {
    const [prova] = daBeta.instancias[0].comprovacoes;
    const antes = await snapshot();
    for (const [method, url, body] of [
      ["DELETE", `/api/obrigacoes/comprovacoes/${prova.id}`],
      ["POST", `/api/obrigacoes/comprovacoes/${prova.id}/aprovar`],
      ["POST", `/api/obrigacoes/comprovacoes/${prova.id}/rejeitar`, { motivo: "Intrusa" }],
    ] as const) {
      await expectError(await ana.client.request(method, url, body), 404, PROVA_NOT_FOUND);
    }
    const doc = prova.documentos[0].id;
    await expectError(await ana.client.get(`/api/documentos/${doc}/link`), 404, "Documento não encontrado.");
    await expectError(await ana.client.delete(`/api/documentos/${doc}`), 404, "Documento não encontrado.");
    await expectError(await ana.client.get(`/api/obrigacoes/${daBeta.id}`), 404, "Obrigação não encontrada.");
    expect(await snapshot()).toEqual(antes);
  });
});

describe("outside the company", () => {
  itRefusesOutsiders(
    [
      ["DELETE", "a proof", () => `/api/obrigacoes/comprovacoes/${daBeta.instancias[0].comprovacoes[0].id}`],
      ["POST", "approving a proof", () => `/api/obrigacoes/comprovacoes/${UNKNOWN_ID}/aprovar`],
      [
        "POST",
        "rejecting a proof",
        () => `/api/obrigacoes/comprovacoes/${UNKNOWN_ID}/rejeitar`,
        () => ({ motivo: "x" }),
      ],
    ],
    () => ({ t, pendente }),
  );
});
