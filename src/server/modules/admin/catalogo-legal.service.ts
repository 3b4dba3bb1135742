import { and, desc, eq, gte, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { catalogoAjustes, obrigacaoInstancias, obrigacoes, users } from "../../db/schema";
import { recordWritesAs } from "../../db/tenant";
import { invalid, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { CATALOGO_LEGAL, CATALOGO_VERSAO } from "../../../shared/catalogo-legal/catalogo";
import { describeCondicao } from "../../../shared/catalogo-legal/aplicabilidade";
import type { TObrigacaoLegal } from "../../../shared/catalogo-legal/schema";
import { describeRecorrencia } from "../../../shared/rules/recorrencia-texto";
import { ZRecorrenciaSchema, type TRecorrencia } from "../../../shared/schemas/recorrencia";
import type {
  TAjusteData,
  TAjustePublicado,
  TAjusteResultado,
  TCatalogoAdmin,
  TCatalogoEntrada,
} from "../../../shared/schemas/catalogo-legal";

// The super-administrator's legal catalogue (decision 056): each entry with its source, its rule
// and condition in words, and the yearly overrides published over it. Publishing one moves the open
// due dates of that entry and year in every company, on the system path, in one transaction.

export const ENTRADA_NOT_FOUND = "Obrigação do catálogo não encontrada.";
export const SO_ANUAIS =
  "Esta obrigação vence mais de uma vez por ano: o ajuste por ano vale só para as que vencem uma vez por ano.";

/** Only a rule with one due date a year can have that date moved for a year. */
const umPorAno = (regra: TRecorrencia) =>
  regra.tipo === "anual" || (regra.tipo === "apos_periodo" && regra.periodo === "anual");

type TAjusteRow = TAjustePublicado & { codigo: string };

function entradaDe(e: TObrigacaoLegal, ajustes: TAjusteRow[]): TCatalogoEntrada {
  const regra = ZRecorrenciaSchema.parse(e.recorrencia);
  return {
    codigo: e.codigo,
    titulo: e.titulo,
    orgao: e.orgao,
    descricao: e.descricao,
    baseLegal: { ...e.baseLegal },
    recorrencia: describeRecorrencia(regra),
    aplicaSe: describeCondicao(e.aplicaSe),
    verificadoEm: e.verificadoEm,
    ajustavel: umPorAno(regra),
    ajustes: ajustes.filter((a) => a.codigo === e.codigo).map(({ codigo: _, ...a }) => a),
  };
}

/** The overrides published, the latest year first, with the publisher's name. */
async function ajustesDe(db: Db, codigo?: string): Promise<TAjusteRow[]> {
  const rows = await db
    .select({
      codigo: catalogoAjustes.codigo,
      ano: catalogoAjustes.ano,
      dataVencimento: catalogoAjustes.dataVencimento,
      motivo: catalogoAjustes.motivo,
      fonteUrl: catalogoAjustes.fonteUrl,
      publicadoPor: users.name,
      publicadoEm: catalogoAjustes.publicadoEm,
    })
    .from(catalogoAjustes)
    .leftJoin(users, eq(users.id, catalogoAjustes.publicadoPor))
    .where(codigo ? eq(catalogoAjustes.codigo, codigo) : undefined)
    .orderBy(desc(catalogoAjustes.ano));
  return rows.map((r) => ({ ...r, publicadoEm: r.publicadoEm.toISOString() }));
}

/** The whole catalogue (a handful of entries shipped with the product: no paging). */
export async function listCatalogoLegal(db: Db): Promise<TCatalogoAdmin> {
  const ajustes = await ajustesDe(db);
  return { versao: CATALOGO_VERSAO, entradas: CATALOGO_LEGAL.map((e) => entradaDe(e, ajustes)) };
}

/** The year must be near today's, and the new date in that year or the next (a report of 2027 is not due in 2031). */
function assertAjusteSensato(data: TAjusteData, today: string) {
  const hoje = Number(today.slice(0, 4));
  if (data.ano < hoje - 1 || data.ano > hoje + 5) {
    throw invalid("ano", `Informe um ano entre ${hoje - 1} e ${hoje + 5}.`);
  }
  if (data.dataVencimento < `${data.ano}-01-01` || data.dataVencimento > `${data.ano + 1}-12-31`) {
    throw invalid("dataVencimento", `O novo vencimento deve cair em ${data.ano} ou ${data.ano + 1}.`);
  }
}

/**
 * Publishes (or replaces) the override of `codigo` for `ano` and moves, in every company, the open
 * due dates out of the bin of the obligations made from that entry whose rule date falls in that
 * year: their due date becomes the override's, their rule date stays (the next one still comes from
 * the rule). Each move is written as the super-administrator, so the history names them, and
 * touches `updated_at`, so the calendar feeds pick it up.
 */
export async function publishAjuste(
  db: Db,
  actor: TTenantContext,
  codigo: string,
  data: TAjusteData,
): Promise<TAjusteResultado> {
  const e = CATALOGO_LEGAL.find((x) => x.codigo === codigo);
  if (!e) throw notFound(ENTRADA_NOT_FOUND);
  if (!umPorAno(ZRecorrenciaSchema.parse(e.recorrencia))) throw invalid("ano", SO_ANUAIS);
  assertAjusteSensato(data, actor.today);

  await recordWritesAs(db, actor.userId);
  const ajuste = {
    dataVencimento: data.dataVencimento,
    motivo: data.motivo,
    fonteUrl: data.fonteUrl,
    publicadoPor: actor.userId,
    publicadoEm: actor.now,
  };
  await db
    .insert(catalogoAjustes)
    .values({ codigo, ano: data.ano, ...ajuste })
    .onConflictDoUpdate({ target: [catalogoAjustes.codigo, catalogoAjustes.ano], set: ajuste });

  const i = obrigacaoInstancias;
  const movidos = await db
    .update(i)
    .set({ dataVencimento: data.dataVencimento, updatedAt: actor.now })
    .from(obrigacoes)
    .where(
      and(
        eq(obrigacoes.id, i.obrigacaoId),
        eq(obrigacoes.catalogoCodigo, codigo),
        isNull(obrigacoes.lixeiraId),
        isNull(i.lixeiraId),
        ne(i.status, "cumprida"),
        gte(i.dataRegra, `${data.ano}-01-01`),
        lt(i.dataRegra, `${data.ano + 1}-01-01`),
        sql`${i.dataVencimento} is distinct from ${data.dataVencimento}::date`,
      ),
    )
    .returning({ id: i.id });
  return { entrada: entradaDe(e, await ajustesDe(db, codigo)), movidos: movidos.length };
}
