import { GRUPOS, type TGrupo } from "@/shared/rules/condicionantes";
import type { TSecoesQuery } from "@/shared/schemas/condicionantes";
import { toQuery, type TUrlValues } from "@/web/lib/use-url-state";
import { SECAO_PAGE_SIZE, type TSecoesParams } from "./secoes-api";

/**
 * The screen's URL (?q=&vencidas=2&concluidas=3), read by `useUrlState(ZSecoesQuerySchema, GRUPOS)`:
 * the sections' pages are its page keys, so another search starts every section on page 1.
 */
export type TSecoesUrl = TUrlValues<TSecoesQuery>;

/** Each section's page. */
export const pagesOf = (url: TSecoesUrl) =>
  Object.fromEntries(GRUPOS.map((g) => [g, url[g]])) as Record<TGrupo, number>;

/** The filters as the API reads them, with the sections' fixed page size. */
export const toSecoesParams = (url: TSecoesUrl): TSecoesParams => ({ ...toQuery(url), pageSize: SECAO_PAGE_SIZE });
