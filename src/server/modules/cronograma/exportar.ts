import { and, desc, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { atividadesCronograma as a, documentos } from "../../db/schema";
import { cursorColumns, depoisDe, type TCursor, comCursor } from "../../db/keyset";
import type { TColuna } from "../../http/exportar";
import type { TTenantContext } from "../../http/context";
import { ATIVIDADE_STATUS_LABELS } from "../../../shared/rules/atividade-status";
import type { TRelatorioQuery } from "../../../shared/schemas/cronograma";
import { getEmpreendimento } from "../empreendimentos/empreendimentos.service";
import { responsavelNome } from "../usuarios/responsavel";
import { atividadesDoRelatorio } from "./relatorio.service";
import { atividadeStatusSql } from "./status-sql";

// A project's schedule in /relatorios, exported: the activities the report's period and person
// select (atividadesDoRelatorio), every one of them.

/**
 * One batch of the export. `today` stays an argument, not `ctx.today`: the download fixes one day
 * for the whole file, so every batch of it shows the statuses of the same day.
 */
export async function loteAtividades(
  db: Db,
  ctx: TTenantContext,
  today: string,
  empreendimentoId: string,
  periodo: TRelatorioQuery,
  cursor: TCursor | null,
  limite: number,
) {
  // Another company's, a binned or an unknown project: 404 before the file starts.
  if (!cursor) await getEmpreendimento(db, ctx, empreendimentoId);
  const rows = await db
    .select({
      titulo: a.titulo,
      descricao: a.descricao,
      dataPrazo: a.dataPrazo,
      dataConclusao: a.dataConclusao,
      status: atividadeStatusSql(a.status, a.dataPrazo, today),
      responsavel: responsavelNome(sql.raw(`"atividades_cronograma"."responsavel_id"`)),
      observacoes: a.observacoes,
      documentos: sql<number>`(select count(*)::int from ${documentos}
        where ${documentos.companyId} = "atividades_cronograma"."company_id" and ${documentos.relacionadoA} = 'atividade'
          and ${documentos.relacionadoId} = "atividades_cronograma"."id")`,
      ...cursorColumns(a.createdAt, a.id),
    })
    .from(a)
    .where(and(atividadesDoRelatorio(ctx, empreendimentoId, periodo), depoisDe(a.createdAt, a.id, cursor)))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(limite);
  return comCursor(rows);
}

type TLinha = Awaited<ReturnType<typeof loteAtividades>>[number];

export const colunasAtividades: TColuna<TLinha>[] = [
  { titulo: "Atividade", largura: 36, valor: (r) => r.titulo },
  { titulo: "Descrição", largura: 44, valor: (r) => r.descricao },
  { titulo: "Prazo", tipo: "data", valor: (r) => r.dataPrazo },
  { titulo: "Conclusão", tipo: "data", valor: (r) => r.dataConclusao },
  { titulo: "Status", largura: 14, valor: (r) => ATIVIDADE_STATUS_LABELS[r.status] ?? r.status },
  { titulo: "Responsável", largura: 24, valor: (r) => r.responsavel },
  { titulo: "Observações", largura: 40, valor: (r) => r.observacoes },
  { titulo: "Documentos", tipo: "numero", valor: (r) => r.documentos },
];
