// 'Importar do PDF''s confirmation (issue 30): the reviewed rows become conditions and the
// previewed PDF the licence's document, all at once or not at all. The PDF is staged here as the
// preview route stages it (guardarPdfDaPrevia), on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL).
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importacoesPdf, licencaDocumentos, profiles, userRoles } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { actorDeTeste } from "../../test/actor-de-teste";
import { duasEmpresas, type TSignedIn } from "../../test/duas-empresas";
import { expectError, getJson, postJson } from "../../test/expect";
import { pdfBytes } from "../../test/files";
import { createTestApp, signUpAndConfirm, testClock, type Client, type TestApp } from "../../test/test-app";
import { diskSweepTarget, ORPHAN_MIN_AGE_MS, sweepOrphans } from "../../storage/orphans";
import { cleanPreviasDoPdf } from "../lixeira/limpeza";
import type { TCondicionantesDaLicenca } from "../../../shared/schemas/condicionantes";
import type { TConfirmarImportacaoInput } from "../../../shared/schemas/importar-pdf";
import type { THistorico } from "../../../shared/schemas/historico";
import type { TLicencaDetalhe } from "../../../shared/schemas/licencas";
import { guardarPdfDaPrevia } from "./previa-guardada";

const PREVIA_EXPIRADA = "Envie o PDF novamente: a prévia expirou.";
const LICENCA_NOT_FOUND = "Licença não encontrada.";
const FORBIDDEN = "Você não tem permissão para esta ação.";

const clock = testClock("2026-03-10T15:00:00Z");
let t: TestApp;
let ana: TSignedIn & { companyId: string }; // Alfa Ambiental
let bia: TSignedIn & { companyId: string }; // Beta Consultoria
let clienteId: string;
let empreendimentoId: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const e = await duasEmpresas(t);
  ana = { ...e.ana, companyId: e.alfaId };
  bia = { ...e.bia, companyId: e.betaId };
  clienteId = (await postJson<{ id: string }>(ana.client, "/api/clientes", { nome: "Cerâmica São José" })).id;
  empreendimentoId = (
    await postJson<{ id: string }>(ana.client, "/api/empreendimentos", { nome: "Forno Túnel", clienteId })
  ).id;
}, 120_000);
afterAll(() => t.close());

// ---------- helpers ----------

let licencas = 0;
/** A new licence of Alfa, emitted 15/01/2026, valid until `validadeDate` (or none). */
const licencaDaAlfa = (validadeDate: string | null = "2028-01-15") =>
  postJson<TLicencaDetalhe>(ana.client, "/api/licencas", {
    clienteId,
    empreendimentoId,
    tipo: "LO",
    numero: `LO-${++licencas}/2026`,
    orgao: "IMA",
    emissaoDate: "2026-01-15",
    validadeDate,
  });

/** Stages `nome` as the preview route does, in the user's own tenant transaction. */
const preverPdf = (quem: { userId: string; companyId: string }, licencaId: string, nome = "LO-IMA.pdf") =>
  guardarPdfDaPrevia(
    (fn) => withTenant(t.database.db, quem, (tx) => fn(tx, actorDeTeste({ ...quem, now: clock.clock() }))),
    t.storage,
    licencaId,
    nome,
    pdfBytes(nome),
  );

const confirmar = (client: Client, licencaId: string, itens: TConfirmarImportacaoInput["itens"]) =>
  client.post(`/api/licencas/${licencaId}/condicionantes/importar-pdf/confirmar`, { itens });

const condicionantesDa = async (licencaId: string) =>
  (await getJson<TCondicionantesDaLicenca>(ana.client, `/api/licencas/${licencaId}/condicionantes`)).items;

const previasDa = (licencaId: string) =>
  t.database.db.select().from(importacoesPdf).where(eq(importacoesPdf.licencaId, licencaId));

const documentosDa = (licencaId: string) =>
  t.database.db.select().from(licencaDocumentos).where(eq(licencaDocumentos.licencaId, licencaId));

