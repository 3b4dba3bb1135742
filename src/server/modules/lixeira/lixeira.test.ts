// The bin: delete → bin → restore brings back every row and file; purge and the 30-day cleanup
// remove them for good; another company and a plain user stay out. PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "../../test/test-app";
import { expectError, getJson, postJson } from "../../test/expect";
import { pdfBytes } from "../../test/files";
import { novaCondicionante, novaLicenca, uploadTo } from "../condicionantes/anexos.fixture";
import type { TCliente } from "../../../shared/schemas/clientes";
import type { TEmpreendimentoDetalhe } from "../../../shared/schemas/empreendimentos";
import type { TLicencaDetalhe } from "../../../shared/schemas/licencas";
import { LIXEIRA_SEM_ITENS, type TExclusao } from "../../../shared/schemas/lixeira";
import {
  allFiles,
  companyCounts,
  companyRows,
  DAY_S,
  entradaDe,
  ITENS_DA_LICENCA,
  licencaCompleta,
  lixeiraDe,
  NOW,
  setupLixeira,
  type TLixeiraFixture,
} from "./lixeira.fixture";
import { cleanLixeira } from "./limpeza";
import type { Db } from "../../db/client";
import { withTenant } from "../../db/tenant";
import type { TTenantContext } from "../../http/context";
import { actorDeTeste } from "../../test/actor-de-teste";
import { barrier, onServerDatabase, waitingForALock } from "../../test/concurrency";
import { deleteLicenca } from "../licencas/licencas.service";
import { deleteEmpreendimento } from "../empreendimentos/empreendimentos.service";

const NOT_IN_BIN = "Item não encontrado na Lixeira.";
const NO_ROLE = "Você não tem permissão para esta ação.";

let f: TLixeiraFixture;
beforeAll(async () => {
  f = await setupLixeira();
});
afterAll(() => f.t.close());

const exclusao = (client: Client, path: string) => getJson<TExclusao>(client, `${path}/exclusao`);
const restaurar = (client: Client, id: string) => client.post(`/api/lixeira/${id}/restaurar`);
const purgar = (client: Client, id: string) => client.delete(`/api/lixeira/${id}`);
/** Rows and files of Alfa as they are: what "back exactly as it was" compares. */
const estado = async () => ({ rows: await companyRows(f.t, f.alfaId), files: await allFiles(f.t) });
const limpar = () => cleanLixeira({ db: f.t.database.db, clock: f.clock.clock, storage: f.t.storage });

async function novoCliente(client: Client, nome: string, cnpj?: string) {
  return postJson<TCliente>(client, "/api/clientes", { nome, ...(cnpj ? { cnpj } : {}) });
}
async function novoProjeto(client: Client, nome: string, clienteId: string) {
  return postJson<TEmpreendimentoDetalhe>(client, "/api/empreendimentos", { nome, clienteId });
}

