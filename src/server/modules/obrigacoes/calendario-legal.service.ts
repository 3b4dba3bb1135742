import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { arrayParam } from "../../db/array-param";
import type { Db } from "../../db/client";
import { clientes, empreendimentos, obrigacaoInstancias, obrigacaoModelos, obrigacoes } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { invalid, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { CATALOGO_LEGAL, CATALOGO_VERSAO } from "../../../shared/catalogo-legal/catalogo";
import { proposeObrigacoes, type TPerfilLegal } from "../../../shared/catalogo-legal/aplicabilidade";
import { firstVencimento } from "../../../shared/rules/recorrencia";
import { describeRecorrencia } from "../../../shared/rules/recorrencia-texto";
import { ZRecorrenciaSchema, type TLocal, type TRecorrencia } from "../../../shared/schemas/recorrencia";
import type { TCalendarioLegal, TPropostaModelo } from "../../../shared/schemas/obrigacoes";
import { CLIENTE_NOT_FOUND } from "./obrigacoes.service";
import { MODELO_NOT_FOUND } from "./modelos.service";
import { vencimentoSql } from "./vencimento-sql";

// 'Gerar calendário legal' (issue 32): from a client's profile (its CTF/APP, its projects' states
// and mining sites) the catalogue's entries that apply, each with why, and the company's own
// templates; the consultant ticks them and all are created at once. Nothing is created unasked.

export const MODELO_DA_EMPRESA = "Modelo da empresa";

const entrada = (codigo: string) => CATALOGO_LEGAL.find((e) => e.codigo === codigo);

async function perfilDe(db: Db, clienteId: string) {
  const [c] = isUuid(clienteId)
    ? await db
        .select({
          ctfNumero: clientes.ctfNumero,
          ctfCategorias: clientes.ctfCategorias,
          uf: clientes.estado,
          municipio: clientes.cidade,
        })
        .from(clientes)
        .where(eq(clientes.id, clienteId))
    : [];
  if (!c) throw notFound(CLIENTE_NOT_FOUND);
  const emps = await db
    .select({
      id: empreendimentos.id,
      nome: empreendimentos.nome,
      uf: empreendimentos.estado,
      municipio: empreendimentos.municipio,
      mineracao: empreendimentos.mineracao,
    })
    .from(empreendimentos)
    .where(eq(empreendimentos.clienteId, clienteId))
    .orderBy(asc(empreendimentos.nome), asc(empreendimentos.id));
  return { cliente: c, empreendimentos: emps };
}

/** The client's profile and what the catalogue proposes for it, marking what already exists. */
export async function getCalendarioLegal(db: Db, _ctx: TTenantContext, clienteId: string): Promise<TCalendarioLegal> {
  return (await calendarioDe(db, clienteId)).calendario;
}

/** The calendar's answer, and the profile's rows it was made from (where each project is). */
async function calendarioDe(db: Db, clienteId: string) {
  const { cliente, empreendimentos: emps } = await perfilDe(db, clienteId);
  const perfil: TPerfilLegal = {
    ctf: { numero: cliente.ctfNumero, categorias: cliente.ctfCategorias },
    empreendimentos: emps,
  };
  const existentes = await db
    .select({ codigo: obrigacoes.catalogoCodigo, empreendimentoId: obrigacoes.empreendimentoId })
    .from(obrigacoes)
    .where(and(eq(obrigacoes.clienteId, clienteId), isNotNull(obrigacoes.catalogoCodigo)));
  const chave = (codigo: string | null, emp: string | null) => `${codigo}|${emp ?? ""}`;
  const criadas = new Set(existentes.map((e) => chave(e.codigo, e.empreendimentoId)));
  const calendario: TCalendarioLegal = {
    catalogoVersao: CATALOGO_VERSAO,
    perfil: { ctfNumero: cliente.ctfNumero, ctfCategorias: cliente.ctfCategorias, empreendimentos: emps },
    propostas: proposeObrigacoes(perfil, CATALOGO_LEGAL).map((p) => {
      const e = entrada(p.codigo)!;
      const emp = emps.find((x) => x.id === p.empreendimentoId);
      return {
        codigo: p.codigo,
        titulo: e.titulo,
        orgao: e.orgao,
        baseLegal: `${e.baseLegal.ato}, ${e.baseLegal.artigo}`,
        baseLegalUrl: e.baseLegal.url,
        recorrencia: describeRecorrencia(ZRecorrenciaSchema.parse(e.recorrencia)),
        empreendimento: emp ? { id: emp.id, nome: emp.nome } : null,
        motivos: p.motivos,
        criada: criadas.has(chave(p.codigo, p.empreendimentoId)),
      };
    }),
    modelos: await modelosPropostos(db, clienteId),
  };
  return { calendario, cliente, empreendimentos: emps };
}

/**
 * Every template of the company, for the client as a whole (its own business days), marking
 * the ones the client has already. A template says nothing of the profile: the consultant ticks it.
 */
async function modelosPropostos(db: Db, clienteId: string): Promise<TPropostaModelo[]> {
  const m = obrigacaoModelos;
  // At most one obligation per client (no project) and template: the unique obrigacoes_modelo_uq.
  const rows = await db
    .select({ modelo: m, criada: sql<boolean>`${obrigacoes.id} is not null` })
    .from(m)
    .leftJoin(
      obrigacoes,
      and(eq(obrigacoes.modeloId, m.id), eq(obrigacoes.clienteId, clienteId), isNull(obrigacoes.empreendimentoId)),
    )
    .orderBy(asc(m.titulo), asc(m.id));
  return rows.map(({ modelo, criada }) => ({
    modeloId: modelo.id,
    titulo: modelo.titulo,
    orgao: modelo.orgao,
    baseLegal: modelo.baseLegal,
    baseLegalUrl: modelo.baseLegalUrl,
    recorrencia: describeRecorrencia(modelo.recorrencia),
    motivos: [MODELO_DA_EMPRESA],
    criada,
  }));
}

/** Records the client's CTF/APP and which of its projects are mining sites. */
export async function savePerfilLegal(
  db: Db,
  ctx: TTenantContext,
  clienteId: string,
  data: { ctfNumero: string | null; ctfCategorias: string[]; mineracao: string[] },
): Promise<TCalendarioLegal> {
  await perfilDe(db, clienteId);
  await db
    .update(clientes)
    .set({ ctfNumero: data.ctfNumero, ctfCategorias: [...new Set(data.ctfCategorias)] })
    .where(eq(clientes.id, clienteId));
  await db
    .update(empreendimentos)
    .set({ mineracao: sql`${empreendimentos.id} = any(${arrayParam(data.mineracao, "uuid")})` })
    .where(eq(empreendimentos.clienteId, clienteId));
  return getCalendarioLegal(db, ctx, clienteId);
}

/** The obligation's first instance, from today by its rule (or the year's override of a catalogue entry's date). */
async function insertPrimeiro(
  db: Db,
  ctx: TTenantContext,
  obrigacao: { id: string; recorrencia: TRecorrencia; catalogoCodigo: string | null },
  local: TLocal,
) {
  const primeiro = firstVencimento(obrigacao.recorrencia, ctx.today, local);
  await db.insert(obrigacaoInstancias).values({
    companyId: ctx.companyId,
    obrigacaoId: obrigacao.id,
    dataRegra: primeiro.dataRegra,
    dataVencimento: vencimentoSql(obrigacao.catalogoCodigo, primeiro),
  });
}

/**
 * Creates the ticked proposals, each with its first due date from today; one that no longer
 * applies to the profile (or a template no longer there) is refused, and one that exists already
 * is left as it is.
 */
export async function createCalendarioLegal(
  db: Db,
  ctx: TTenantContext,
  clienteId: string,
  escolha: { itens: { codigo: string; empreendimentoId: string | null }[]; modelos: string[] },
): Promise<{ criadas: number }> {
  const { calendario, cliente, empreendimentos: emps } = await calendarioDe(db, clienteId);
  const { propostas } = calendario;
  const doCliente = { uf: cliente.uf, municipio: cliente.municipio };
  let criadas = 0;
  for (const item of escolha.itens) {
    const p = propostas.find(
      (x) => x.codigo === item.codigo && (x.empreendimento?.id ?? null) === item.empreendimentoId,
    );
    if (!p) throw invalid("itens", `A obrigação ${item.codigo} não se aplica ao perfil deste empreendedor.`);
    if (p.criada) continue;
    const e = entrada(p.codigo)!;
    const recorrencia = ZRecorrenciaSchema.parse(e.recorrencia);
    const emp = emps.find((x) => x.id === item.empreendimentoId);
    const [row] = await db
      .insert(obrigacoes)
      .values({
        companyId: ctx.companyId,
        clienteId,
        empreendimentoId: item.empreendimentoId,
        titulo: e.titulo,
        orgao: e.orgao,
        baseLegal: p.baseLegal,
        baseLegalUrl: e.baseLegal.url,
        descricao: e.descricao,
        recorrencia,
        catalogoCodigo: e.codigo,
      })
      .onConflictDoNothing()
      .returning({ id: obrigacoes.id, recorrencia: obrigacoes.recorrencia, catalogoCodigo: obrigacoes.catalogoCodigo });
    if (!row) continue; // created meanwhile by another request
    await insertPrimeiro(db, ctx, row, emp ? { uf: emp.uf, municipio: emp.municipio } : doCliente);
    criadas++;
  }
  for (const modeloId of new Set(escolha.modelos)) {
    const p = calendario.modelos.find((x) => x.modeloId === modeloId);
    if (p?.criada) continue;
    const [modelo] = p ? await db.select().from(obrigacaoModelos).where(eq(obrigacaoModelos.id, modeloId)) : [];
    if (!modelo) throw invalid("modelos", MODELO_NOT_FOUND);
    const [row] = await db
      .insert(obrigacoes)
      .values({
        companyId: ctx.companyId,
        clienteId,
        titulo: modelo.titulo,
        orgao: modelo.orgao,
        baseLegal: modelo.baseLegal,
        baseLegalUrl: modelo.baseLegalUrl,
        descricao: modelo.descricao,
        recorrencia: modelo.recorrencia,
        modeloId,
      })
      .onConflictDoNothing()
      .returning({ id: obrigacoes.id, recorrencia: obrigacoes.recorrencia, catalogoCodigo: obrigacoes.catalogoCodigo });
    if (!row) continue;
    await insertPrimeiro(db, ctx, row, doCliente);
    criadas++;
  }
  return { criadas };
}