const noDisco = (key: string) =>
  fs.access(path.join(t.uploadsDir, key)).then(
    () => true,
    () => false,
  );

const relatorio = { numero: "1", nome: null, descricao: "Apresentar relatório de automonitoramento." };

// ---------- confirming ----------

/** A recurring deadline as the review screen sends it. */
const periodica = (texto: string, tipo: "anual" | "mensal", intervalo: number) => ({
  tipo: "periodica" as const,
  texto,
  periodicidade: { tipo, intervalo },
});

describe("confirming the reviewed rows", () => {
  it("creates every row with its deadline and periodicity, its deliveries scheduled, and keeps the PDF as the licence's document", async () => {
    const licenca = await licencaDaAlfa();
    await preverPdf(ana, licenca.id);
    const [previa] = await previasDa(licenca.id);

    const res = await confirmar(ana.client, licenca.id, [
      { ...relatorio, prazo: { tipo: "dias", texto: "90 (noventa) dias", dias: 90, data: "2026-04-15" } },
      // No date from the screen: counted from the licence's emission (15/01/2026).
      { numero: "2", nome: "", descricao: "Instalar hidrômetro.", prazo: { tipo: "dias", texto: "30 dias", dias: 30 } },
      {
        numero: "IV",
        nome: "Monitoramento de efluentes",
        descricao: "Monitorar os efluentes semestralmente.",
        prazo: {
          tipo: "periodica",
          texto: "Semestralmente",
          periodicidade: { tipo: "semestral", intervalo: 6 },
          data: "2026-07-15",
        },
      },
      {
        numero: "3",
        descricao: "Apresentar o inventário de resíduos.",
        prazo: {
          tipo: "periodica",
          texto: "Anualmente, até 31 de março",
          periodicidade: { tipo: "anual", intervalo: 12 },
          ancora: "03-31",
        },
      },
      {
        numero: "5",
        descricao: "Manter o sistema de drenagem.",
        prazo: { tipo: "vigencia", texto: "Durante a vigência" },
      },
    ]);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toEqual({ criadas: 5 });

    const porDescricao = Object.fromEntries((await condicionantesDa(licenca.id)).map((c) => [c.descricao, c]));
    const resumo = (descricao: string) => {
      const c = porDescricao[descricao];
      return [
        c.nome,
        c.status,
        c.dataPrazo,
        c.periodicidade?.tipo ?? null,
        c.periodicidade?.dataFim ?? null,
        c.entregasAgendadas,
      ];
    };
    expect(resumo(relatorio.descricao)).toEqual(["Condicionante 1", "pendente", "2026-04-15", null, null, 0]);
    expect(resumo("Instalar hidrômetro.")).toEqual(["Condicionante 2", "pendente", "2026-02-14", null, null, 0]);
    // 15/07/2026, 15/01/2027, 15/07/2027 and 15/01/2028, the licence's last day.
    expect(resumo("Monitorar os efluentes semestralmente.")).toEqual([
      "Monitoramento de efluentes",
      "pendente",
      "2026-07-15",
      "semestral",
      "2028-01-15",
      4,
    ]);
    // The next 31 March after the emission, then yearly: 2026 and 2027.
    expect(resumo("Apresentar o inventário de resíduos.")).toEqual([
      "Condicionante 3",
      "pendente",
      "2026-03-31",
      "anual",
      "2028-01-15",
      2,
    ]);
    expect(resumo("Manter o sistema de drenagem.")).toEqual(["Condicionante 5", "pendente", null, null, null, 0]);

    const documentos = await documentosDa(licenca.id);
    expect(documentos.map((d) => [d.nome, d.storagePath, d.contentType, d.createdBy])).toEqual([
      ["LO-IMA.pdf", previa.storagePath, "application/pdf", ana.userId],
    ]);
    expect(await noDisco(previa.storagePath)).toBe(true);
    expect(await previasDa(licenca.id)).toEqual([]);
  });

  it("lists the imported conditions in the panel in the licence's order, from its first row", async () => {
    const licenca = await licencaDaAlfa();
    await preverPdf(ana, licenca.id);
    const numeros = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"];
    await postJson(ana.client, `/api/licencas/${licenca.id}/condicionantes/importar-pdf/confirmar`, {
      itens: numeros.map((numero) => ({
        numero,
        descricao: `Condição ${numero}.`,
        prazo: { tipo: "vigencia", texto: "Durante a vigência" },
      })),
    });
    expect((await condicionantesDa(licenca.id)).map((c) => c.nome)).toEqual(numeros.map((n) => `Condicionante ${n}`));
  });

  it("records each condition in its history as imported from the PDF", async () => {
    const licenca = await licencaDaAlfa();
    await preverPdf(ana, licenca.id, "Licença 123.pdf");
    await postJson(ana.client, `/api/licencas/${licenca.id}/condicionantes/importar-pdf/confirmar`, {
      itens: [{ ...relatorio, prazo: { tipo: "evento", texto: "Antes do início da operação" } }],
    });
    const [condicionante] = await condicionantesDa(licenca.id);
    const historico = await getJson<THistorico>(
      ana.client,
      `/api/historico?tabela=condicionantes&id=${condicionante.id}`,
    );
    expect(historico.items.map((i) => [i.frase, i.quem])).toEqual([['Importou do PDF "Licença 123.pdf"', "Ana Alfa"]]);
  });
});

