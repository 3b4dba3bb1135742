import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TEmpresa, TEmpresaConfiguracoes, TEmpresaData } from "@/shared/schemas/empresa";
import type { TAutomatizacoes } from "@/shared/schemas/alertas";
import { api } from "@/web/lib/api";
import { meQueryOptions } from "@/web/lib/auth";
import { uploadFile } from "@/web/lib/upload";

// The company's settings (GET /api/empresa) and their writes. Every write answers the whole
// settings, kept as the query's data; /api/me is refreshed too, since the shell shows the
// company's name and logo and the document lists obey the switch from there.

export const empresaQueryOptions = () =>
  queryOptions({ queryKey: ["empresa"], queryFn: () => api<TEmpresa>("/api/empresa") });

function useEmpresaWrite<V>(write: (vars: V) => Promise<TEmpresa>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (empresa) => {
      qc.setQueryData(empresaQueryOptions().queryKey, empresa);
      void qc.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    },
  });
}

export const useSalvarEmpresa = () =>
  useEmpresaWrite((body: TEmpresaData) => api<TEmpresa>("/api/empresa", { method: "PUT", body }));

export const useSalvarConfiguracoes = () =>
  useEmpresaWrite((body: TEmpresaConfiguracoes) =>
    api<TEmpresa>("/api/empresa/configuracoes", { method: "PATCH", body }),
  );

export const useSalvarAutomatizacoes = () =>
  useEmpresaWrite((body: TAutomatizacoes) => api<TEmpresa>("/api/empresa/automatizacoes", { method: "PATCH", body }));

export const useEnviarLogo = () =>
  useEmpresaWrite((file: File) => uploadFile<TEmpresa>("/api/empresa/logo", file, () => undefined));

export const useRemoverLogo = () =>
  useEmpresaWrite((_: void) => api<TEmpresa>("/api/empresa/logo", { method: "DELETE" }));
