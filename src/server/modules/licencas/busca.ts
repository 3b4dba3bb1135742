import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clientes, empreendimentos, licencas, licencaTipos } from "../../db/schema";
import { arrayParam } from "../../db/array-param";
import { likePattern, pageOffset } from "../../db/paging";
import type { TTenantContext } from "../../http/context";
import { foldText } from "../../../shared/rules/search";
import type { TTotalLimitado } from "../../../shared/schemas/paging";
import { LICENCA_TIPOS_PADRAO, type TLicencasQuery } from "../../../shared/schemas/licencas";
import { BUSCA_TOTAL_TETO } from "../../../shared/schemas/paging";

// The licence list's text search (decision 036): over a licence's number, agency, type (code or
// name), project and client. Counted up to a cap, and its page read newest first where the term
// is common, so that a term an eighth of the company matches costs a page, not the company.

/** The folded term as a LIKE pattern, and the built-in types whose name contains it. */
function termo(q: string) {
  const folded = foldText(q);
  const tipos = LICENCA_TIPOS_PADRAO.filter(([, nome]) => foldText(nome).includes(folded)).map(([codigo]) => codigo);
  return { padrao: likePattern(folded), tipos: arrayParam(tipos, "text") };
}

/**
 * Every match, as the set of ids app_buscar_licencas (migrations 0013, 0015) finds through the
 * trigram indexes: for the export and the licence choices, which need them all.
 */
export function buscaLicencas(q: string): SQL {
  const { padrao, tipos } = termo(q);
  return sql`${licencas.id} in (select app_buscar_licencas(${padrao}, ${tipos}))`;
}

/**
 * A licence row joined to its project and client that the term finds, tested row by row on the
 * stored folded columns (a comparison each, no fold): the list's walk newest first stops as soon
 * as the page is full. The company's own types are the few of its catalogue.
 */
function encontradaPeloTermo(ctx: TTenantContext, q: string): SQL {
  const { padrao, tipos } = termo(q);
  const tiposDaEmpresa = sql`select ${licencaTipos.codigo} from ${licencaTipos}
    where ${licencaTipos.companyId} = ${ctx.companyId} and app_fold(${licencaTipos.nome}) like ${padrao}`;
  return sql`(${licencas.busca} like ${padrao} or ${empreendimentos.nomeBusca} like ${padrao}
    or ${clientes.nomeBusca} like ${padrao} or ${licencas.tipo} = any(${tipos})
    or ${licencas.tipo} in (${tiposDaEmpresa}))`;
}

/** The largest count asked of the database: its LIMIT is an int, whatever page a URL names. */
const MAIOR_TETO = 2_000_000_000;

/**
 * The search's matches counted up to `teto` through the indexes (app_contar_licencas, migration
 * 0015), with their ids when fewer than `teto` match.
 */
async function contarBusca(db: Db, q: string, teto: number) {
  const { padrao, tipos } = termo(q);
  const { rows } = await db.execute<{ total: number; ids: string[] | null }>(
    sql`select total, ids from app_contar_licencas(${padrao}, ${tipos}, ${teto}::int)`,
  );
  return rows[0];
}

export interface TPaginaDaBusca {
  total: TTotalLimitado;
  /** The page's ids, newest first, as a subquery; null when the page is past the last match. */
  ids: SQL | null;
}

/**
 * The search's page and total under the list's other filters (`filtros`, over `licencas`;
 * `filtrado` when there are any). The matches are counted up to the cap, or up to the page's
 * end past it, so "more than" always leaves a next page to offer:
 * - fewer match: every id is known, and the page is sorted from them (exact total);
 * - more match: the page is read newest first through the list's index, testing each row,
 *   and the total is "more than" the count (with other filters, their matches counted up to it).
 */
export async function paginaDaBusca(
  db: Db,
  ctx: TTenantContext,
  filtros: SQL | undefined,
  filtrado: boolean,
  q: TLicencasQuery,
): Promise<TPaginaDaBusca> {
  const offset = pageOffset(q);
  const limite = Math.min(Math.max(BUSCA_TOTAL_TETO, offset + q.pageSize), MAIOR_TETO);
  const achadas = await contarBusca(db, q.q, limite + 1);
  // The list's order: newest first.
  const emOrdem = [desc(licencas.createdAt), desc(licencas.id)];

  if (achadas.ids) {
    const where = and(filtros, sql`${licencas.id} = any(${arrayParam(achadas.ids, "uuid")})`);
    const total = filtrado ? (await db.select({ total: count() }).from(licencas).where(where))[0].total : achadas.total;
    if (offset >= total) return { total, ids: null };
    const pagina = db
      .select({ id: licencas.id })
      .from(licencas)
      .where(where)
      .orderBy(...emOrdem)
      .limit(q.pageSize)
      .offset(offset);
    return { total, ids: pagina.getSQL() };
  }

  const where = and(filtros, encontradaPeloTermo(ctx, q.q));
  const encontradas = () =>
    db
      .select({ id: licencas.id })
      .from(licencas)
      .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
      .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
      .where(where);
  let total: TTotalLimitado = { maisDe: limite };
  if (filtrado) {
    const [{ n }] = await db.select({ n: count() }).from(
      encontradas()
        .limit(limite + 1)
        .as("encontradas"),
    );
    if (n <= limite) total = n;
    if (offset >= n) return { total, ids: null };
  }
  const pagina = encontradas()
    .orderBy(...emOrdem)
    .limit(q.pageSize)
    .offset(offset);
  return { total, ids: pagina.getSQL() };
}
