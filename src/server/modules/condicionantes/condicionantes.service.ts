import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  clientes,
  condicionanteComprovacoes,
  condicionantes,
  documentos,
  empreendimentos,
  licencas,
} from "../../db/schema";
import { isUuid } from "../../db/paging";
import { invalid, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { entregaInvalida, type TCondicionanteStatus } from "../../../shared/rules/condicionantes";
import type { TPeriodicidadeTipo } from "../../../shared/rules/periodicidade";
import type {
  TCondicionante,
  TCondicionanteData,
  TCondicionanteDetalhe,
  TCondicionantesDaLicenca,
  TNovaCondicionanteData,
} from "../../../shared/schemas/condicionantes";
import { exclusao, moveToLixeira } from "../lixeira/lixeira.service";
import { LICENCA_NOT_FOUND } from "../licencas/messages";
import { assertLicencaOwned, licencaExists } from "../licencas/owner";
import { loadAnexos } from "./anexos.service";
import { CONDICIONANTE_NOT_FOUND } from "./messages";
import { assertSemEntregasAbertas, entregaAberta } from "./obrigacoes";
import { assertCondicionanteOwned, condicionanteOwned as owned } from "./owner";
import { assertResponsavel, doResponsavel, responsavelNome, toResponsavel } from "../usuarios/responsavel";
import { condicionanteCampos } from "./campos";

// Qualified by hand: in a select from this one table drizzle leaves the column's table out,
// and inside the subqueries a bare "id" would be the subquery table's own.
const condicionanteId = sql.raw(`"condicionantes"."id"`);

const columns = {
  id: condicionantes.id,
  licencaId: condicionantes.licencaId,
  ...condicionanteCampos,
  dataAprovacao: condicionantes.dataAprovacao,
  periodicidadeTipo: condicionantes.periodicidadeTipo,
  periodicidadeIntervalo: condicionantes.periodicidadeIntervalo,
  dataInicioPeriodicidade: condicionantes.dataInicioPeriodicidade,
  dataFimPeriodicidade: condicionantes.dataFimPeriodicidade,
  gerarAutomaticamente: condicionantes.gerarAutomaticamente,
  responsavelId: condicionantes.responsavelId,
  responsavelNome: responsavelNome(sql.raw(`"condicionantes"."responsavel_id"`)),
  createdAt: condicionantes.createdAt,
  updatedAt: condicionantes.updatedAt,
  // Counted by the database per row: every document of the condition, its proofs' included.
  documentosCount: sql<number>`(select count(*)::int from ${documentos}
    where ${documentos.relacionadoA} = 'condicionante' and ${documentos.relacionadoId} = ${condicionanteId})`,
  comprovacoesCount: sql<number>`(select count(*)::int from ${condicionanteComprovacoes}
    where ${condicionanteComprovacoes.condicionanteId} = ${condicionanteId})`,
  // The unique index of 'agendada' proofs per condition and date answers both.
  entregasAgendadas: sql<number>`(select count(*)::int from ${condicionanteComprovacoes}
    where ${condicionanteComprovacoes.condicionanteId} = ${condicionanteId} and ${entregaAberta})`,
  proximaEntrega: sql<string | null>`(select min(${condicionanteComprovacoes.dataEntrega})::text
    from ${condicionanteComprovacoes}
    where ${condicionanteComprovacoes.condicionanteId} = ${condicionanteId} and ${entregaAberta})`,
};

type Row = Awaited<ReturnType<ReturnType<typeof selectCondicionantes>["execute"]>>[number];
const selectCondicionantes = (db: Db) => db.select(columns).from(condicionantes);

const toCondicionante = (r: Row): TCondicionante => ({
  id: r.id,
  licencaId: r.licencaId,
  nome: r.nome,
  descricao: r.descricao,
  status: r.status as TCondicionanteStatus,
  aprovada: r.aprovada,
  dataPrazo: r.dataPrazo,
  dataEntrega: r.dataEntrega,
  dataAprovacao: r.dataAprovacao?.toISOString() ?? null,
  periodicidade:
    r.periodicidadeTipo && r.dataInicioPeriodicidade && r.dataFimPeriodicidade
      ? {
          tipo: r.periodicidadeTipo as TPeriodicidadeTipo,
          intervalo: r.periodicidadeIntervalo ?? 1,
          dataInicio: r.dataInicioPeriodicidade,
          dataFim: r.dataFimPeriodicidade,
          gerarAutomaticamente: r.gerarAutomaticamente,
        }
      : null,
  documentosCount: r.documentosCount,
  comprovacoesCount: r.comprovacoesCount,
  entregasAgendadas: r.entregasAgendadas,
  proximaEntrega: r.proximaEntrega,
  responsavel: toResponsavel(r.responsavelId, r.responsavelNome),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function getCondicionante(db: Db, ctx: TTenantContext, id: string) {
  const [row] = isUuid(id) ? await selectCondicionantes(db).where(owned(ctx, id)) : [];
  if (!row) throw notFound(CONDICIONANTE_NOT_FOUND);
  return toCondicionante(row);
}

export async function getDetalhe(db: Db, ctx: TTenantContext, id: string): Promise<TCondicionanteDetalhe> {
  const condicionante = await getCondicionante(db, ctx, id);
  return { ...condicionante, ...(await loadAnexos(db, ctx, id)) };
}

/** The licence's header lines and its conditions (all, or one person's), newest first. */
export async function listDaLicenca(
  db: Db,
  ctx: TTenantContext,
  licencaId: string,
  filtro: { responsavel?: string } = {},
): Promise<TCondicionantesDaLicenca> {
  const [licenca] = isUuid(licencaId)
    ? await db
        .select({
          id: licencas.id,
          numero: licencas.numero,
          empresa: clientes.nome,
          empreendimento: empreendimentos.nome,
          dataEmissao: licencas.emissaoDate,
        })
        .from(licencas)
        .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
        .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
        .where(and(eq(licencas.id, licencaId), eq(licencas.companyId, ctx.companyId)))
    : [];
  if (!licenca) throw notFound(LICENCA_NOT_FOUND);
  const rows = await selectCondicionantes(db)
    .where(
      and(
        eq(condicionantes.licencaId, licencaId),
        eq(condicionantes.companyId, ctx.companyId),
        doResponsavel(ctx, condicionantes.responsavelId, filtro.responsavel),
      ),
    )
    .orderBy(desc(condicionantes.createdAt), desc(condicionantes.id));
  return { licenca, items: rows.map(toCondicionante) };
}

/** Part 2 §4: the delivery date is kept only for 'concluida', between 1900-01-01 and today. */
function entregaFor(status: string, dataEntrega: string | null, today: string): string | null {
  if (status !== "concluida") return null;
  // The schema already asked for it; a caller skipping the schema still gets the message.
  if (!dataEntrega) throw invalid("dataEntrega", "Data de entrega é obrigatória para status Concluída");
  const problem = entregaInvalida(dataEntrega, today);
  if (problem) throw invalid("dataEntrega", problem);
  return dataEntrega;
}

/**
 * 'Nova Condicionante' of the licence panel. Every write below is stamped with the request's
 * instant and checks dates against its day (`ctx.now`, `ctx.today`).
 */
export async function createDaLicenca(db: Db, ctx: TTenantContext, licencaId: string, data: TCondicionanteData) {
  // Held until the condition is saved: a licence going to the bin meanwhile takes it along or waits.
  await assertLicencaOwned(db, ctx, licencaId, "key share");
  await assertResponsavel(db, ctx, data.responsavelId);
  const [row] = await db
    .insert(condicionantes)
    .values({
      companyId: ctx.companyId,
      licencaId,
      nome: data.nome,
      descricao: data.descricao,
      status: data.status,
      aprovada: data.aprovada,
      dataAprovacao: data.aprovada ? ctx.now : null,
      dataPrazo: data.dataPrazo,
      dataEntrega: entregaFor(data.status, data.dataEntrega, ctx.today),
      responsavelId: data.responsavelId ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: condicionantes.id });
  return getCondicionante(db, ctx, row.id);
}

/** The conditions screen's short form: no name; 'concluida' is delivered today. */
export async function createNova(db: Db, ctx: TTenantContext, data: TNovaCondicionanteData) {
  if (!(await licencaExists(db, ctx, data.licencaId, "key share"))) throw invalid("licencaId", LICENCA_NOT_FOUND);
  await assertResponsavel(db, ctx, data.responsavelId);
  const [row] = await db
    .insert(condicionantes)
    .values({
      companyId: ctx.companyId,
      licencaId: data.licencaId,
      descricao: data.descricao,
      status: data.status,
      dataPrazo: data.dataPrazo,
      dataEntrega: data.status === "concluida" ? ctx.today : null,
      responsavelId: data.responsavelId ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: condicionantes.id });
  return getCondicionante(db, ctx, row.id);
}

/**
 * The inline edit; the approval instant is kept while it stays approved. A status a person saves
 * replaces the daily sweep's 'atrasada' mark (decision 024): the sweep no longer gives it back.
 */
export async function updateCondicionante(db: Db, ctx: TTenantContext, id: string, data: TCondicionanteData) {
  // Locked: a proof set back to 'agendada' meanwhile waits, and then reopens it (obrigacoes.ts).
  await assertCondicionanteOwned(db, ctx, id, "update");
  if (data.status === "concluida") await assertSemEntregasAbertas(db, ctx, id);
  await assertResponsavel(db, ctx, data.responsavelId);
  await db
    .update(condicionantes)
    .set({
      nome: data.nome,
      descricao: data.descricao,
      status: data.status,
      aprovada: data.aprovada,
      dataAprovacao: data.aprovada
        ? sql`coalesce(${condicionantes.dataAprovacao}, ${ctx.now.toISOString()}::timestamptz)`
        : null,
      dataPrazo: data.dataPrazo,
      dataEntrega: entregaFor(data.status, data.dataEntrega, ctx.today),
      // Absent: unchanged (drizzle leaves undefined out of the SET).
      responsavelId: data.responsavelId,
      statusAntesAtraso: null,
      updatedAt: ctx.now,
    })
    .where(owned(ctx, id));
  return getCondicionante(db, ctx, id);
}

export async function setStatus(
  db: Db,
  ctx: TTenantContext,
  id: string,
  data: { status: TCondicionanteStatus; dataEntrega: string | null },
) {
  await assertCondicionanteOwned(db, ctx, id, "update");
  const dataEntrega = entregaFor(data.status, data.dataEntrega, ctx.today);
  // Decision 013: a periodic condition is concluded only with its last scheduled delivery.
  if (data.status === "concluida") await assertSemEntregasAbertas(db, ctx, id);
  // A person's choice replaces the sweep's 'atrasada' mark (decision 024).
  await db
    .update(condicionantes)
    .set({ status: data.status, dataEntrega, statusAntesAtraso: null, updatedAt: ctx.now })
    .where(owned(ctx, id));
  return getCondicionante(db, ctx, id);
}

/** The spec's update_condicionante_aprovacao procedure: the flag and when it was set. */
export async function setAprovacao(db: Db, ctx: TTenantContext, id: string, aprovada: boolean) {
  await assertCondicionanteOwned(db, ctx, id);
  await db
    .update(condicionantes)
    .set({ aprovada, dataAprovacao: aprovada ? ctx.now : null, updatedAt: ctx.now })
    .where(owned(ctx, id));
  return getCondicionante(db, ctx, id);
}

const copia = (text: string) => `${text} (Cópia)`;

/** Part 2 §4: pending, not approved, no delivery date, same deadline; proofs stay with the original. */
export async function copyCondicionante(db: Db, ctx: TTenantContext, id: string) {
  const original = await getCondicionante(db, ctx, id);
  const [row] = await db
    .insert(condicionantes)
    .values({
      companyId: ctx.companyId,
      licencaId: original.licencaId,
      nome: original.nome === null ? null : copia(original.nome),
      descricao: copia(original.descricao),
      status: "pendente",
      aprovada: false,
      dataPrazo: original.dataPrazo,
      responsavelId: original.responsavel?.id ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: condicionantes.id });
  return getCondicionante(db, ctx, row.id);
}

/**
 * In the caller's transaction: the condition goes to the company's bin with its proofs,
 * scheduled deliveries and documents (modules/lixeira). The row is locked first, so an upload to
 * it either commits before (and its row goes along) or waits and then finds it gone. Files stay
 * on disk until the bin is emptied.
 */
export async function deleteCondicionante(db: Db, ctx: TTenantContext, id: string): Promise<void> {
  await assertCondicionanteOwned(db, ctx, id, "update");
  const [c] = await db
    .select({ nome: condicionantes.nome, descricao: condicionantes.descricao, licenca: licencas.numero })
    .from(condicionantes)
    .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
    .where(owned(ctx, id));
  await moveToLixeira(db, ctx, {
    tipo: "condicionante",
    id,
    titulo: resumo(c.nome ?? c.descricao),
    contexto: `Licença ${c.licenca}`,
  });
}

/** A condition's name, else its description, short enough for one line of the bin's list. */
const resumo = (texto: string) => (texto.length > 120 ? `${texto.slice(0, 119).trimEnd()}…` : texto);

/** What deleting the condition takes to the bin, for the confirmation (404 unless this company's). */
export async function exclusaoCondicionante(db: Db, ctx: TTenantContext, id: string) {
  await assertCondicionanteOwned(db, ctx, id);
  return exclusao(db, ctx, "condicionante", id, null);
}