describe("the confirmation's counts (GET …/{id}/exclusao)", () => {
  it("counts what a licence takes along: conditions, scheduled deliveries, proofs and documents", async () => {
    const { licenca, periodica, comProva } = await licencaCompleta(f.ana.client, "LO-CONTA-1");
    expect(await exclusao(f.ana.client, `/api/licencas/${licenca.id}`)).toEqual({
      itens: ITENS_DA_LICENCA,
      bloqueio: null,
    });
    expect(await exclusao(f.ana.client, `/api/condicionantes/${periodica.id}`)).toEqual({
      itens: { ...LIXEIRA_SEM_ITENS, entregas: 3, documentos: 1 },
      bloqueio: null,
    });
    // A plain user deletes too, so sees the counts too.
    expect(await exclusao(f.beto.client, `/api/condicionantes/${comProva.id}`)).toEqual({
      itens: { ...LIXEIRA_SEM_ITENS, comprovacoes: 1, documentos: 2 },
      bloqueio: null,
    });
  });

  it("leaves out what is already in the bin", async () => {
    const { licenca, comProva } = await licencaCompleta(f.ana.client, "LO-CONTA-2");
    expect((await f.ana.client.delete(`/api/condicionantes/${comProva.id}`)).status).toBe(200);
    expect((await exclusao(f.ana.client, `/api/licencas/${licenca.id}`)).itens).toEqual({
      ...LIXEIRA_SEM_ITENS,
      condicionantes: 1,
      entregas: 3,
      documentos: 3,
    });
  });

  it("says why a project with licences and a client with projects cannot be deleted, and how many", async () => {
    const licenca = await novaLicenca(f.ana.client, "Cliente Preso", "Projeto Preso", "LO-PRESA");
    await novaLicenca(f.ana.client, "Cliente Preso 2", "Projeto Preso 2", "LO-PRESA-2");
    const projeto = await exclusao(f.ana.client, `/api/empreendimentos/${licenca.empreendimento.id}`);
    expect(projeto.bloqueio).toBe(
      "Este empreendimento possui 1 licença vinculada e não pode ser excluído. Exclua antes a licença.",
    );
    const cliente = await exclusao(f.ana.client, `/api/clientes/${licenca.cliente.id}`);
    expect(cliente.bloqueio).toBe(
      "Este cliente possui 1 empreendimento vinculado e não pode ser excluído. Marque-o como inativo para tirá-lo da lista.",
    );
    const solto = await novoCliente(f.ana.client, "Cliente Solto");
    expect(await exclusao(f.ana.client, `/api/clientes/${solto.id}`)).toEqual({
      itens: LIXEIRA_SEM_ITENS,
      bloqueio: null,
    });
  });

  it("answers another company's records with 404", async () => {
    const daBeta = await novaLicenca(f.bia.client, "Cliente da Beta", "Projeto da Beta", "LO-BETA-CONTA");
    for (const path of [
      `/api/licencas/${daBeta.id}`,
      `/api/empreendimentos/${daBeta.empreendimento.id}`,
      `/api/clientes/${daBeta.cliente.id}`,
    ]) {
      await expectError(await f.ana.client.get(`${path}/exclusao`), 404);
    }
  });
});

