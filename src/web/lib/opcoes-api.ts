import { useState } from "react";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TClienteOpcao } from "@/shared/schemas/clientes";
import type { TRef } from "@/shared/schemas/common";
import type { TEmpreendimentoBuscaOpcao } from "@/shared/schemas/empreendimentos";
import type { TAtividade } from "@/shared/schemas/licencas";
import type { TResponsavelOpcao } from "@/shared/schemas/usuarios";
import { api, qs } from "./api";
import { opcoesKeys, rootKeys } from "./query-keys";

// The choices that forms and filters of several features read: one query each, one cache entry.

/** A choice of a select: the shared `{ id, nome }` of the answers. */
export type TOpcao = TRef;

/** The company's clients ordered by nome (at most 50) matching `q`: the 'Cliente'/'Empresa' choices. */
export const clienteOpcoesQueryOptions = (q = "") =>
  queryOptions({
    queryKey: opcoesKeys.clientes(q),
    queryFn: () => api<TClienteOpcao[]>(`/api/clientes/opcoes${qs({ q })}`),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The chosen client's projects: the 'Empreendimento' choices; nothing to ask without a client. */
export const empreendimentoOpcoesQueryOptions = (clienteId: string) =>
  queryOptions({
    queryKey: opcoesKeys.empreendimentos(clienteId),
    queryFn: () => api<TOpcao[]>(`/api/empreendimentos/opcoes${qs({ clienteId })}`),
    enabled: clienteId !== "",
    staleTime: 60_000,
  });

/**
 * Any of the company's projects (checklists, reports), searched by project or client name, at
 * most 50; `incluir` (the current choice) is always listed.
 */
export const empreendimentoBuscaQueryOptions = (q: string, incluir = "") =>
  queryOptions({
    queryKey: opcoesKeys.empreendimentoBusca(q, incluir),
    queryFn: () => api<TEmpreendimentoBuscaOpcao[]>(`/api/empreendimentos/busca${qs({ q, incluir })}`),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The company's catalogue of project activities. */
export const atividadesQueryOptions = () =>
  queryOptions({
    queryKey: rootKeys.atividades,
    queryFn: () => api<TAtividade[]>("/api/atividades"),
  });

/** The company's active users: the 'Responsável' choices of every form and filter. */
export const responsaveisQueryOptions = () =>
  queryOptions({
    queryKey: opcoesKeys.responsaveis(),
    queryFn: () => api<TResponsavelOpcao[]>("/api/usuarios/responsaveis"),
    staleTime: 5 * 60_000,
  });

/**
 * A list's client and project filter choices. The chosen client's and project's names come with
 * the list (`known`); the selects' other choices load once a select is about to be used (hovered
 * or focused: `want`), so the screen paints from one call. A filter whose name the loaded list
 * cannot give (nothing of it on this page) asks for the choices at once, so the select never
 * shows a blank.
 */
export function useFiltroOpcoes(p: {
  clienteId: string;
  empreendimentoId: string;
  listed: boolean;
  known: { cliente?: TOpcao; empreendimento?: TOpcao };
}) {
  const [wanted, setWanted] = useState({ clientes: false, empreendimentos: false });
  const want = (which: keyof typeof wanted) => () => setWanted((w) => (w[which] ? w : { ...w, [which]: true }));
  const clientes = useQuery({
    ...clienteOpcoesQueryOptions(),
    enabled: wanted.clientes || (p.listed && p.clienteId !== "" && !p.known.cliente),
  });
  const empreendimentos = useQuery({
    ...empreendimentoOpcoesQueryOptions(p.clienteId),
    enabled:
      p.clienteId !== "" &&
      (wanted.empreendimentos || (p.listed && p.empreendimentoId !== "" && !p.known.empreendimento)),
  });
  return { clientes, empreendimentos, want };
}
