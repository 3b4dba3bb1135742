import { infiniteQueryOptions } from "@tanstack/react-query";
import type { THistoricoTabela } from "@/shared/rules/historico";
import type { THistorico } from "@/shared/schemas/historico";
import { api, qs } from "./api";
import { rootKeys } from "./query-keys";

/** Rows per 'Carregar mais'. */
export const HISTORICO_PAGINA = 10;

/**
 * A record's 'Histórico', a page at a time. Keyed under its domain's root, so a save that
 * refreshes the licence (or client, project, condition) refreshes an open history too.
 */
export const historicoQueryOptions = (tabela: THistoricoTabela, id: string) =>
  infiniteQueryOptions({
    queryKey: [...rootKeys[tabela], "historico", id] as const,
    queryFn: ({ pageParam }) =>
      api<THistorico>(`/api/historico${qs({ tabela, id, page: pageParam, pageSize: HISTORICO_PAGINA })}`),
    initialPageParam: 1,
    getNextPageParam: (ultima, paginas) =>
      paginas.length * HISTORICO_PAGINA < ultima.total ? paginas.length + 1 : undefined,
  });