describe("delete → bin → restore", () => {
  it("brings a licence back with every row and file that went with it", async () => {
    const { licenca, periodica } = await licencaCompleta(f.ana.client, "LO-VOLTA-1");
    const antes = await estado();

    f.clock.advance(60);
    expect((await f.ana.client.delete(`/api/licencas/${licenca.id}`)).status).toBe(200);
    await expectError(await f.ana.client.get(`/api/licencas/${licenca.id}`), 404);
    await expectError(await f.ana.client.get(`/api/condicionantes/${periodica.id}`), 404);
    expect(await allFiles(f.t)).toEqual(antes.files); // files stay on disk while in the bin

    const entrada = await entradaDe(f.ana.client, "LO-VOLTA-1");
    const excluidoEm = f.clock.clock();
    expect(entrada).toEqual({
      id: entrada.id,
      tipo: "licenca",
      titulo: "LO-VOLTA-1",
      contexto: "Projeto LO-VOLTA-1 · Cliente LO-VOLTA-1",
      itens: ITENS_DA_LICENCA,
      excluidoPor: "Ana Alfa",
      excluidoEm: excluidoEm.toISOString(),
      expiraEm: new Date(excluidoEm.getTime() + 30 * DAY_S * 1000).toISOString(),
    });

    const res = await restaurar(f.ana.client, entrada.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await estado()).toEqual(antes);
    const volta = await getJson<TLicencaDetalhe>(f.ana.client, `/api/licencas/${licenca.id}`);
    expect(volta.documentos.map((d) => d.nome)).toEqual(["licenca.pdf", "mapa.png"]);
    expect((await lixeiraDe(f.ana.client, "LO-VOLTA-1")).total).toBe(0);
  });

  it("brings a condition back with its proof, scheduled deliveries and documents", async () => {
    const { periodica, comProva } = await licencaCompleta(f.ana.client, "LO-VOLTA-2");
    const antes = await estado();
    for (const c of [periodica, comProva]) {
      expect((await f.ana.client.delete(`/api/condicionantes/${c.id}`)).status).toBe(200);
    }
    expect((await entradaDe(f.ana.client, "Relatório mensal")).itens).toEqual({
      ...LIXEIRA_SEM_ITENS,
      entregas: 3,
      documentos: 1,
    });
    const entrada = await entradaDe(f.ana.client, "Laudo de ruído");
    expect(entrada).toMatchObject({ tipo: "condicionante", contexto: "Licença LO-VOLTA-2" });
    for (const e of [entrada, await entradaDe(f.ana.client, "Relatório mensal")]) {
      expect((await restaurar(f.ana.client, e.id)).status).toBe(200);
    }
    expect(await estado()).toEqual(antes);
  });

  it("brings a project and a client back", async () => {
    const cliente = await novoCliente(f.ana.client, "Cliente Que Volta", "11.222.333/0001-81");
    const projeto = await novoProjeto(f.ana.client, "Projeto Que Volta", cliente.id);
    const antes = await estado();
    expect((await f.ana.client.delete(`/api/empreendimentos/${projeto.id}`)).status).toBe(200);
    expect((await f.ana.client.delete(`/api/clientes/${cliente.id}`)).status).toBe(200);
    const entradaCliente = await entradaDe(f.ana.client, "Cliente Que Volta");
    expect(entradaCliente).toMatchObject({ tipo: "cliente", contexto: "11.222.333/0001-81", itens: LIXEIRA_SEM_ITENS });
    expect(await entradaDe(f.ana.client, "Projeto Que Volta")).toMatchObject({
      tipo: "empreendimento",
      contexto: "Cliente Que Volta",
    });
    expect((await restaurar(f.ana.client, entradaCliente.id)).status).toBe(200);
    expect((await restaurar(f.ana.client, (await entradaDe(f.ana.client, "Projeto Que Volta")).id)).status).toBe(200);
    expect(await estado()).toEqual(antes);
  });

  it("asks to restore the parent first, naming it, then brings the whole chain back", async () => {
    const { licenca } = await licencaCompleta(f.ana.client, "LO-CADEIA");
    const antes = await estado();
    expect((await f.ana.client.delete(`/api/licencas/${licenca.id}`)).status).toBe(200);
    // Binned licences do not hold their project back, nor binned projects their client.
    expect((await f.ana.client.delete(`/api/empreendimentos/${licenca.empreendimento.id}`)).status).toBe(200);
    expect((await f.ana.client.delete(`/api/clientes/${licenca.cliente.id}`)).status).toBe(200);

    const [lic, proj, cli] = await Promise.all(
      ["LO-CADEIA", "Projeto LO-CADEIA", "Cliente LO-CADEIA"].map((titulo) => entradaDe(f.ana.client, titulo)),
    );
    await expectError(
      await restaurar(f.ana.client, lic.id),
      409,
      "Não é possível restaurar: o empreendimento Projeto LO-CADEIA também está na Lixeira. Restaure-o antes.",
    );
    await expectError(
      await restaurar(f.ana.client, proj.id),
      409,
      "Não é possível restaurar: o cliente Cliente LO-CADEIA também está na Lixeira. Restaure-o antes.",
    );
    for (const e of [cli, proj, lic]) expect((await restaurar(f.ana.client, e.id)).status).toBe(200);
    expect(await estado()).toEqual(antes);
  });

  it("restores only what that deletion took: a condition binned before stays in the bin", async () => {
    const { licenca, periodica, comProva } = await licencaCompleta(f.ana.client, "LO-SEPARADA");
    const antes = await estado();
    expect((await f.ana.client.delete(`/api/condicionantes/${comProva.id}`)).status).toBe(200);
    expect((await f.ana.client.delete(`/api/licencas/${licenca.id}`)).status).toBe(200);
    expect((await entradaDe(f.ana.client, "LO-SEPARADA")).itens).toEqual({
      ...LIXEIRA_SEM_ITENS,
      condicionantes: 1,
      entregas: 3,
      documentos: 3,
    });

    expect((await restaurar(f.ana.client, (await entradaDe(f.ana.client, "LO-SEPARADA")).id)).status).toBe(200);
    expect((await getJson<{ id: string }>(f.ana.client, `/api/condicionantes/${periodica.id}`)).id).toBe(periodica.id);
    await expectError(await f.ana.client.get(`/api/condicionantes/${comProva.id}`), 404);
    expect((await restaurar(f.ana.client, (await entradaDe(f.ana.client, "Laudo de ruído")).id)).status).toBe(200);
    expect(await estado()).toEqual(antes);
  });

  it("answers a restore of something already restored with 404", async () => {
    const cliente = await novoCliente(f.ana.client, "Restaurado Duas Vezes");
    expect((await f.ana.client.delete(`/api/clientes/${cliente.id}`)).status).toBe(200);
    const entrada = await entradaDe(f.ana.client, "Restaurado Duas Vezes");
    expect((await restaurar(f.ana.client, entrada.id)).status).toBe(200);
    await expectError(await restaurar(f.ana.client, entrada.id), 404, NOT_IN_BIN);
  });
});

