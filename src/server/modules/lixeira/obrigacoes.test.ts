// Obligations outside licences (issue 32) in the bin: deleted alone or with their client or
// project, with their due dates, proofs and documents; restored exactly; purged with their files;
// and, while binned, quiet in the daily sweep. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertas, documentos, obrigacaoComprovacoes, obrigacaoInstancias } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { newKey } from "../../storage/storage";
import { APP_URL, type Client } from "../../test/test-app";
import { expectError, getJson, postJson } from "../../test/expect";
import { pdfBytes } from "../../test/files";
import { actorDeTeste } from "../../test/actor-de-teste";
import { barrier, onServerDatabase, waitingForALock } from "../../test/concurrency";
import { sweepPeriodo } from "../prazos/varredura";
import { deleteObrigacao } from "../obrigacoes/exclusao.service";
import { LIXEIRA_SEM_ITENS, type TExclusao } from "../../../shared/schemas/lixeira";
import type { TObrigacaoDetalhe, TObrigacaoItem } from "../../../shared/schemas/obrigacoes";
import type { TPage } from "../../../shared/schemas/paging";
import {
  allFiles,
  companyCounts,
  companyRows,
  entradaDe,
  lixeiraDe,
  setupLixeira,
  type TLixeiraFixture,
} from "./lixeira.fixture";

const RAPP = { tipo: "anual", mes: 3, dia: 31 };

let f: TLixeiraFixture;
beforeAll(async () => {
  f = await setupLixeira();
});
afterAll(() => f.t.close());

const estado = async () => ({ rows: await companyRows(f.t, f.alfaId), files: await allFiles(f.t) });
const exclusao = (client: Client, path: string) => getJson<TExclusao>(client, `${path}/exclusao`);
const restaurar = (client: Client, id: string) => client.post(`/api/lixeira/${id}/restaurar`);
const ok = async (res: Response) => expect(res.status, await res.clone().text()).toBe(200);

async function novoCliente(nome: string) {
  return postJson<{ id: string }>(f.ana.client, "/api/clientes", { nome });
}
async function novoProjeto(nome: string, clienteId: string) {
  return postJson<{ id: string }>(f.ana.client, "/api/empreendimentos", { nome, clienteId });
}
async function novaObrigacao(titulo: string, clienteId: string, empreendimentoId?: string) {
  return postJson<TObrigacaoDetalhe>(f.ana.client, "/api/obrigacoes", {
    ...{ clienteId, empreendimentoId, titulo, orgao: "IBAMA", recorrencia: RAPP },
  });
}

/** A stored PDF and its row under the obligation, on a proof when named. */
async function documento(obrigacaoId: string, nome: string, obrigacaoComprovacaoId: string | null = null) {
  const key = newKey(`obrigacoes/${obrigacaoId}`, "pdf");
  const bytes = pdfBytes(nome);
  await f.t.storage.put(key, bytes);
  await f.t.database.db.insert(documentos).values({
    ...{ companyId: f.alfaId, relacionadoA: "obrigacao", relacionadoId: obrigacaoId, obrigacaoComprovacaoId },
    ...{ nome, storagePath: key, contentType: "application/pdf", fileSize: bytes.length },
  });
}

/**
 * An obligation with everything that can hang from one: its first due date met (so a second one
 * follows), a proof of the first with a document, and a document of its own. 2 due dates, 1 proof,
 * 2 documents.
 */
async function obrigacaoCompleta(titulo: string, clienteId: string, empreendimentoId?: string) {
  const criada = await novaObrigacao(titulo, clienteId, empreendimentoId);
  const primeira = criada.instancias[0].id;
  await ok(await f.ana.client.post(`/api/obrigacoes/instancias/${primeira}/cumprir`, {}));
  const [prova] = await f.t.database.db
    .insert(obrigacaoComprovacoes)
    .values({ companyId: f.alfaId, instanciaId: primeira, dataEntrega: "2026-03-09", statusComprovacao: "aprovada" })
    .returning({ id: obrigacaoComprovacoes.id });
  await documento(criada.id, "protocolo-rapp.pdf", prova.id);
  await documento(criada.id, "ctf.pdf");
  return getJson<TObrigacaoDetalhe>(f.ana.client, `/api/obrigacoes/${criada.id}`);
}
const ITENS_DA_OBRIGACAO = { ...LIXEIRA_SEM_ITENS, vencimentos: 2, comprovacoes: 1, documentos: 2 };

