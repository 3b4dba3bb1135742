import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  TCalendarioLegal,
  TObrigacaoData,
  TObrigacaoDetalhe,
  TObrigacaoItem,
  TObrigacoesQuery,
  TObrigacoesSecoes,
  TObrigacoesSecoesQuery,
} from "@/shared/schemas/obrigacoes";
import type { TModelo, TModeloData } from "@/shared/schemas/obrigacao-modelos";
import type { TPage, TPageQuery } from "@/shared/schemas/paging";
import type { TDocumentoRemovido, TOk } from "@/shared/schemas/common";
import { api, ApiError, qs } from "@/web/lib/api";
import { rootKeys } from "@/web/lib/query-keys";
import { sendMultipart } from "@/web/lib/upload";

// 'Obrigações' (issue 32): the list of due dates, one obligation with its instances, and a
// client's legal calendar. Every write answers the obligation (or the calendar) as it now is.

export type TObrigacoesParams = Partial<TObrigacoesQuery>;
export type TObrigacoesSecoesParams = Partial<TObrigacoesSecoesQuery>;

export const obrigacoesKeys = {
  all: rootKeys.obrigacoes,
  lists: [...rootKeys.obrigacoes, "list"] as const,
  list: (params: TObrigacoesParams) => [...rootKeys.obrigacoes, "list", params] as const,
  secoes: (params: TObrigacoesSecoesParams) => [...rootKeys.obrigacoes, "list", "secoes", params] as const,
  detail: (id: string) => [...rootKeys.obrigacoes, "detail", id] as const,
  calendarioLegal: (clienteId: string) => [...rootKeys.obrigacoes, "calendario-legal", clienteId] as const,
  modelos: [...rootKeys.obrigacoes, "modelos"] as const,
};

/** The open instance after a write: the next due date, if the rule gives one. */
export const proximoVencimento = (d: TObrigacaoDetalhe) =>
  d.instancias.find((i) => i.status !== "cumprida")?.dataVencimento;

const notFound = (err: unknown) => err instanceof ApiError && err.status === 404;

export const obrigacoesQueryOptions = (params: TObrigacoesParams) =>
  queryOptions({
    queryKey: obrigacoesKeys.list(params),
    queryFn: () => api<TPage<TObrigacaoItem>>(`/api/obrigacoes${qs(params)}`),
    placeholderData: keepPreviousData,
  });

/** The 'Por prazo' view: a page of each section in one call; a list, so every write refreshes it. */
export const obrigacoesSecoesQueryOptions = (params: TObrigacoesSecoesParams) =>
  queryOptions({
    queryKey: obrigacoesKeys.secoes(params),
    queryFn: () => api<TObrigacoesSecoes>(`/api/obrigacoes/secoes${qs(params)}`),
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
 * A write on one instance or one of its proofs: met ('cumprir', which brings the next one), moved
 * (an extension), a proof recorded, deleted or reviewed. Every one answers the obligation: the
 * answer replaces the details at once; the list reloads behind it.
 */
function useObrigacaoWrite<V>(send: (vars: V) => Promise<TObrigacaoDetalhe>) {
  const qc = useQueryClient();
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: send,
    onSuccess: (detalhe) => {
      qc.setQueryData(obrigacoesKeys.detail(detalhe.id), detalhe);
      return invalidate();
    },
  });
}

export const useCompleteInstancia = () =>
  useObrigacaoWrite((v: { instanciaId: string; cumpridaEm: string }) =>
    api<TObrigacaoDetalhe>(instancia(v.instanciaId, "/cumprir"), {
      method: "POST",
      body: { cumpridaEm: v.cumpridaEm },
    }),
  );

export const useMoveVencimento = () =>
  useObrigacaoWrite((v: { instanciaId: string; dataVencimento: string }) =>
    api<TObrigacaoDetalhe>(instancia(v.instanciaId), { method: "PATCH", body: { dataVencimento: v.dataVencimento } }),
  );

export interface TNovaComprovacao {
  instanciaId: string;
  dataEntrega: string;
  observacoes: string | null;
  /** Meets the due date on `dataEntrega` in the same request. */
  cumprir: boolean;
  arquivos: File[];
  onProgress: (fraction: number) => void;
}

/** 'Registrar comprovação' (or 'Marcar como cumprida' with a proof): the files and fields in one request. */
export const useCreateComprovacao = () =>
  useObrigacaoWrite((v: TNovaComprovacao) => {
    const body = new FormData();
    body.append("dataEntrega", v.dataEntrega);
    if (v.observacoes) body.append("observacoes", v.observacoes);
    if (v.cumprir) body.append("cumprir", "true");
    for (const arquivo of v.arquivos) body.append("arquivos", arquivo, arquivo.name);
    return sendMultipart<TObrigacaoDetalhe>(instancia(v.instanciaId, "/comprovacoes"), body, v.onProgress);
  });

const comprovacao = (id: string, rest = "") => `/api/obrigacoes/comprovacoes/${encodeURIComponent(id)}${rest}`;

export const useDeleteComprovacao = () =>
  useObrigacaoWrite((id: string) => api<TObrigacaoDetalhe>(comprovacao(id), { method: "DELETE" }));

/** 'Aprovar' a portal proof: its due date is met on the proof's date. */
export const useAprovarComprovacao = () =>
  useObrigacaoWrite((id: string) => api<TObrigacaoDetalhe>(comprovacao(id, "/aprovar"), { method: "POST" }));

/** 'Rejeitar' a portal proof, with the reason the client will read. */
export const useRejeitarComprovacao = () =>
  useObrigacaoWrite(({ id, motivo }: { id: string; motivo: string }) =>
    api<TObrigacaoDetalhe>(comprovacao(id, "/rejeitar"), { method: "POST", body: { motivo } }),
  );

/** A signed link to a proof's file, valid for an hour (the documents' own route). */
/** One file of a proof: the obligation's details show it no more. */
export function useDeleteDocumento() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<TDocumentoRemovido>(`/api/documentos/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: obrigacoesKeys.all }),
  });
}

export const fetchDocumentoLink = (id: string) =>
  api<{ url: string }>(`/api/documentos/${encodeURIComponent(id)}/link`);

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
