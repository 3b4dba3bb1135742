import { z } from "zod";
import { OBRIGACAO_SECOES, type TObrigacaoSecao } from "@/shared/rules/obrigacoes-legais";
import { ZObrigacoesQuerySchema, ZObrigacoesSecoesQuerySchema } from "@/shared/schemas/obrigacoes";
import { toQuery, type TUrlState, type TUrlValues } from "@/web/lib/use-url-state";
import type { TObrigacoesParams, TObrigacoesSecoesParams } from "./api";

/**
 * The screen's URL: the view ('lista' or 'prazos', decision 061), the filters as the API reads
 * them, the list's page and each section's, and `detalhes`, the obligation whose details are open
 * (a reload or a shared link keeps it open).
 */
export const ZObrigacoesUrlSchema = ZObrigacoesQuerySchema.extend({
  ...ZObrigacoesSecoesQuerySchema.pick(
    Object.fromEntries(OBRIGACAO_SECOES.map((s) => [s, true])) as Record<TObrigacaoSecao, true>,
  ).shape,
  visao: z.enum(["lista", "prazos"]).optional().default("lista"),
  detalhes: z.string().max(100).optional(),
});
export type TObrigacoesUrlState = TUrlState<typeof ZObrigacoesUrlSchema>;
type TObrigacoesUrl = TUrlValues<z.output<typeof ZObrigacoesUrlSchema>>;
/** Opening or closing the details keeps the pages; a filter change (or the view's) starts them again. */
export const PAGE_KEYS = ["page", "detalhes", ...OBRIGACAO_SECOES] as const;
/** What 'Limpar Filtros' leaves: the view. */
export const KEEP_ON_CLEAR = ["visao"] as const;

/** How many filters narrow the list beyond its default (the open ones); the sections have no status. */
export const activeFilters = (f: TObrigacoesUrl) =>
  [
    f.q,
    f.cliente,
    f.empreendimento,
    f.orgao,
    f.responsavel,
    f.de,
    f.ate,
    f.visao === "lista" && f.status !== "abertas",
  ].filter(Boolean).length;

export const toApiParams = (url: TObrigacoesUrl): TObrigacoesParams => {
  const { detalhes: _aberta, visao: _visao, vencidas: _a, vencendo: _b, a_vencer: _c, cumpridas: _d, ...lista } = url;
  return toQuery(lista);
};

export const toSecoesParams = (url: TObrigacoesUrl): TObrigacoesSecoesParams => {
  const { detalhes: _aberta, visao: _visao, page: _page, status: _status, ...secoes } = url;
  return toQuery(secoes);
};