// ---------- all or nothing ----------

describe("a confirmation refused", () => {
  /** Nothing of the import was written: no condition, no document, the PDF still staged and stored. */
  async function nadaEscrito(licencaId: string) {
    expect(await condicionantesDa(licencaId)).toEqual([]);
    expect(await documentosDa(licencaId)).toEqual([]);
    const [previa] = await previasDa(licencaId);
    expect(await noDisco(previa.storagePath)).toBe(true);
  }

  it("names the row still to review, and writes nothing", async () => {
    const licenca = await licencaDaAlfa();
    await preverPdf(ana, licenca.id);
    const error = await expectError(
      await confirmar(ana.client, licenca.id, [
        { ...relatorio, prazo: { tipo: "dias", texto: "90 dias", dias: 90 } },
        { ...relatorio, numero: "2", prazo: { tipo: "revisar", texto: "5 dias úteis" } },
      ]),
      400,
      "Linha 2: escolha o tipo de prazo.",
    );
    expect(error.fields).toEqual({ "itens.1.prazo.tipo": "Linha 2: escolha o tipo de prazo." });
    await nadaEscrito(licenca.id);
  });

  it("names a row whose count starts on a day the server does not know", async () => {
    const licenca = await licencaDaAlfa();
    await preverPdf(ana, licenca.id);
    const itens = [
      {
        ...relatorio,
        prazo: { tipo: "dias" as const, texto: "60 dias da publicação", dias: 60, base: "publicacao" as const },
      },
    ];
    await expectError(await confirmar(ana.client, licenca.id, itens), 400, "Linha 1: informe a data do prazo.");
    await nadaEscrito(licenca.id);
  });

  it("names a recurring row of a licence with no validity to end its deliveries", async () => {
    const licenca = await licencaDaAlfa(null);
    await preverPdf(ana, licenca.id);
    const anual = periodica("Anual", "anual", 12);
    await expectError(
      await confirmar(ana.client, licenca.id, [{ ...relatorio, prazo: anual }]),
      400,
      "Linha 1: a licença não tem data de validade, que encerra as entregas periódicas: informe-a na licença.",
    );
    await nadaEscrito(licenca.id);
  });

  it("undoes the rows already written when a later row's deliveries are refused", async () => {
    const licenca = await licencaDaAlfa("2090-12-31");
    await preverPdf(ana, licenca.id);
    const mensal = periodica("Mensalmente", "mensal", 1);
    await expectError(
      await confirmar(ana.client, licenca.id, [
        { ...relatorio, prazo: { tipo: "dias", texto: "90 dias", dias: 90 } },
        { ...relatorio, numero: "2", prazo: mensal },
      ]),
      400,
      "Linha 2: o período geraria mais de 600 entregas. Verifique as datas e o intervalo.",
    );
    await nadaEscrito(licenca.id);
  });

  it("asks for the PDF again when none was previewed, or the preview is older than a day", async () => {
    const licenca = await licencaDaAlfa();
    const itens = [{ ...relatorio, prazo: { tipo: "vigencia" as const, texto: "Permanente" } }];
    await expectError(await confirmar(ana.client, licenca.id, itens), 409, PREVIA_EXPIRADA);

    await preverPdf(ana, licenca.id);
    clock.advance(24 * 60 * 60 + 1);
    try {
      await expectError(await confirmar(ana.client, licenca.id, itens), 409, PREVIA_EXPIRADA);
    } finally {
      clock.set("2026-03-10T15:00:00Z");
    }
    expect(await condicionantesDa(licenca.id)).toEqual([]);
  });

  it("answers 404 for another company's licence, leaving its preview alone", async () => {
    const licenca = await licencaDaAlfa();
    await preverPdf(ana, licenca.id);
    const itens = [{ ...relatorio, prazo: { tipo: "vigencia" as const, texto: "Permanente" } }];
    await expectError(await confirmar(bia.client, licenca.id, itens), 404, LICENCA_NOT_FOUND);
    await nadaEscrito(licenca.id);
  });

  it("refuses a client's portal user", async () => {
    const licenca = await licencaDaAlfa();
    const portal = await signUpAndConfirm(t, "cliente@ceramica.example.com", "Carla Cliente");
    await t.database.db
      .update(profiles)
      .set({ companyId: ana.companyId, clienteId })
      .where(eq(profiles.id, portal.userId));
    await t.database.db.insert(userRoles).values({ userId: portal.userId, role: "cliente" });
    const itens = [{ ...relatorio, prazo: { tipo: "vigencia" as const, texto: "Permanente" } }];
    await expectError(await confirmar(portal.client, licenca.id, itens), 403, FORBIDDEN);
  });
});

