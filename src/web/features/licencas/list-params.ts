import type { TLicencasQuery, ZLicencasQuerySchema } from "@/shared/schemas/licencas";
import type { TUrlState, TUrlValues } from "@/web/lib/use-url-state";
import type { TLicencasParams } from "./api";

export const PAGE_SIZE = 10;

/** The list's URL, read by `useUrlState(ZLicencasQuerySchema)`: empty filters stay out of it. */
export type TLicencasUrl = TUrlValues<TLicencasQuery>;
export type TLicencasUrlState = TUrlState<typeof ZLicencasQuerySchema>;

/** How many filters narrow the list: none means the company has no licence at all when it is empty. */
export const activeFilters = (f: TLicencasUrl) =>
  [f.q, f.status, f.clienteId, f.empreendimentoId].filter(Boolean).length;

/** The filters as the API reads them. */
export function toApiParams(f: TLicencasUrl): TLicencasParams {
  return {
    q: f.q || undefined,
    status: f.status || undefined,
    clienteId: f.clienteId || undefined,
    empreendimentoId: f.empreendimentoId || undefined,
    page: f.page,
    pageSize: PAGE_SIZE,
  };
}
