import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TConvite, TConviteCreate, TConvites } from "@/shared/schemas/convites";
import { api } from "@/web/lib/api";

// The client's 'Portal do Empreendedor': its invitations and access switches (issue 29 §2).

export const convitesKeys = {
  list: (clienteId: string) => ["clientes", "convites", clienteId] as const,
};

const base = (clienteId: string) => `/api/clientes/${encodeURIComponent(clienteId)}`;

export const convitesQueryOptions = (clienteId: string) =>
  queryOptions({
    queryKey: convitesKeys.list(clienteId),
    queryFn: () => api<TConvites>(`${base(clienteId)}/convites`),
  });

function useConvitesMutation<V, R>(clienteId: string, fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: convitesKeys.list(clienteId) }),
  });
}

export const useConvidar = (clienteId: string) =>
  useConvitesMutation(clienteId, (body: TConviteCreate) =>
    api<TConvite>(`${base(clienteId)}/convites`, { method: "POST", body }),
  );

export const useReenviar = (clienteId: string) =>
  useConvitesMutation(clienteId, (conviteId: string) =>
    api<TConvite>(`${base(clienteId)}/convites/${conviteId}/reenviar`, { method: "POST" }),
  );

export const useRevogar = (clienteId: string) =>
  useConvitesMutation(clienteId, (conviteId: string) =>
    api<TConvite>(`${base(clienteId)}/convites/${conviteId}/revogar`, { method: "POST" }),
  );

export const useAcessoDaPessoa = (clienteId: string) =>
  useConvitesMutation(clienteId, ({ conviteId, ativo }: { conviteId: string; ativo: boolean }) =>
    api<TConvite>(`${base(clienteId)}/convites/${conviteId}/acesso`, { method: "PATCH", body: { ativo } }),
  );

export const usePortalDoCliente = (clienteId: string) =>
  useConvitesMutation(clienteId, (ativo: boolean) =>
    api<{ portalAtivo: boolean }>(`${base(clienteId)}/portal`, { method: "PATCH", body: { ativo } }),
  );
