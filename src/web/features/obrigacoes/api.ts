import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  TCalendarioLegal,
  TObrigacaoData,
  TObrigacaoDetalhe,
  TObrigacaoItem,
  TObrigacoesQuery,
} from "@/shared/schemas/obrigacoes";
import type { TModelo, TModeloData } from "@/shared/schemas/obrigacao-modelos";
import type { TPage, TPageQuery } from "@/shared/schemas/paging";
import type { TOk } from "@/shared/schemas/common";
import { api, ApiError, qs } from "@/web/lib/api";
import { rootKeys } from "@/web/lib/query-keys";

// 'Obrigações' (issue 32): the list of due dates, one obligation with its instances, and a
// client's legal calendar. Every write answers the obligation (or the calendar) as it now is.

export type TObrigacoesParams = Partial<TObrigacoesQuery>;

export const obrigacoesKeys = {
  all: rootKeys.obrigacoes,
  lists: [...rootKeys.obrigacoes, "list"] as const,
  list: (params: TObrigacoesParams) => [...rootKeys.obrigacoes, "list", params] as const,
  detail: (id: string) => [...rootKeys.obrigacoes, "detail", id] as const,
  calendarioLegal: (clienteId: string) => [...rootKeys.obrigacoes, "calendario-legal", clienteId] as const,
  modelos: [...rootKeys.obrigacoes, "modelos"] as const,
};

const notFound = (err: unknown) => err instanceof ApiError && err.status === 404;

export const obrigacoesQueryOptions = (params: TObrigacoesParams) =>
  queryOptions({
    queryKey: obrigacoesKeys.list(params),
    queryFn: () => api<TPage<TObrigacaoItem>>(`/api/obrigacoes${qs(params)}`),
    placeholderData: keepPreviousData,
  });

export const obrigacaoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: obrigacoesKeys.detail(id),
    queryFn: () => api<TObrigacaoDetalhe>(`/api/obrigacoes/${encodeURIComponent(id)}`),
    retry: (count, err) => !notFound(err) && count < 2,
  });

export const calendarioLegalQueryOptions = (clienteId: string) =>
  queryOptions({
    queryKey: obrigacoesKeys.calendarioLegal(clienteId),
    queryFn: () => api<TCalendarioLegal>(`/api/clientes/${encodeURIComponent(clienteId)}/calendario-legal`),
    retry: (count, err) => !notFound(err) && count < 2,
  });

/** The lists, and the screens that show due dates too: the calendar and the dashboard. */
function useInvalidateLists() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: obrigacoesKeys.lists }),
      qc.invalidateQueries({ queryKey: rootKeys.calendario }),
      qc.invalidateQueries({ queryKey: rootKeys.dashboard }),
    ]);
}

export function useCreateObrigacao() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (body: TObrigacaoData) => api<TObrigacaoDetalhe>("/api/obrigacoes", { method: "POST", body }),
    onSuccess: () => invalidate(),
  });
}

/** 'Deletar': the obligation goes to the bin with its due dates, so the bin's list changes too. */
export function useDeleteObrigacao() {
  const qc = useQueryClient();
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (id: string) => api<TOk>(`/api/obrigacoes/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => Promise.all([invalidate(), qc.invalidateQueries({ queryKey: rootKeys.lixeira })]),
  });
}

const instancia = (id: string, rest = "") => `/api/obrigacoes/instancias/${encodeURIComponent(id)}${rest}`;

/**
 * A write on one instance: met ('cumprir', which brings the next one) or moved (an extension).
 * The answer replaces the details at once; the list reloads behind it.
 */
function useInstanciaWrite<V>(request: (vars: V) => { path: string; method: string; body: unknown }) {
  const qc = useQueryClient();
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (vars: V) => {
      const { path, method, body } = request(vars);
      return api<TObrigacaoDetalhe>(path, { method, body });
    },
    onSuccess: (detalhe) => {
      qc.setQueryData(obrigacoesKeys.detail(detalhe.id), detalhe);
      return invalidate();
    },
  });
}

export const useCompleteInstancia = () =>
  useInstanciaWrite((v: { instanciaId: string; cumpridaEm: string }) => ({
    path: instancia(v.instanciaId, "/cumprir"),
    method: "POST",
    body: { cumpridaEm: v.cumpridaEm },
  }));

export const useMoveVencimento = () =>
  useInstanciaWrite((v: { instanciaId: string; dataVencimento: string }) => ({
    path: instancia(v.instanciaId),
    method: "PATCH",
    body: { dataVencimento: v.dataVencimento },
  }));

const calendarioPath = (clienteId: string, rest = "calendario-legal") =>
  `/api/clientes/${encodeURIComponent(clienteId)}/${rest}`;

/** 'Salvar perfil': the answer is the calendar again, its proposals from the new profile. */
export function useSavePerfilLegal(clienteId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { ctfNumero: string | null; ctfCategorias: string[]; mineracao: string[] }) =>
      api<TCalendarioLegal>(calendarioPath(clienteId, "perfil-legal"), { method: "PUT", body }),
    onSuccess: (calendario) => qc.setQueryData(obrigacoesKeys.calendarioLegal(clienteId), calendario),
  });
}

/** What 'Criar obrigações selecionadas' sends: the catalogue's proposals and the templates ticked. */
export type TEscolhaCalendario = {
  itens: { codigo: string; empreendimentoId: string | null }[];
  modelos: string[];
};

/** 'Criar obrigações selecionadas': the proposals then read 'Já criada', and the list shows them. */
export function useCreateCalendarioLegal(clienteId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TEscolhaCalendario) =>
      api<{ criadas: number }>(calendarioPath(clienteId), { method: "POST", body }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: obrigacoesKeys.all }),
        qc.invalidateQueries({ queryKey: rootKeys.calendario }),
        qc.invalidateQueries({ queryKey: rootKeys.dashboard }),
      ]),
  });
}

// ---------- 'Modelos de obrigação': the company's own recurring duties ----------

export const modelosQueryOptions = (params: Partial<TPageQuery>) =>
  queryOptions({
    queryKey: [...obrigacoesKeys.modelos, params],
    queryFn: () => api<TPage<TModelo>>(`/api/obrigacao-modelos${qs(params)}`),
    placeholderData: keepPreviousData,
  });

const modeloPath = (id?: string) => `/api/obrigacao-modelos${id ? `/${encodeURIComponent(id)}` : ""}`;

/** A write on a template: the list reloads, and so do the calendars that offer it. */
function useModeloWrite<V, R>(request: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: obrigacoesKeys.modelos }),
        qc.invalidateQueries({ queryKey: [...rootKeys.obrigacoes, "calendario-legal"] }),
      ]),
  });
}

/** 'Salvar': a new template (no id) or the changes of one. */
export const useSaveModelo = () =>
  useModeloWrite(({ id, body }: { id: string | null; body: TModeloData }) =>
    api<TModelo>(modeloPath(id ?? undefined), { method: id ? "PATCH" : "POST", body }),
  );

export const useDeleteModelo = () => useModeloWrite((id: string) => api(modeloPath(id), { method: "DELETE" }));
