import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api, ApiError, qs } from "@/web/lib/api";
import type { TApprovedUser, TApproveUser, TCompany, TPendingUser, ZCompanySchema } from "@/shared/schemas/admin";
import type { TPage, TPageQuery } from "@/shared/schemas/paging";
import type { TPainel } from "@/shared/schemas/painel";
import type { TAjusteData, TAjusteResultado, TCatalogoAdmin } from "@/shared/schemas/catalogo-legal";

export type TCompanyPayload = z.output<typeof ZCompanySchema>;
export type TPendingUserRow = TPendingUser & { emailVerified: boolean };
export type TListParams = Partial<TPageQuery>;

export const adminKeys = {
  all: ["admin"] as const,
  companies: ["admin", "companies"] as const,
  pendingUsers: ["admin", "pending-users"] as const,
  users: ["admin", "users"] as const,
  painel: ["admin", "painel"] as const,
  catalogoLegal: ["admin", "catalogo-legal"] as const,
};

/** The counters and the Dashboard tab: one call; the server scopes it to the caller's role. */
export const painelQueryOptions = (params: TListParams) =>
  queryOptions({
    queryKey: [...adminKeys.painel, params],
    queryFn: () => api<TPainel>(`/api/painel${qs(params)}`),
    placeholderData: keepPreviousData,
  });

export const companiesQueryOptions = (params: TListParams) =>
  queryOptions({
    queryKey: [...adminKeys.companies, params],
    queryFn: () => api<TPage<TCompany>>(`/api/admin/companies${qs(params)}`),
    placeholderData: keepPreviousData,
  });

export const pendingUsersQueryOptions = (params: TListParams) =>
  queryOptions({
    queryKey: [...adminKeys.pendingUsers, params],
    queryFn: () => api<TPage<TPendingUserRow>>(`/api/admin/pending-users${qs(params)}`),
    placeholderData: keepPreviousData,
  });

/** Every company's users for the super-administrator; a company administrator's own company's. */
export const approvedUsersQueryOptions = (params: TListParams, allCompanies: boolean) =>
  queryOptions({
    queryKey: [...adminKeys.users, allCompanies, params],
    queryFn: () => api<TPage<TApprovedUser>>(`${allCompanies ? "/api/admin/users" : "/api/usuarios"}${qs(params)}`),
    placeholderData: keepPreviousData,
  });

/** The spec's text, followed by the server's own message when it says something more. */
export function errorText(base: string, err: unknown, separator = " "): string {
  const detail = err instanceof ApiError ? err.message : "";
  return detail && detail !== base ? `${base}${separator}${detail}` : base;
}

export function useCreateCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompanyPayload) => api<TCompany>("/api/admin/companies", { method: "POST", body }),
    // The panel's counters and Dashboard count companies too.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.companies }),
        qc.invalidateQueries({ queryKey: adminKeys.painel }),
      ]),
  });
}

export function useUpdateCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TCompanyPayload }) =>
      api<TCompany>(`/api/admin/companies/${encodeURIComponent(id)}`, { method: "PATCH", body }),
    // Approved users show the company's name and CNPJ too.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.companies }),
        qc.invalidateQueries({ queryKey: adminKeys.users }),
        qc.invalidateQueries({ queryKey: adminKeys.painel }),
      ]),
  });
}

export function useDeleteCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/admin/companies/${encodeURIComponent(id)}`, { method: "DELETE" }),
    // The panel's counters and Dashboard count companies too.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.companies }),
        qc.invalidateQueries({ queryKey: adminKeys.painel }),
      ]),
  });
}

export function useApproveUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TApproveUser }) =>
      api(`/api/admin/pending-users/${encodeURIComponent(id)}/approve`, { method: "POST", body }),
    // The user leaves the pending list, joins the approved list and adds to a company's count.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.pendingUsers }),
        qc.invalidateQueries({ queryKey: adminKeys.users }),
        qc.invalidateQueries({ queryKey: adminKeys.companies }),
        qc.invalidateQueries({ queryKey: adminKeys.painel }),
      ]),
  });
}

export function useRejectUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/admin/pending-users/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.pendingUsers }),
        qc.invalidateQueries({ queryKey: adminKeys.painel }),
      ]),
  });
}

/** 'Catálogo legal': every entry with its overrides, in one call (a handful shipped with the product). */
export const catalogoLegalQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.catalogoLegal,
    queryFn: () => api<TCatalogoAdmin>("/api/admin/catalogo-legal"),
  });

/** 'Publicar ajuste': the entry comes back with its overrides, and how many due dates moved. */
export function usePublishAjuste() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ codigo, body }: { codigo: string; body: TAjusteData }) =>
      api<TAjusteResultado>(`/api/admin/catalogo-legal/${encodeURIComponent(codigo)}/ajustes`, {
        method: "POST",
        body,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.catalogoLegal }),
  });
}
