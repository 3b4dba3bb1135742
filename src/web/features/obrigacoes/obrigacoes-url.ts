import { z } from "zod";
import { ZObrigacoesQuerySchema } from "@/shared/schemas/obrigacoes";
import { toQuery, type TUrlState, type TUrlValues } from "@/web/lib/use-url-state";
import type { TObrigacoesParams } from "./api";

/**
 * The screen's URL: the list's filters and page as the API reads them, and `detalhes`, the
 * obligation whose details are open (a reload or a shared link keeps it open).
 */
export const ZObrigacoesUrlSchema = ZObrigacoesQuerySchema.extend({ detalhes: z.string().max(100).optional() });
export type TObrigacoesUrlState = TUrlState<typeof ZObrigacoesUrlSchema>;
type TObrigacoesUrl = TUrlValues<z.output<typeof ZObrigacoesUrlSchema>>;
/** Opening or closing the details keeps the page; a filter change starts the list again. */
export const PAGE_KEYS = ["page", "detalhes"] as const;

/** How many filters narrow the list beyond its default (the open ones). */
export const activeFilters = (f: TObrigacoesUrl) =>
  [f.q, f.cliente, f.empreendimento, f.orgao, f.responsavel, f.de, f.ate, f.status !== "abertas"].filter(Boolean)
    .length;

export const toApiParams = ({ detalhes: _aberta, ...url }: TObrigacoesUrl): TObrigacoesParams => toQuery(url);
