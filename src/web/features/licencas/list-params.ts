import type { TLicencasQuery, ZLicencasQuerySchema } from "@/shared/schemas/licencas";
import { toQuery, type TUrlState, type TUrlValues } from "@/web/lib/use-url-state";
import type { TLicencasParams } from "./api";

export const PAGE_SIZE = 10;

/** The list's URL, read by `useUrlState(ZLicencasQuerySchema)`: empty filters stay out of it. */
export type TLicencasUrl = TUrlValues<TLicencasQuery>;
export type TLicencasUrlState = TUrlState<typeof ZLicencasQuerySchema>;

/** How many filters narrow the list: none means the company has no licence at all when it is empty. */
export const activeFilters = (f: TLicencasUrl) =>
  [f.q, f.status, f.clienteId, f.empreendimentoId, f.responsavel].filter(Boolean).length;

/** The filters as the API reads them, with the screen's fixed page size. */
export const toApiParams = (f: TLicencasUrl): TLicencasParams => ({ ...toQuery(f), pageSize: PAGE_SIZE });