describe("what is in the bin is out of reach", () => {
  it("refuses a new client with the CPF/CNPJ of one in the bin, saying where it is", async () => {
    const cliente = await novoCliente(f.ana.client, "Cliente com CNPJ", "34.028.316/0001-03");
    expect((await f.ana.client.delete(`/api/clientes/${cliente.id}`)).status).toBe(200);
    const message =
      "Um cliente com este CPF/CNPJ está na Lixeira. Restaure-o ou exclua-o definitivamente para cadastrá-lo de novo.";
    const error = await expectError(
      await f.ana.client.post("/api/clientes", { nome: "Outro", cnpj: "34028316000103" }),
      409,
      message,
    );
    expect(error.fields?.cnpj).toBe(message);
  });

  it("adds nothing under a binned record, and a link given out before stops working", async () => {
    const licenca = await novaLicenca(f.ana.client, "Cliente Fora", "Projeto Fora", "LO-FORA");
    const cond = await novaCondicionante(f.ana.client, licenca.id, "Fora de alcance");
    const up = await f.ana.client.postFile(`/api/licencas/${licenca.id}/documentos`, "arquivo", "a.pdf", pdfBytes());
    const doc = (await up.json()) as { id: string };
    const link = await getJson<{ url: string }>(f.ana.client, `/api/licencas/${licenca.id}/documentos/${doc.id}/link`);
    expect((await f.ana.client.get(link.url)).status).toBe(200);
    expect((await f.ana.client.delete(`/api/licencas/${licenca.id}`)).status).toBe(200);
    const files = await allFiles(f.t);

    expect((await f.ana.client.get(link.url)).status).toBe(404);
    await expectError(await uploadTo(f.ana.client, cond.id, "b.pdf", pdfBytes()), 404);
    await expectError(
      await f.ana.client.post(`/api/licencas/${licenca.id}/condicionantes`, {
        nome: "Nova",
        descricao: "Nova",
        status: "pendente",
      }),
      404,
    );
    await expectError(
      await f.ana.client.post(`/api/condicionantes/${cond.id}/comprovacoes`, { dataEntrega: "2026-03-01" }),
      404,
    );
    await expectError(await f.ana.client.patch(`/api/licencas/${licenca.id}/renovacao`, { emRenovacao: true }), 404);
    expect(await allFiles(f.t)).toEqual(files);
  });

  it("creates no licence under a project in the bin", async () => {
    const cliente = await novoCliente(f.ana.client, "Cliente do Projeto Sumido");
    const projeto = await novoProjeto(f.ana.client, "Projeto Sumido", cliente.id);
    expect((await f.ana.client.delete(`/api/empreendimentos/${projeto.id}`)).status).toBe(200);
    const res = await f.ana.client.post("/api/licencas", {
      clienteId: cliente.id,
      empreendimentoId: projeto.id,
      tipo: "LO",
      numero: "LO-SEM-PROJETO",
      orgao: "IMA",
    });
    await expectError(res, 400, "Empreendimento não encontrado.");
  });
});