const listaDoCliente = (clienteId: string) =>
  getJson<TPage<TObrigacaoItem>>(f.ana.client, `/api/obrigacoes?cliente=${clienteId}&status=todas`);

describe("deleting an obligation (DELETE /api/obrigacoes/{id})", () => {
  it("says first what goes with it: its due dates, their proofs and its documents", async () => {
    const cliente = await novoCliente("Olaria Conta");
    const rapp = await obrigacaoCompleta("RAPP Conta", cliente.id);
    expect(await exclusao(f.ana.client, `/api/obrigacoes/${rapp.id}`)).toEqual({
      itens: ITENS_DA_OBRIGACAO,
      bloqueio: null,
    });
    // A plain user deletes too, so sees the counts too.
    expect((await exclusao(f.beto.client, `/api/obrigacoes/${rapp.id}`)).itens).toEqual(ITENS_DA_OBRIGACAO);
  });

  it("hides it everywhere, then brings it back with every row and file", async () => {
    const cliente = await novoCliente("Olaria Volta");
    const projeto = await novoProjeto("Forno Volta", cliente.id);
    const rapp = await obrigacaoCompleta("RAPP Volta", cliente.id, projeto.id);
    const antes = await estado();

    await ok(await f.beto.client.delete(`/api/obrigacoes/${rapp.id}`));
    await expectError(await f.ana.client.get(`/api/obrigacoes/${rapp.id}`), 404, "Obrigação não encontrada.");
    expect((await listaDoCliente(cliente.id)).total).toBe(0);
    const aberta = rapp.instancias.find((i) => i.status !== "cumprida")!;
    await expectError(await f.ana.client.post(`/api/obrigacoes/instancias/${aberta.id}/cumprir`, {}), 404);
    expect(await allFiles(f.t)).toEqual(antes.files); // files stay on disk while in the bin

    const entrada = await entradaDe(f.ana.client, "RAPP Volta");
    expect(entrada).toMatchObject({
      tipo: "obrigacao",
      contexto: "Olaria Volta · Forno Volta",
      itens: ITENS_DA_OBRIGACAO,
      excluidoPor: "Beto Alfa",
    });
    await ok(await restaurar(f.ana.client, entrada.id));
    expect(await estado()).toEqual(antes);
    expect((await listaDoCliente(cliente.id)).total).toBe(2);
  });

  it("answers another company's obligation and an unknown id with 404, changing nothing", async () => {
    const daBeta = await postJson<{ id: string }>(f.bia.client, "/api/clientes", { nome: "Cliente da Beta" });
    const rapp = await postJson<TObrigacaoDetalhe>(f.bia.client, "/api/obrigacoes", {
      ...{ clienteId: daBeta.id, titulo: "RAPP da Beta", orgao: "IBAMA", recorrencia: RAPP },
    });
    for (const id of [rapp.id, "00000000-0000-4000-8000-000000000000", "nao-e-um-uuid"]) {
      await expectError(await f.ana.client.delete(`/api/obrigacoes/${id}`), 404);
      await expectError(await f.ana.client.get(`/api/obrigacoes/${id}/exclusao`), 404);
    }
    expect((await getJson<TObrigacaoDetalhe>(f.bia.client, `/api/obrigacoes/${rapp.id}`)).id).toBe(rapp.id);
  });
});

