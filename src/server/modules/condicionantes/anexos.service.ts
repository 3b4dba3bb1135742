import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { condicionanteComprovacoes, condicionantes, obrigacaoComprovacoes } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { invalid, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import type { TComprovacaoOrigem, TComprovacaoStatus } from "../../../shared/rules/condicionantes";
import { statusPorDocumentos } from "../../../shared/rules/obrigacoes";
import type { TComprovacao, TDocumento } from "../../../shared/schemas/condicionantes";
import {
  findDocumento,
  flagsDoDono,
  insertDocumento,
  listDocumentos,
  updateDocumento,
  type TDono,
  type TExclusaoNoDono,
  type TNovoDocumento,
} from "../documentos/documentos.service";
import { DOC_NOT_FOUND } from "../documentos/messages";
import { COMPROVACAO_NOT_FOUND } from "./messages";
import { entregasAbertasDe } from "./obrigacoes";
import { assertCondicionanteOwned, condicionanteOwned } from "./owner";

// What documents mean to a condition: its card's proofs and documents, and part 2 §4's flag that
// drives its status. The rows themselves are the documents module's.

const daCondicionante = (id: string): TDono => ({ tipo: "condicionante", id });

/**
 * A proof's columns, of a condition's proof or of an obligation's due date's (the same columns).
 * A portal proof's sender by name: one primary-key probe per proof, in the same statement (also
 * in a RETURNING), so every answer that builds a proof carries it.
 */
export const colunasDaComprovacao = (t: typeof condicionanteComprovacoes | typeof obrigacaoComprovacoes) => ({
  id: t.id,
  dataEntrega: t.dataEntrega,
  observacoes: t.observacoes,
  statusComprovacao: t.statusComprovacao,
  origem: t.origem,
  enviadaPor: sql<string | null>`(select nullif(p.full_name, '') from profiles p
    where p.id = ${t.createdBy} and ${t.origem} = 'portal')`,
  motivoRejeicao: t.motivoRejeicao,
  analisadaEm: t.analisadaEm,
  createdAt: t.createdAt,
});
export const comprovacaoColumns = colunasDaComprovacao(condicionanteComprovacoes);
export const toComprovacao = (
  r: {
    id: string;
    dataEntrega: string;
    observacoes: string | null;
    statusComprovacao: string;
    origem: string;
    enviadaPor: string | null;
    motivoRejeicao: string | null;
    analisadaEm: Date | null;
    createdAt: Date;
  },
  docs: TDocumento[],
): TComprovacao => ({
  id: r.id,
  dataEntrega: r.dataEntrega,
  observacoes: r.observacoes,
  statusComprovacao: r.statusComprovacao as TComprovacaoStatus,
  origem: r.origem as TComprovacaoOrigem,
  enviadaPor: r.enviadaPor,
  motivoRejeicao: r.motivoRejeicao,
  analisadaEm: r.analisadaEm?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  documentos: docs,
});

/** A proof's documents, oldest first. */
export async function documentosDaComprovacao(
  db: Db,
  ctx: TTenantContext,
  condicionanteId: string,
  comprovacaoId: string,
) {
  const docs = await listDocumentos(db, ctx, daCondicionante(condicionanteId));
  return docs.filter((d) => d.comprovacaoId === comprovacaoId);
}

/** A card's proofs by delivery date, each with its documents, and the documents outside any proof. */
export async function loadAnexos(db: Db, ctx: TTenantContext, condicionanteId: string) {
  const provas = await db
    .select(comprovacaoColumns)
    .from(condicionanteComprovacoes)
    .where(
      and(
        eq(condicionanteComprovacoes.condicionanteId, condicionanteId),
        eq(condicionanteComprovacoes.companyId, ctx.companyId),
      ),
    )
    .orderBy(asc(condicionanteComprovacoes.dataEntrega), asc(condicionanteComprovacoes.createdAt));
  const docs = await listDocumentos(db, ctx, daCondicionante(condicionanteId));
  return {
    comprovacoes: provas.map((p) =>
      toComprovacao(
        p,
        docs.filter((d) => d.comprovacaoId === p.id),
      ),
    ),
    documentos: docs.filter((d) => d.comprovacaoId === null),
  };
}

/**
 * Part 2 §4's document flag over every document of the condition: a delivery date already
 * recorded stays (today only when there is none), and a periodic condition with scheduled
 * deliveries left is only under way (decision 013). The condition's row is locked for the rest
 * of the transaction, so two flag changes at once apply one after the other and the last one to
 * commit sees both.
 */
export async function reavaliarStatus(db: Db, ctx: TTenantContext, condicionanteId: string): Promise<void> {
  await assertCondicionanteOwned(db, ctx, condicionanteId, "update");
  const [atual] = await db
    .select({ status: condicionantes.status, dataEntrega: condicionantes.dataEntrega })
    .from(condicionantes)
    .where(condicionanteOwned(ctx, condicionanteId));
  const { abertas } = await entregasAbertasDe(db, ctx, condicionanteId);
  const { status, dataEntrega } = statusPorDocumentos(
    await flagsDoDono(db, ctx, daCondicionante(condicionanteId)),
    ctx.today,
    // The date is kept only while concluded (decision 005), so another status has none to keep.
    { dataEntrega: atual.status === "concluida" ? atual.dataEntrega : null, entregasAbertas: abertas },
  );
  await db
    .update(condicionantes)
    .set({ status, dataEntrega, updatedAt: ctx.now })
    .where(condicionanteOwned(ctx, condicionanteId));
}

/** A proof given with an upload must be one of this condition's (and so of this company); kept until the commit. */
async function assertComprovacaoDe(db: Db, ctx: TTenantContext, condicionanteId: string, comprovacaoId: string) {
  const [own] = isUuid(comprovacaoId)
    ? await db
        .select({ id: condicionanteComprovacoes.id })
        .from(condicionanteComprovacoes)
        .where(
          and(
            eq(condicionanteComprovacoes.id, comprovacaoId),
            eq(condicionanteComprovacoes.condicionanteId, condicionanteId),
            eq(condicionanteComprovacoes.companyId, ctx.companyId),
          ),
        )
        .for("key share")
    : [];
  if (!own) throw invalid("comprovacaoId", COMPROVACAO_NOT_FOUND);
}

/**
 * The row of a file already stored (the route stores it first and removes it if this
 * transaction does not commit) and, with the flag ticked, the re-evaluated status. The owner is
 * checked and locked in the same transaction as the insert, so a concurrent delete of the
 * condition either takes this row with it or leaves this upload a 404. With the flag the lock
 * is taken for update at once: taking 'key share' first and upgrading later would let two
 * flagged uploads deadlock.
 */
export async function addDocumento(
  db: Db,
  ctx: TTenantContext,
  condicionanteId: string,
  input: TNovoDocumento,
): Promise<TDocumento> {
  await assertCondicionanteOwned(db, ctx, condicionanteId, input.condicionanteCumprida ? "update" : "key share");
  if (input.comprovacaoId) await assertComprovacaoDe(db, ctx, condicionanteId, input.comprovacaoId);
  const documento = await insertDocumento(db, ctx, daCondicionante(condicionanteId), input);
  if (input.condicionanteCumprida) await reavaliarStatus(db, ctx, condicionanteId);
  return documento;
}

/** A condition document's flag (re-evaluating the condition's status) and/or observations. */
export async function updateDocumentoDaCondicionante(
  db: Db,
  ctx: TTenantContext,
  id: string,
  data: { condicionanteCumprida?: boolean; observacoesDocumento?: string | null },
): Promise<{ documento: TDocumento; condicionanteId: string }> {
  const { dono } = await findDocumento(db, ctx, id);
  if (dono.tipo !== "condicionante") throw notFound(DOC_NOT_FOUND);
  // The condition first, as every writer of its status locks it: no deadlock with its delete.
  await assertCondicionanteOwned(db, ctx, dono.id, "update");
  const documento = await updateDocumento(db, ctx, id, data);
  if (data.condicionanteCumprida !== undefined) await reavaliarStatus(db, ctx, dono.id);
  return { documento, condicionanteId: dono.id };
}

/**
 * Around the delete of a condition's document (documentos.routes.ts): the condition is locked
 * first, as by every writer of its status, and when the document was flagged
 * 'condicionante_cumprida' its status is re-evaluated at once, as 'Reavaliar Status' would
 * (decision 013): deleting the only flagged document makes it pending again.
 */
export const exclusaoNaCondicionante: TExclusaoNoDono = async (db, ctx, doc, excluir) => {
  await assertCondicionanteOwned(db, ctx, doc.dono.id, "update");
  const key = await excluir();
  if (doc.condicionanteCumprida) await reavaliarStatus(db, ctx, doc.dono.id);
  return key;
};
