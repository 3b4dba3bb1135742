import { and, eq, not } from "drizzle-orm";
import type { Db } from "../../db/client";
import { anyOf } from "../../db/array-param";
import { condicionanteComprovacoes, condicionantes } from "../../db/schema";
import type { TTenantContext } from "../../http/context";
import { GRUPOS, type TGrupo } from "../../../shared/rules/condicionantes";
import type { TTotalLimitado } from "../../../shared/schemas/paging";
import type { TSecoes, TSecoesQuery } from "../../../shared/schemas/condicionantes";
import { responsavelDoFiltro } from "../usuarios/responsavel";
import { aberta } from "./obrigacoes";
import { grupoObrigacao } from "./secoes-sql";
import type { TFiltroDaSecao } from "./secoes-fluxos";
import { countForaDosPrazosUpToCap, countSecoes, type TTotaisDasSecoes } from "./secoes-totais";
import {
  ORDER,
  paginaConcluidas,
  paginaConcluidasComTermo,
  paginaPorData,
  secaoFiltrada,
  selectItems,
  semVistas,
  toItem,
  type TItemRow,
} from "./secoes-paginas";
import { condicoesDaBusca, encontradaPeloTermo, preferIndexWalks } from "./busca";
import { totaisDasObrigacoes } from "./obrigacoes-por-dia";

type TFiltroDePessoa = Pick<TSecoesQuery, "responsavel" | "minhas">;
/** The person 'Responsável' or 'Minhas pendências' (the caller) names, else null. */
const pessoaDoFiltro = (ctx: TTenantContext, q: TFiltroDePessoa) =>
  (q.minhas ? ctx.userId : responsavelDoFiltro(ctx, q.responsavel)) ?? null;

/**
 * The filters that read the condition alone ('Responsável', 'Minhas pendências': not approved
 * yet), not the text — over the conditions, or over what the deliveries carry of them
 * (`condicionante_comprovacoes`' responsavel_id and condicionante_aprovada, migrations 0028/0029).
 */
function filtroDaCondicao(ctx: TTenantContext, q: TFiltroDePessoa, sobre: "condicoes" | "entregas" = "condicoes") {
  const pessoa = pessoaDoFiltro(ctx, q);
  const [responsavel, aprovada] =
    sobre === "condicoes"
      ? [condicionantes.responsavelId, condicionantes.aprovada]
      : [condicionanteComprovacoes.responsavelId, condicionanteComprovacoes.condicionanteAprovada];
  return and(pessoa ? eq(responsavel, pessoa) : undefined, q.minhas ? not(aprovada) : undefined);
}

/**
 * The screen's filters over every section, shared with its export (exportar.ts). 'Minhas
 * pendências' keeps the caller's obligations still owed and not approved (decision 024):
 * 'Concluídas' is then empty.
 */
export function secoesWhere(ctx: TTenantContext, q: Pick<TSecoesQuery, "q" | "responsavel" | "minhas">) {
  return and(
    eq(condicionantes.companyId, ctx.companyId),
    filtroDaCondicao(ctx, q),
    q.minhas ? aberta : undefined,
    q.q ? encontradaPeloTermo(q.q) : undefined,
  );
}

/**
 * One page of each section and every section's total, over the company's obligations
 * (obrigacoes.ts): a periodic condition's open deliveries each in the section of its own date, the
 * condition itself in none while it has any. The sections are cut at the request's day
 * (`ctx.today`). Unfiltered, the totals are the obligations' tally (decision 035) and each deadline
 * section's page reads only as far as itself (paginaPorData). Filtered (decision 066):
 * - a text search that finds at most BUSCA_TOTAL_TETO conditions (condicionantes/busca.ts) names
 *   them, and the sections are sorted and counted exactly among them;
 * - any other filter — a common term, 'Responsável', 'Minhas pendências' — is tested row by row
 *   while each deadline section is walked once in its order up to its cap, for its page and its
 *   capped total (secaoFiltrada, decision 074); a person's sections are read from that person's
 *   own index entries (decision 073), and the deliveries are tested on what they carry.
 */
export async function listSecoes(db: Db, ctx: TTenantContext, q: TSecoesQuery): Promise<TSecoes> {
  const { today } = ctx;
  const ids = q.q ? await condicoesDaBusca(db, q.q) : null;
  const pessoa = pessoaDoFiltro(ctx, q);
  // A person's entries are walked in order until the page or the cap is reached: a bitmap scan
  // would read them all first (20,001 for a count of 1,001 on the large company: 20–38 ms, 9 ms walked).
  if (!ids && (q.q || pessoa)) await preferIndexWalks(db);
  const texto = !q.q ? undefined : ids ? anyOf(condicionantes.id, ids) : encontradaPeloTermo(q.q);
  const filtro: TFiltroDaSecao = {
    filtro: and(filtroDaCondicao(ctx, q), texto),
    nasEntregas: and(
      filtroDaCondicao(ctx, q, "entregas"),
      !q.q
        ? undefined
        : ids
          ? anyOf(condicionanteComprovacoes.condicionanteId, ids)
          : encontradaPeloTermo(q.q, condicionanteComprovacoes.busca),
    ),
  };
  const base = and(eq(condicionantes.companyId, ctx.companyId), filtro.filtro, q.minhas ? aberta : undefined);
  const filtrada = Boolean(q.q || pessoa);
  const totals: Promise<Partial<TTotaisDasSecoes> & Pick<TTotaisDasSecoes, "semPrazo">> = ids
    ? countSecoes(db, today, q, base)
    : filtrada
      ? countForaDosPrazosUpToCap(db, ctx, q, filtro)
      : totaisDasObrigacoes(db, ctx.companyId, today);
  const page = async (g: TGrupo): Promise<{ rows: TItemRow[]; total?: TTotalLimitado }> => {
    if (g === "concluidas") {
      // 'Minhas pendências' keeps only what is still owed: nothing to read for 'Concluídas'.
      if (q.minhas) return { rows: [] };
      if (ids || !q.q) return { rows: await paginaConcluidas(db, q, base) };
      const daPessoa = and(eq(condicionantes.companyId, ctx.companyId), filtroDaCondicao(ctx, q));
      return { rows: await paginaConcluidasComTermo(db, q, daPessoa, q.q) };
    }
    if (ids)
      return {
        rows: await selectItems(db)
          .where(and(base, grupoObrigacao(g, today)))
          .orderBy(...ORDER[g])
          .limit(q.pageSize)
          .offset((q[g] - 1) * q.pageSize),
      };
    return filtrada
      ? secaoFiltrada({ db, ctx, g, q, filtro })
      : { rows: semVistas(await paginaPorData({ db, ctx, g, q, filtro })) };
  };

  const [t, ...pages] = await Promise.all([totals, ...GRUPOS.map(page)]);
  const secoes = Object.fromEntries(
    GRUPOS.map((g, i) => [g, { items: pages[i].rows.map(toItem), total: pages[i].total ?? t[g] ?? 0 }]),
  ) as Record<TGrupo, TSecoes[TGrupo]>;
  return { ...secoes, semPrazo: t.semPrazo };
}
