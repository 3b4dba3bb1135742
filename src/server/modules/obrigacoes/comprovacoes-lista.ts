import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { obrigacaoComprovacoes, obrigacaoInstancias } from "../../db/schema";
import type { TTenantContext } from "../../http/context";
import type { TComprovacaoOrigem } from "../../../shared/rules/condicionantes";
import type { TObrigacaoComprovacaoStatus } from "../../../shared/rules/obrigacoes-legais";
import type { TObrigacaoComprovacao, TObrigacaoDocumento } from "../../../shared/schemas/obrigacoes";
import { listDocumentosDaObrigacao } from "../documentos/documentos.service";
import { colunasDaComprovacao } from "../condicionantes/anexos.service";
import { groupBy } from "../../group-by";

// The proofs of an obligation's due dates as its details show them: two queries for the whole
// obligation (its proofs, then its documents), grouped here by due date and by proof.

const p = obrigacaoComprovacoes;

/**
 * Every proof of the obligation's due dates, oldest delivery first, each with its files, by
 * instance id.
 */
export async function comprovacoesDaObrigacao(
  db: Db,
  ctx: TTenantContext,
  obrigacaoId: string,
): Promise<Map<string, TObrigacaoComprovacao[]>> {
  const provas = await db
    .select({ ...colunasDaComprovacao(p), instanciaId: p.instanciaId })
    .from(p)
    .innerJoin(obrigacaoInstancias, eq(obrigacaoInstancias.id, p.instanciaId))
    .where(and(eq(obrigacaoInstancias.obrigacaoId, obrigacaoId), eq(p.companyId, ctx.companyId)))
    .orderBy(asc(p.dataEntrega), asc(p.createdAt));
  const arquivos = groupBy(
    await listDocumentosDaObrigacao(db, ctx, obrigacaoId),
    (d) => d.obrigacaoComprovacaoId,
    ({ obrigacaoComprovacaoId: _prova, ...doc }): TObrigacaoDocumento => doc,
  );
  return groupBy(
    provas,
    (p) => p.instanciaId,
    ({ instanciaId: _instancia, ...r }): TObrigacaoComprovacao => ({
      ...r,
      statusComprovacao: r.statusComprovacao as TObrigacaoComprovacaoStatus,
      origem: r.origem as TComprovacaoOrigem,
      analisadaEm: r.analisadaEm?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      documentos: arquivos.get(r.id) ?? [],
    }),
  );
}
