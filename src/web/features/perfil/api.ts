import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/web/lib/api";
import { meQueryOptions } from "@/web/lib/auth";
import type { TMe } from "@/shared/rules/gate";
import type { TAlterarSenha, TPerfil } from "@/shared/schemas/perfil";
import type { TOk } from "@/shared/schemas/common";
import type { TNotificacoes } from "@/shared/schemas/alertas";

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