// ---------- the staged PDF ----------

describe("the PDF staged between preview and confirmation", () => {
  it("is replaced by the user's next preview of the licence, the old file removed", async () => {
    const licenca = await licencaDaAlfa();
    await preverPdf(ana, licenca.id, "primeira.pdf");
    const [primeira] = await previasDa(licenca.id);
    await preverPdf(ana, licenca.id, "segunda.pdf");
    expect((await previasDa(licenca.id)).map((p) => p.nome)).toEqual(["segunda.pdf"]);
    expect(await noDisco(primeira.storagePath)).toBe(false);
  });

  it("is not another company's to stage", async () => {
    const licenca = await licencaDaAlfa();
    await expect(preverPdf(bia, licenca.id)).rejects.toMatchObject({ status: 404, message: LICENCA_NOT_FOUND });
    expect(await previasDa(licenca.id)).toEqual([]);
  });

  it("is kept by the orphan sweep while its row lasts, and goes with the daily cleanup after a day", async () => {
    const licenca = await licencaDaAlfa();
    await preverPdf(ana, licenca.id);
    const [previa] = await previasDa(licenca.id);
    const antigo = new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000);
    await fs.utimes(path.join(t.uploadsDir, previa.storagePath), antigo, antigo);
    await sweepOrphans({ db: t.database.db, target: diskSweepTarget(t.uploadsDir) });
    expect(await noDisco(previa.storagePath)).toBe(true);

    const limpar = (agora: string) =>
      cleanPreviasDoPdf({ db: t.database.db, clock: () => new Date(agora), storage: t.storage });
    // Staged at the test clock's 10/03/2026 15:00, as every other preview of this file.
    expect(await limpar("2026-03-11T14:59:00Z")).toBe(0);
    expect(await previasDa(licenca.id)).toHaveLength(1);
    expect(await limpar("2026-03-11T15:00:00Z")).toBeGreaterThan(0);
    expect(await previasDa(licenca.id)).toEqual([]);
    expect(await noDisco(previa.storagePath)).toBe(false);
  });
});
