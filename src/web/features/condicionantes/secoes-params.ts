import { useSearchParams } from "react-router";
import { GRUPOS, type TGrupo } from "@/shared/rules/condicionantes";
import { SECAO_PAGE_SIZE, type TSecoesParams } from "./secoes-api";

export interface TSecoesFilters {
  q: string;
  pages: Record<TGrupo, number>;
}

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? "1", 10) || 1);

/**
 * The search and each section's page live in the URL (?q=&vencidas=2&concluidas=3), so a reload
 * or a shared link shows the same cards. Page 1 and an empty search stay out of the URL.
 */
export function useSecoesParams() {
  const [params, setParams] = useSearchParams();
  const filters: TSecoesFilters = {
    q: params.get("q") ?? "",
    pages: Object.fromEntries(GRUPOS.map((g) => [g, pageOf(params.get(g))])) as Record<TGrupo, number>,
  };

  return {
    filters,
    // Several sections at once in one update: separate updates would overwrite each other.
    setPages: (changes: Partial<Record<TGrupo, number>>, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [grupo, page] of Object.entries(changes)) {
            if (page > 1) next.set(grupo, String(page));
            else next.delete(grupo);
          }
          return next;
        },
        { replace },
      ),
    // Another search starts every section again on its first page; typing replaces the entry.
    setQ: (q: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const g of GRUPOS) next.delete(g);
          if (q) next.set("q", q);
          else next.delete("q");
          return next;
        },
        { replace: true },
      ),
  };
}

/** The filters as the API reads them. */
export function toSecoesParams(f: TSecoesFilters): TSecoesParams {
  return { q: f.q || undefined, pageSize: SECAO_PAGE_SIZE, ...f.pages };
}
