import { queryOptions } from "@tanstack/react-query";
import type { TExclusao, TLixeiraTipo } from "@/shared/schemas/lixeira";
import { api } from "./api";
import { rootKeys } from "./query-keys";

const PATHS: Record<TLixeiraTipo, string> = {
  cliente: "/api/clientes",
  empreendimento: "/api/empreendimentos",
  licenca: "/api/licencas",
  condicionante: "/api/condicionantes",
  atividade: "/api/cronograma/atividades",
  checklist: "/api/checklists",
  obrigacao: "/api/obrigacoes",
};

/**
 * What deleting a record would take to the bin (or why it cannot be deleted), for the
 * confirmation. Asked each time the dialog opens: counts change as the record's children do.
 */
export const exclusaoQueryOptions = (tipo: TLixeiraTipo, id: string) =>
  queryOptions({
    queryKey: [...rootKeys.exclusao, tipo, id] as const,
    queryFn: () => api<TExclusao>(`${PATHS[tipo]}/${encodeURIComponent(id)}/exclusao`),
    staleTime: 0,
    gcTime: 0,
  });