describe("a client's or a project's obligations go with it", () => {
  it("takes a project's obligations along, says how many, and brings them back with it", async () => {
    const cliente = await novoCliente("Cerâmica Junto");
    const projeto = await novoProjeto("Forno Junto", cliente.id);
    await obrigacaoCompleta("RAPP do Forno", cliente.id, projeto.id);
    await novaObrigacao("TCFA do Forno", cliente.id, projeto.id);
    await novaObrigacao("RAPP da Cerâmica", cliente.id); // the client's own: stays
    const itens = { ...LIXEIRA_SEM_ITENS, obrigacoes: 2, vencimentos: 3, comprovacoes: 1, documentos: 2 };
    expect(await exclusao(f.ana.client, `/api/empreendimentos/${projeto.id}`)).toEqual({ itens, bloqueio: null });
    const antes = await estado();

    await ok(await f.ana.client.delete(`/api/empreendimentos/${projeto.id}`));
    expect((await listaDoCliente(cliente.id)).items.map((i) => i.titulo)).toEqual(["RAPP da Cerâmica"]);
    const entrada = await entradaDe(f.ana.client, "Forno Junto");
    expect(entrada.itens).toEqual(itens);
    await ok(await restaurar(f.ana.client, entrada.id));
    expect(await estado()).toEqual(antes);
  });

  it("takes a client's obligations along and brings them back with it", async () => {
    const cliente = await novoCliente("Olaria Inteira");
    await obrigacaoCompleta("CTF da Olaria", cliente.id);
    expect((await exclusao(f.ana.client, `/api/clientes/${cliente.id}`)).itens).toEqual({
      ...ITENS_DA_OBRIGACAO,
      obrigacoes: 1,
    });
    const antes = await estado();
    await ok(await f.ana.client.delete(`/api/clientes/${cliente.id}`));
    expect((await listaDoCliente(cliente.id)).total).toBe(0);
    await ok(await restaurar(f.ana.client, (await entradaDe(f.ana.client, "Olaria Inteira")).id));
    expect(await estado()).toEqual(antes);
  });

  it("asks to restore the project first when the obligation went to the bin before it", async () => {
    const cliente = await novoCliente("Cerâmica Antes");
    const projeto = await novoProjeto("Forno Antes", cliente.id);
    const rapp = await obrigacaoCompleta("RAPP Antes", cliente.id, projeto.id);
    const antes = await estado();
    await ok(await f.ana.client.delete(`/api/obrigacoes/${rapp.id}`));
    await ok(await f.ana.client.delete(`/api/empreendimentos/${projeto.id}`));
    // The obligation went on its own: the project's entry took nothing more.
    expect((await entradaDe(f.ana.client, "Forno Antes")).itens).toEqual(LIXEIRA_SEM_ITENS);

    const obrigacao = await entradaDe(f.ana.client, "RAPP Antes");
    await expectError(
      await restaurar(f.ana.client, obrigacao.id),
      409,
      "Não é possível restaurar: o empreendimento Forno Antes também está na Lixeira. Restaure-o antes.",
    );
    await ok(await restaurar(f.ana.client, (await entradaDe(f.ana.client, "Forno Antes")).id));
    await ok(await restaurar(f.ana.client, obrigacao.id));
    expect(await estado()).toEqual(antes);
  });

  it("creates no obligation under a project in the bin", async () => {
    const cliente = await novoCliente("Cerâmica Sumida");
    const projeto = await novoProjeto("Forno Sumido", cliente.id);
    await ok(await f.ana.client.delete(`/api/empreendimentos/${projeto.id}`));
    const res = await f.ana.client.post("/api/obrigacoes", {
      ...{ clienteId: cliente.id, empreendimentoId: projeto.id, titulo: "TCFA", orgao: "IBAMA", recorrencia: RAPP },
    });
    await expectError(res, 400, "Empreendimento não encontrado.");
  });
});