describe("'Excluir definitivamente' (DELETE /lixeira/{id})", () => {
  it("removes the rows and files of the entry for good", async () => {
    const { licenca } = await licencaCompleta(f.ana.client, "LO-PURGA");
    const [antes, filesAntes] = [await companyCounts(f.t, f.alfaId), await allFiles(f.t)];
    expect((await f.ana.client.delete(`/api/licencas/${licenca.id}`)).status).toBe(200);
    const entrada = await entradaDe(f.ana.client, "LO-PURGA");

    const res = await purgar(f.ana.client, entrada.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await companyCounts(f.t, f.alfaId)).toEqual({
      ...antes,
      licencas: antes.licencas - 1,
      licenca_documentos: antes.licenca_documentos - 2,
      condicionantes: antes.condicionantes - 2,
      condicionante_comprovacoes: antes.condicionante_comprovacoes - 4,
      documentos: antes.documentos - 3,
    });
    expect((await allFiles(f.t)).length).toBe(filesAntes.length - 5);
    await expectError(await purgar(f.ana.client, entrada.id), 404, NOT_IN_BIN);
  });

  it("takes along the entries that could only come back with it (a licence binned before its project)", async () => {
    const { licenca } = await licencaCompleta(f.ana.client, "LO-ANTES");
    const [antes, filesAntes] = [await companyCounts(f.t, f.alfaId), await allFiles(f.t)];
    expect((await f.ana.client.delete(`/api/licencas/${licenca.id}`)).status).toBe(200);
    expect((await f.ana.client.delete(`/api/empreendimentos/${licenca.empreendimento.id}`)).status).toBe(200);

    expect((await purgar(f.ana.client, (await entradaDe(f.ana.client, "Projeto LO-ANTES")).id)).status).toBe(200);
    expect((await lixeiraDe(f.ana.client, "LO-ANTES")).total).toBe(0);
    const depois = await companyCounts(f.t, f.alfaId);
    expect(depois.licencas).toBe(antes.licencas - 1);
    expect(depois.empreendimentos).toBe(antes.empreendimentos - 1);
    expect(depois.clientes).toBe(antes.clientes); // the client was not deleted
    expect((await allFiles(f.t)).length).toBe(filesAntes.length - 5);
  });
});

describe("the daily cleanup (30 days, the injected clock)", () => {
  it("keeps an entry at 29 days and removes it, rows then files, at 30 days", async () => {
    // Empty the bin of the other tests' entries first, so the counts below are this test's own.
    f.clock.set(new Date(Date.parse(NOW) + 100 * DAY_S * 1000));
    await limpar();
    f.clock.set(NOW);
    const { licenca } = await licencaCompleta(f.ana.client, "LO-EXPIRA");
    const [antes, filesAntes] = [await companyCounts(f.t, f.alfaId), await allFiles(f.t)];
    const inicio = f.clock.clock();
    expect((await f.ana.client.delete(`/api/licencas/${licenca.id}`)).status).toBe(200);
    const binned = await companyCounts(f.t, f.alfaId);
    try {
      // Beta's entry, deleted ten days later, is younger: it stays.
      f.clock.advance(10 * DAY_S);
      const daBeta = await novoCliente(f.bia.client, "Cliente Recente da Beta");
      expect((await f.bia.client.delete(`/api/clientes/${daBeta.id}`)).status).toBe(200);

      f.clock.set(new Date(inicio.getTime() + (30 * DAY_S - 60) * 1000));
      expect((await lixeiraDe(f.ana.client, "LO-EXPIRA")).total).toBe(1);
      await limpar();
      expect(await companyCounts(f.t, f.alfaId)).toEqual(binned);
      expect(await allFiles(f.t)).toEqual(filesAntes);

      f.clock.set(new Date(inicio.getTime() + 30 * DAY_S * 1000 + 1000));
      // Two runs at once (two instances): each entry goes once, neither fails.
      const [a, b] = await Promise.all([limpar(), limpar()]);
      expect(a + b).toBe(1);
      expect((await lixeiraDe(f.ana.client, "LO-EXPIRA")).total).toBe(0);
      const depois = await companyCounts(f.t, f.alfaId);
      expect(depois.licencas).toBe(antes.licencas - 1);
      expect(depois.condicionantes).toBe(antes.condicionantes - 2);
      expect(depois.documentos).toBe(antes.documentos - 3);
      expect(depois.licenca_documentos).toBe(antes.licenca_documentos - 2);
      expect((await allFiles(f.t)).length).toBe(filesAntes.length - 5);
      expect((await lixeiraDe(f.bia.client, "Cliente Recente da Beta")).total).toBe(1);
      expect(await limpar()).toBe(0);
    } finally {
      f.clock.set(NOW);
    }
  });
});

