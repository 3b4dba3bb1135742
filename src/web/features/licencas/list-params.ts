import { useSearchParams } from "react-router";
import { LICENCA_STATUS, type TLicencaStatus } from "@/shared/rules/licenca-status";
import type { TLicencasParams } from "./api";

export const PAGE_SIZE = 10;

export interface TLicencasFilters {
  q: string;
  status: TLicencaStatus | "";
  clienteId: string;
  empreendimentoId: string;
  page: number;
}

type TKey = keyof TLicencasFilters;

/**
 * Every filter of the licences list and its page live in the URL, so a reload or a shared
 * link shows the same list. Empty values stay out of the URL; a new filter goes back to page 1.
 */
export function useLicencasParams() {
  const [params, setParams] = useSearchParams();
  const status = params.get("status") ?? "";
  const filters: TLicencasFilters = {
    q: params.get("q") ?? "",
    status: (LICENCA_STATUS as readonly string[]).includes(status) ? (status as TLicencaStatus) : "",
    clienteId: params.get("clienteId") ?? "",
    empreendimentoId: params.get("empreendimentoId") ?? "",
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
  };
  const activeCount = [filters.q, filters.status, filters.clienteId, filters.empreendimentoId].filter(Boolean).length;

  const update = (changes: Partial<Record<TKey, string | number | null>>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!("page" in changes)) next.delete("page");
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === "" || (key === "page" && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace },
    );

  return {
    filters,
    activeCount,
    setStatus: (status: string) => update({ status }),
    // The projects belong to a client: another client clears the chosen project.
    setCliente: (clienteId: string) => update({ clienteId, empreendimentoId: null }),
    setEmpreendimento: (empreendimentoId: string) => update({ empreendimentoId }),
    // Typing replaces the history entry rather than adding one per pause.
    setQ: (q: string) => update({ q }, true),
    setPage: (page: number, replace = false) => update({ page }, replace),
    clear: () => setParams(new URLSearchParams()),
  };
}

/** The filters as the API reads them. */
export function toApiParams(f: TLicencasFilters): TLicencasParams {
  return {
    q: f.q || undefined,
    status: f.status || undefined,
    clienteId: f.clienteId || undefined,
    empreendimentoId: f.empreendimentoId || undefined,
    page: f.page,
    pageSize: PAGE_SIZE,
  };
}