describe("'Excluir definitivamente' of an obligation", () => {
  it("removes its rows and files for good", async () => {
    const cliente = await novoCliente("Olaria Purga");
    const rapp = await obrigacaoCompleta("RAPP Purga", cliente.id);
    const [antes, arquivos] = [await companyCounts(f.t, f.alfaId), await allFiles(f.t)];
    await ok(await f.ana.client.delete(`/api/obrigacoes/${rapp.id}`));

    await ok(await f.ana.client.delete(`/api/lixeira/${(await entradaDe(f.ana.client, "RAPP Purga")).id}`));
    expect(await companyCounts(f.t, f.alfaId)).toEqual({
      ...antes,
      obrigacoes: antes.obrigacoes - 1,
      obrigacao_instancias: antes.obrigacao_instancias - 2,
      obrigacao_comprovacoes: antes.obrigacao_comprovacoes - 1,
      documentos: antes.documentos - 2,
    });
    expect((await allFiles(f.t)).length).toBe(arquivos.length - 2);
  });

  it("goes with its project's purge when it was binned before it, files included", async () => {
    const cliente = await novoCliente("Cerâmica Purga");
    const projeto = await novoProjeto("Forno Purga", cliente.id);
    const rapp = await obrigacaoCompleta("RAPP do Forno Purga", cliente.id, projeto.id);
    const arquivos = await allFiles(f.t);
    await ok(await f.ana.client.delete(`/api/obrigacoes/${rapp.id}`));
    await ok(await f.ana.client.delete(`/api/empreendimentos/${projeto.id}`));

    await ok(await f.ana.client.delete(`/api/lixeira/${(await entradaDe(f.ana.client, "Forno Purga")).id}`));
    expect((await lixeiraDe(f.ana.client, "Purga")).items.map((e) => e.titulo)).toEqual([]);
    expect((await allFiles(f.t)).length).toBe(arquivos.length - 2);
  });
});

describe("the daily sweep", () => {
  it("alerts on a live obligation's due date and not on one in the bin, nor on one under a binned client", async () => {
    const cliente = await novoCliente("Olaria Varredura");
    const viva = await novaObrigacao("RAPP Viva", cliente.id);
    const apagada = await novaObrigacao("RAPP Apagada", cliente.id);
    await ok(await f.ana.client.delete(`/api/obrigacoes/${apagada.id}`));
    const outro = await novoCliente("Olaria Varredura Apagada");
    const doApagado = await novaObrigacao("RAPP do Cliente Apagado", outro.id);
    await ok(await f.ana.client.delete(`/api/clientes/${outro.id}`));

    const deps = { db: f.t.database.db, mailer: { send: async () => undefined }, appUrl: APP_URL };
    await sweepPeriodo(deps, "2026-03-31", "2026-03-31");
    const alertados = async (o: TObrigacaoDetalhe) =>
      (
        await f.t.database.db
          .select({ id: alertas.id })
          .from(alertas)
          .where(and(eq(alertas.itemTipo, "obrigacao"), eq(alertas.itemId, o.instancias[0].id)))
      ).length;
    expect(await alertados(viva)).toBe(1);
    expect(await alertados(apagada)).toBe(0);
    expect(await alertados(doApagado)).toBe(0);
  });
});

// The delete holds the obligation while a due date is met on another connection: the meeting
// waits, then finds it in the bin. PGlite has one connection, so this runs on PostgreSQL only.
describe.runIf(onServerDatabase)("a due date met while its obligation goes to the bin", () => {
  it("answers 404 and creates no next due date", async () => {
    const cliente = await novoCliente("Olaria Corrida");
    const rapp = await novaObrigacao("RAPP Corrida", cliente.id);
    const ctx = actorDeTeste({ companyId: f.alfaId, userId: f.ana.userId, now: f.clock.clock() });
    const deleted = barrier();
    const mayCommit = barrier();
    const deleting = withTenant(f.t.database.db, ctx, async (tx) => {
      await deleteObrigacao(tx, ctx, rapp.id);
      deleted.open();
      await mayCommit.opened;
    });
    await deleted.opened;
    const meeting = f.ana.client.post(`/api/obrigacoes/instancias/${rapp.instancias[0].id}/cumprir`, {});
    await Promise.race([meeting, waitingForALock(f.t.database.db)]);
    mayCommit.open();
    await deleting;
    await expectError(await meeting, 404);
    const vencimentos = await f.t.database.db
      .select({ id: obrigacaoInstancias.id })
      .from(obrigacaoInstancias)
      .where(eq(obrigacaoInstancias.obrigacaoId, rapp.id));
    expect(vencimentos).toHaveLength(1);
    expect((await entradaDe(f.ana.client, "RAPP Corrida")).itens.vencimentos).toBe(1);
  });
});