describe("who may use the bin", () => {
  it("refuses a plain user of the company with 403", async () => {
    const cliente = await novoCliente(f.ana.client, "Cliente do Beto");
    expect((await f.beto.client.delete(`/api/clientes/${cliente.id}`)).status).toBe(200);
    const entrada = await entradaDe(f.ana.client, "Cliente do Beto");
    expect(entrada.excluidoPor).toBe("Beto Alfa");
    await expectError(await f.beto.client.get("/api/lixeira"), 403, NO_ROLE);
    await expectError(await restaurar(f.beto.client, entrada.id), 403, NO_ROLE);
    await expectError(await purgar(f.beto.client, entrada.id), 403, NO_ROLE);
    expect((await entradaDe(f.ana.client, "Cliente do Beto")).id).toBe(entrada.id);
  });

  it("shows another company nothing, and answers its restore and purge with 404, changing nothing", async () => {
    const cliente = await novoCliente(f.ana.client, "Cliente Sigiloso");
    expect((await f.ana.client.delete(`/api/clientes/${cliente.id}`)).status).toBe(200);
    const entrada = await entradaDe(f.ana.client, "Cliente Sigiloso");
    const antes = await estado();
    expect((await lixeiraDe(f.bia.client)).items.map((e) => e.id)).not.toContain(entrada.id);
    expect((await lixeiraDe(f.bia.client, "Sigiloso")).total).toBe(0);
    await expectError(await restaurar(f.bia.client, entrada.id), 404, NOT_IN_BIN);
    await expectError(await purgar(f.bia.client, entrada.id), 404, NOT_IN_BIN);
    expect(await estado()).toEqual(antes);
  });

  it("answers a malformed or unknown entry with 404", async () => {
    for (const id of ["nao-e-um-uuid", "00000000-0000-4000-8000-000000000000"]) {
      await expectError(await restaurar(f.ana.client, id), 404, NOT_IN_BIN);
      await expectError(await purgar(f.ana.client, id), 404, NOT_IN_BIN);
    }
  });
});

// The delete holds its rows while a write under them starts on another connection: the write waits,
// then finds its owner in the bin. PGlite has one connection, so these run on PostgreSQL only.
describe.runIf(onServerDatabase)("writes racing a delete into the bin", () => {
  async function whileDeleting(apagar: (tx: Db, ctx: TTenantContext) => Promise<void>, write: () => Promise<Response>) {
    const ctx = actorDeTeste({ companyId: f.alfaId, userId: f.ana.userId, now: f.clock.clock() });
    const deleted = barrier();
    const mayCommit = barrier();
    const deleting = withTenant(f.t.database.db, ctx, async (tx) => {
      await apagar(tx, ctx);
      deleted.open();
      await mayCommit.opened;
    });
    await deleted.opened;
    const writing = write();
    await Promise.race([writing, waitingForALock(f.t.database.db)]);
    mayCommit.open();
    await deleting;
    return writing;
  }

  it("answers 404 to an upload to a condition of a licence going to the bin, keeping no row or file", async () => {
    const licenca = await novaLicenca(f.ana.client, "Cliente Corrida", "Projeto Corrida", "LO-CORRIDA");
    const cond = await novaCondicionante(f.ana.client, licenca.id, "Em corrida");
    const files = await allFiles(f.t);
    const res = await whileDeleting(
      (tx, ctx) => deleteLicenca(tx, ctx, licenca.id),
      () => uploadTo(f.ana.client, cond.id, "corrida.pdf", pdfBytes()),
    );
    await expectError(res, 404);
    expect(await allFiles(f.t)).toEqual(files);
    expect((await entradaDe(f.ana.client, "LO-CORRIDA")).itens).toMatchObject({ condicionantes: 1, documentos: 0 });
  });

  it("refuses a licence created while its project goes to the bin", async () => {
    const cliente = await novoCliente(f.ana.client, "Cliente Corrida 2");
    const projeto = await novoProjeto(f.ana.client, "Projeto Corrida 2", cliente.id);
    const res = await whileDeleting(
      (tx, ctx) => deleteEmpreendimento(tx, ctx, projeto.id),
      () =>
        f.ana.client.post("/api/licencas", {
          clienteId: cliente.id,
          empreendimentoId: projeto.id,
          tipo: "LO",
          numero: "LO-CORRIDA-2",
          orgao: "IMA",
        }),
    );
    await expectError(res, 400, "Empreendimento não encontrado.");
  });
});
