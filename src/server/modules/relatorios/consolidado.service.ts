import type { Db } from "../../db/client";
import { invalid } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { SITUACOES } from "../../../shared/rules/consolidado";
import type {
  TConsolidado,
  TConsolidadoLinha,
  TConsolidadoLote,
  TConsolidadoLoteQuery,
  TConsolidadoQuery,
} from "../../../shared/schemas/consolidado";
import { consolidadoCompleto } from "./consolidado-completo";
import { linhasEmOrdemDeNome, type TChaveDeNome, type TLinhaEmOrdem } from "./consolidado-linhas";
import { resumoDaEmpresa, type TContagemDeSituacoes } from "./consolidado-totais";

/**
 * The pages a walk in name order may answer: the first PAGINA_RAPIDA_ATE rows of the report. A
 * page is read there when all its rows are 'Crítico' among the first projects in name order
 * (EXAMINADOS_POR_LINHA per row of the page's end, at least EXAMINADOS_MINIMO): those rows come
 * first in the report, in that order, whatever the projects after them. Otherwise — a page past
 * the critical ones, or a company with few — the whole-company statement answers it.
 */
const PAGINA_RAPIDA_ATE = 500;
const EXAMINADOS_POR_LINHA = 4;
const EXAMINADOS_MINIMO = 200;

/**
 * GET /api/relatorios/consolidado: a page of every project's traffic light, worst first, then by
 * name, with the company's figures (decisions 018 and 067). The first pages of a company whose
 * first projects by name are mostly critical cost their rows: the projects read in name order,
 * each counted through its own keys, and the figures from the tallies, the projects by situation
 * from a count kept a while (`situacoes`). Any other page is the whole-company statement, which
 * counts everything afresh.
 */
export async function getConsolidado(
  db: Db,
  ctx: TTenantContext,
  q: TConsolidadoQuery,
  situacoes: TContagemDeSituacoes,
): Promise<TConsolidado> {
  const pular = (q.page - 1) * q.pageSize;
  const fim = pular + q.pageSize;
  if (fim <= PAGINA_RAPIDA_ATE) {
    const linhas = await linhasEmOrdemDeNome(db, ctx, {
      depois: null,
      examinar: Math.max(EXAMINADOS_MINIMO, EXAMINADOS_POR_LINHA * fim),
      so: { situacao: "critico", pular, limite: q.pageSize },
    });
    if (linhas.length === q.pageSize) {
      const resumo = await resumoDaEmpresa(db, ctx);
      const contadas = await situacoes(db, ctx, JSON.stringify([ctx.today, resumo]));
      return {
        items: linhas.map(semChave),
        total: resumo.total,
        situacoesContadasEm: contadas.em,
        totais: { ...resumo.totais, situacoes: contadas.situacoes },
      };
    }
  }
  return consolidadoCompleto(db, ctx, q);
}

const semChave = ({ chave: _, ...linha }: TLinhaEmOrdem): TConsolidadoLinha => linha;

const DEPOIS_INVALIDO = "Continuação do relatório inválida: comece a impressão de novo.";

/** The key of the last project read, for the next call's `depois`: base64url of [nome, id]. */
const escrever = (c: TChaveDeNome) => Buffer.from(JSON.stringify([c.nomeBusca, c.id])).toString("base64url");

function ler(depois: string | undefined): TChaveDeNome | null {
  if (depois === undefined) return null;
  try {
    const [nomeBusca, id] = JSON.parse(Buffer.from(depois, "base64url").toString()) as unknown[];
    if (typeof nomeBusca === "string" && typeof id === "string" && /^[0-9a-f-]{36}$/i.test(id))
      return { nomeBusca, id };
  } catch {
    // Falls through to the refusal below.
  }
  throw invalid("depois", DEPOIS_INVALIDO);
}

/**
 * GET /api/relatorios/consolidado/lote: the print's rows (decision 067). The report's order is
 * the situations' in turn, each by name: a batch reads the next `lote` projects in name order
 * and keeps those in the batch's situation; after the last project the next situation starts
 * from the first. Every call reads at most `lote` projects and answers at most as many rows,
 * whatever the company, so the print of 20,000 projects costs 3 × 20,000 ÷ `lote` short calls
 * and never more than one batch in the server's memory.
 */
export async function getConsolidadoLote(
  db: Db,
  ctx: TTenantContext,
  q: TConsolidadoLoteQuery,
): Promise<TConsolidadoLote> {
  const linhas = await linhasEmOrdemDeNome(db, ctx, { depois: ler(q.depois), examinar: q.lote });
  const items = linhas.filter((l) => l.situacao === q.situacao).map(semChave);
  const ultima = linhas.at(-1);
  if (ultima && linhas.length === q.lote)
    return { items, proximo: { situacao: q.situacao, depois: escrever(ultima.chave) } };
  const seguinte = SITUACOES[SITUACOES.indexOf(q.situacao) + 1];
  return { items, proximo: seguinte ? { situacao: seguinte, depois: null } : null };
}
