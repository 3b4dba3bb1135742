import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { checklistItens, checklists, clientes, empreendimentos } from "../../db/schema";
import { cursorColumns, depoisDe, type TCursor, comCursor } from "../../db/keyset";
import type { TColuna } from "../../http/exportar";
import type { TTenantContext } from "../../http/context";
import { CHECKLIST_STATUS_LABELS, type TChecklistStatus } from "../../../shared/rules/checklist";
import { todayIn } from "../../../shared/rules/datas";
import type { TChecklistsQuery } from "../../../shared/schemas/checklists";
import { listFilter } from "./checklists.service";

// The checklists screen's export: the rows its filters select (listFilter), every page of them.

const itens = (concluidos: boolean) =>
  sql<number>`(select count(*)::int from ${checklistItens} where ${checklistItens.checklistId} = ${checklists.id}${
    concluidos ? sql` and ${checklistItens.concluido}` : sql``
  })`;

export function loteChecklists(
  db: Db,
  ctx: TTenantContext,
  q: Omit<TChecklistsQuery, "page" | "pageSize">,
  cursor: TCursor | null,
  limite: number,
) {
  return db
    .select({
      titulo: checklists.titulo,
      status: checklists.status,
      empreendimento: empreendimentos.nome,
      cliente: clientes.nome,
      itens: itens(false),
      concluidos: itens(true),
      createdAt: checklists.createdAt,
      ...cursorColumns(checklists.createdAt, checklists.id),
    })
    .from(checklists)
    .leftJoin(empreendimentos, eq(empreendimentos.id, checklists.empreendimentoId))
    .leftJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
    .where(and(listFilter(db, ctx, q), depoisDe(checklists.createdAt, checklists.id, cursor)))
    .orderBy(desc(checklists.createdAt), desc(checklists.id))
    .limit(limite)
    .then(comCursor);
}

type TLinha = Awaited<ReturnType<typeof loteChecklists>>[number];

export const colunasChecklists: TColuna<TLinha>[] = [
  { titulo: "Título", largura: 40, valor: (r) => r.titulo },
  { titulo: "Status", valor: (r) => CHECKLIST_STATUS_LABELS[r.status as TChecklistStatus] ?? r.status },
  { titulo: "Empreendimento", largura: 32, valor: (r) => r.empreendimento },
  { titulo: "Cliente", largura: 32, valor: (r) => r.cliente },
  { titulo: "Itens", tipo: "numero", valor: (r) => r.itens },
  { titulo: "Itens concluídos", tipo: "numero", largura: 16, valor: (r) => r.concluidos },
  { titulo: "Criado em", tipo: "data", valor: (r) => todayIn(r.createdAt) },
];
