import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/web/lib/api";
import { meQueryOptions } from "@/web/lib/auth";
import type { TMe } from "@/shared/rules/gate";
import type { TAlterarSenha, TPerfil } from "@/shared/schemas/perfil";
import type { TOk } from "@/shared/schemas/common";
import type { TNotificacoes } from "@/shared/schemas/alertas";
import type {
  TCalendarioFeedCriado,
  TCalendarioFeedInput,
  TCalendarioFeedStatus,
} from "@/shared/schemas/calendario-feed";

/** Saves the caller's name; the answer is the new GET /api/me, so the header shows it at once. */
export function useSalvarNome() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TPerfil) => api<TMe>("/api/me/perfil", { method: "PATCH", body }),
    onSuccess: (me) => qc.setQueryData(meQueryOptions.queryKey, me),
  });
}

export const useAlterarSenha = () =>
  useMutation({ mutationFn: (body: TAlterarSenha) => api<TOk>("/api/me/senha", { method: "POST", body }) });

/** The daily digest by e-mail on or off; the answer is the new GET /api/me. */
export function useSalvarNotificacoes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TNotificacoes) => api<TMe>("/api/me/notificacoes", { method: "PATCH", body }),
    onSuccess: (me) => qc.setQueryData(meQueryOptions.queryKey, me),
  });
}

// The private calendar address (decision 027): whether it is on; the address itself only comes
// in the answer that creates it, and is kept by the card, never in the cache.
export const calendarioFeedQueryOptions = queryOptions({
  queryKey: ["calendario-feed"],
  queryFn: () => api<TCalendarioFeedStatus>("/api/me/calendario-feed"),
});

export function useGerarCalendarioFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCalendarioFeedInput) =>
      api<TCalendarioFeedCriado>("/api/me/calendario-feed", { method: "POST", body }),
    onSuccess: ({ escopo, criadoEm }) =>
      qc.setQueryData(calendarioFeedQueryOptions.queryKey, { ativo: true, escopo, criadoEm }),
  });
}

export function useDesativarCalendarioFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<TOk>("/api/me/calendario-feed", { method: "DELETE" }),
    onSuccess: () =>
      qc.setQueryData(calendarioFeedQueryOptions.queryKey, { ativo: false, escopo: null, criadoEm: null }),
  });
}
