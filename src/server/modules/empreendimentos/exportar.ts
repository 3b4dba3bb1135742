import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clientes, empreendimentos, licencas } from "../../db/schema";
import { cursorColumns, depoisDe, type TCursor, comCursor } from "../../db/keyset";
import type { TColuna } from "../../http/exportar";
import type { TTenantContext } from "../../http/context";
import { todayIn } from "../../../shared/rules/datas";
import type { TPageQuery } from "../../../shared/schemas/paging";
import { empreendimentosWhere } from "./empreendimentos.service";

// The projects screen's export: the rows its search selects (empreendimentosWhere), every page.

export function loteEmpreendimentos(
  db: Db,
  ctx: TTenantContext,
  q: Pick<TPageQuery, "q">,
  cursor: TCursor | null,
  limite: number,
) {
  return db
    .select({
      nome: empreendimentos.nome,
      cliente: clientes.nome,
      atividade: empreendimentos.atividade,
      municipio: empreendimentos.municipio,
      estado: empreendimentos.estado,
      licencas: sql<number>`(select count(*)::int from ${licencas} where ${licencas.empreendimentoId} = ${empreendimentos.id})`,
      createdAt: empreendimentos.createdAt,
      ...cursorColumns(empreendimentos.createdAt, empreendimentos.id),
    })
    .from(empreendimentos)
    .leftJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
    .where(and(empreendimentosWhere(ctx, q), depoisDe(empreendimentos.createdAt, empreendimentos.id, cursor)))
    .orderBy(desc(empreendimentos.createdAt), desc(empreendimentos.id))
    .limit(limite)
    .then(comCursor);
}

type TLinha = Awaited<ReturnType<typeof loteEmpreendimentos>>[number];

export const colunasEmpreendimentos: TColuna<TLinha>[] = [
  { titulo: "Nome", largura: 36, valor: (r) => r.nome },
  { titulo: "Cliente", largura: 32, valor: (r) => r.cliente },
  { titulo: "Atividade", largura: 32, valor: (r) => r.atividade },
  { titulo: "Município", largura: 22, valor: (r) => r.municipio },
  { titulo: "UF", largura: 6, valor: (r) => r.estado },
  { titulo: "Licenças", tipo: "numero", valor: (r) => r.licencas },
  { titulo: "Cadastrado em", tipo: "data", largura: 14, valor: (r) => todayIn(r.createdAt) },
];
