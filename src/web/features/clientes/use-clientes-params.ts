import { useSearchParams } from "react-router";
import { CLIENTE_PAGE_SIZES, TIPOS_PESSOA } from "@/shared/schemas/clientes";
import { UF_CODES } from "@/shared/rules/uf";

export const TIPO_FILTROS = [...TIPOS_PESSOA, "todos"] as const;
export const SITUACAO_FILTROS = ["ativos", "inativos", "todos"] as const;
export type TTipoFiltro = (typeof TIPO_FILTROS)[number];
export type TSituacaoFiltro = (typeof SITUACAO_FILTROS)[number];

export const DEFAULT_TIPO: TTipoFiltro = "todos";
export const DEFAULT_SITUACAO: TSituacaoFiltro = "ativos";
export const DEFAULT_PAGE_SIZE = 10;

export interface TClientesFilters {
  q: string;
  estado: string;
  cidade: string;
  responsavel: string;
  tipo: TTipoFiltro;
  situacao: TSituacaoFiltro;
  pageSize: number;
  page: number;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/**
 * Every filter of the clients list lives in the URL, so a reload or a shared link shows the
 * same list. Defaults are left out of the URL; any change of filter goes back to page 1.
 */
export function useClientesParams() {
  const [params, setParams] = useSearchParams();
  const pageSize = Number(params.get("pageSize"));
  const filters: TClientesFilters = {
    q: params.get("q") ?? "",
    estado: oneOf<string>(UF_CODES, params.get("estado"), ""),
    cidade: params.get("cidade") ?? "",
    responsavel: params.get("responsavel") ?? "",
    tipo: oneOf(TIPO_FILTROS, params.get("tipo"), DEFAULT_TIPO),
    situacao: oneOf(SITUACAO_FILTROS, params.get("situacao"), DEFAULT_SITUACAO),
    pageSize: (CLIENTE_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
  };

  const update = (changes: Partial<Record<keyof TClientesFilters, string | number | null>>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!("page" in changes)) next.delete("page");
        for (const [key, value] of Object.entries(changes)) {
          const isDefault =
            (key === "tipo" && value === DEFAULT_TIPO) ||
            (key === "situacao" && value === DEFAULT_SITUACAO) ||
            (key === "pageSize" && value === DEFAULT_PAGE_SIZE) ||
            (key === "page" && value === 1);
          if (value === null || value === "" || isDefault) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace },
    );

  return {
    filters,
    setFilter: (key: Exclude<keyof TClientesFilters, "page" | "estado" | "q">, value: string | number) =>
      update({ [key]: value }),
    // The cities belong to a UF: a new UF clears the chosen city.
    setEstado: (estado: string) => update({ estado, cidade: null }),
    // Typing replaces the history entry rather than adding one per pause.
    setQ: (q: string) => update({ q }, true),
    setPage: (page: number, replace = false) => update({ page }, replace),
    clear: () => setParams(new URLSearchParams()),
  };
}
