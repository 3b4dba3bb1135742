import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clientes, condicionantes, empreendimentos, licencas, profiles } from "../../db/schema";
import { depoisDe, type TCursor, comCursor } from "../../db/keyset";
import type { TColuna, TEscopo } from "../../http/exportar";
import type { TTenantContext } from "../../http/context";
import { condicionanteStatusLabel, GRUPO_TITULOS, grupoDaObrigacao } from "../../../shared/rules/condicionantes";
import type { TSecoesQuery } from "../../../shared/schemas/condicionantes";
import { tipoNome } from "../licencas/tipo-nome";
import { comEntrega, entrega } from "./obrigacoes";
import { secoesWhere } from "./secoes.service";
import { condicionanteCampos } from "./campos";

// The conditions screen's export: every obligation its filters select, across its sections (a
// periodic condition's open deliveries one row each, like its cards), with the section named; and
// the portal's, one client's obligations (portal/exportar.ts).

/** An obligation is a condition and maybe one open delivery: both ids make its cursor's id. */
const obrigacaoId = sql<string>`${condicionantes.id}::text || ':' || coalesce(${entrega.id}::text, '')`;

type TFiltros = Pick<TSecoesQuery, "q" | "responsavel" | "minhas">;

export async function loteCondicionantes(
  db: Db,
  ctx: TTenantContext,
  today: string,
  escopo: TEscopo<TFiltros>,
  cursor: TCursor | null,
  limite: number,
) {
  const daEquipe = "filtros" in escopo;
  const linhas = db
    .select({
      ...condicionanteCampos,
      entregaData: entrega.dataEntrega,
      licenca: licencas.numero,
      tipo: tipoNome(),
      empreendimento: empreendimentos.nome,
      cliente: clientes.nome,
      responsavel: daEquipe ? sql<string | null>`${profiles.fullName}` : sql<string | null>`null`,
      cursorEm: sql<string>`${condicionantes.createdAt}::text`,
      cursorId: obrigacaoId,
    })
    .from(condicionantes)
    .leftJoin(entrega, comEntrega)
    .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
    .$dynamic();
  const rows = await (daEquipe ? linhas.leftJoin(profiles, eq(profiles.id, condicionantes.responsavelId)) : linhas)
    .where(
      and(
        daEquipe ? secoesWhere(ctx, escopo.filtros) : eq(empreendimentos.clienteId, escopo.clienteId),
        depoisDe(condicionantes.createdAt, obrigacaoId, cursor),
      ),
    )
    .orderBy(desc(condicionantes.createdAt), desc(obrigacaoId))
    .limit(limite);
  return comCursor(rows).map((r) => ({ ...r, today }));
}

export type TLinhaCondicionante = Awaited<ReturnType<typeof loteCondicionantes>>[number];
type TLinha = TLinhaCondicionante;

/** The section of shared/rules/condicionantes.ts: an open delivery by its own date. */
const secao = (r: TLinha) => {
  const grupo = grupoDaObrigacao(r, r.today);
  return grupo ? GRUPO_TITULOS[grupo] : "Sem prazo";
};

export const colunasCondicionantes: TColuna<TLinha>[] = [
  { titulo: "Condicionante", largura: 32, valor: (r) => r.nome },
  { titulo: "Descrição", largura: 48, valor: (r) => r.descricao },
  { titulo: "Seção", largura: 24, valor: secao },
  { titulo: "Status", largura: 14, valor: (r) => condicionanteStatusLabel(r.status, r.aprovada) },
  { titulo: "Prazo", tipo: "data", valor: (r) => r.dataPrazo },
  { titulo: "Entrega programada", tipo: "data", largura: 18, valor: (r) => r.entregaData },
  { titulo: "Data de entrega", tipo: "data", largura: 16, valor: (r) => r.dataEntrega },
  { titulo: "Licença", largura: 20, valor: (r) => r.licenca },
  { titulo: "Tipo de licença", largura: 30, valor: (r) => r.tipo },
  { titulo: "Empreendimento", largura: 32, valor: (r) => r.empreendimento },
  { titulo: "Cliente", largura: 32, valor: (r) => r.cliente },
  { titulo: "Responsável", largura: 24, valor: (r) => r.responsavel },
];
