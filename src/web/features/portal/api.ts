import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  PORTAL_PAGINA,
  type TPortalComprovacao,
  type TPortalEmpreendimentoDetalhe,
  type TPortalInicio,
  type TPortalLicencaDetalhe,
  type TPortalPendencias,
} from "@/shared/schemas/portal";
import type { TTotalLimitado } from "@/shared/schemas/paging";
import type { TPortalObrigacoesLegais } from "@/shared/schemas/portal-obrigacoes-legais";
import { api } from "@/web/lib/api";
import { sendMultipart } from "@/web/lib/upload";
import { comCliente } from "./vista";

// The portal's reads (decision 044), each under one root per previewed client ('eu' for a portal
// user's own), so a proof sent refreshes every screen of the portal at once.
const raiz = (clienteId: string | null) => ["portal", clienteId ?? "eu"] as const;

/**
 * The next page of a list paged by PORTAL_PAGINA, or undefined when every row is loaded. A capped
 * total ('mais de 100') has more pages as long as the last one came full.
 */
export function proximaPagina(paginas: number, total: TTotalLimitado, ultima = PORTAL_PAGINA): number | undefined {
  if (typeof total !== "number") return ultima < PORTAL_PAGINA ? undefined : paginas + 1;
  return paginas * PORTAL_PAGINA < total ? paginas + 1 : undefined;
}

/**
 * GET /api/portal: header, summary and the projects, page by page ('Carregar mais'); the header
 * of every portal screen reads its first page.
 */
export const inicioOptions = (clienteId: string | null) =>
  infiniteQueryOptions({
    queryKey: [...raiz(clienteId), "inicio"],
    queryFn: ({ pageParam }) => api<TPortalInicio>(comCliente(`/api/portal?page=${pageParam}`, clienteId)),
    initialPageParam: 1,
    getNextPageParam: (last, all) => proximaPagina(all.length, last.empreendimentos.total),
    staleTime: 30_000,
  });

/** GET /api/portal/pendencias: the client's open obligations, most urgent first. */
export const pendenciasOptions = (clienteId: string | null) =>
  infiniteQueryOptions({
    queryKey: [...raiz(clienteId), "pendencias"],
    queryFn: ({ pageParam }) =>
      api<TPortalPendencias>(comCliente(`/api/portal/pendencias?page=${pageParam}`, clienteId)),
    initialPageParam: 1,
    getNextPageParam: (last, all) => proximaPagina(all.length, last.total, last.items.length),
  });

/** GET /api/portal/empreendimentos/{id}: the project and its licences, page by page. */
export const empreendimentoOptions = (clienteId: string | null, id: string) =>
  infiniteQueryOptions({
    queryKey: [...raiz(clienteId), "empreendimento", id],
    queryFn: ({ pageParam }) =>
      api<TPortalEmpreendimentoDetalhe>(
        comCliente(`/api/portal/empreendimentos/${encodeURIComponent(id)}?page=${pageParam}`, clienteId),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, all) => proximaPagina(all.length, last.licencas.total),
  });

/** GET /api/portal/licencas/{id}: the licence, its documents and its obligations by section. */
export const licencaOptions = (clienteId: string | null, id: string) =>
  queryOptions({
    queryKey: [...raiz(clienteId), "licenca", id],
    queryFn: () => api<TPortalLicencaDetalhe>(comCliente(`/api/portal/licencas/${encodeURIComponent(id)}`, clienteId)),
  });

/** The signed link of a licence's document or of a proof's document. */
export const linkDoDocumento = (tipo: "licenca-documentos" | "documentos", id: string, clienteId: string | null) =>
  api<{ url: string }>(comCliente(`/api/portal/${tipo}/${encodeURIComponent(id)}/link`, clienteId));

/** The export of the client's licences, conditions or legal obligations' due dates, as a download link. */
export const exportarHref = (
  lista: "licencas" | "condicionantes" | "obrigacoes-legais",
  formato: "xlsx" | "csv",
  clienteId: string | null,
) => comCliente(`/api/portal/${lista}/exportar?formato=${formato}`, clienteId);

/** POST /api/portal/calendario: the client's calendar feed address. */
export const useAgendaDoCliente = () =>
  useMutation({ mutationFn: () => api<{ url: string }>("/api/portal/calendario", { method: "POST" }) });

/** GET /api/portal/obrigacoes-legais: the client's obligations outside licences, page by page. */
export const obrigacoesLegaisOptions = (clienteId: string | null) =>
  infiniteQueryOptions({
    queryKey: [...raiz(clienteId), "obrigacoes-legais"],
    queryFn: ({ pageParam }) =>
      api<TPortalObrigacoesLegais>(comCliente(`/api/portal/obrigacoes-legais?page=${pageParam}`, clienteId)),
    initialPageParam: 1,
    getNextPageParam: (last, all) => proximaPagina(all.length, last.total),
  });

/** Where a proof goes: a condition's (`entregaId`: the scheduled delivery it answers), or a due date's. */
export type TDestinoDaProva =
  | { tipo: "condicionante"; condicionanteId: string; entregaId: string | null }
  | { tipo: "vencimento"; instanciaId: string };

const enderecoDaProva = (d: TDestinoDaProva) =>
  d.tipo === "condicionante"
    ? `/api/portal/condicionantes/${encodeURIComponent(d.condicionanteId)}/comprovacoes`
    : `/api/portal/obrigacoes-legais/vencimentos/${encodeURIComponent(d.instanciaId)}/comprovacoes`;

export interface TEnvioComprovacao {
  destino: TDestinoDaProva;
  arquivos: File[];
  observacoes: string;
  onProgress: (fraction: number) => void;
}

/** 'Enviar comprovação': the files and the note in one request; every portal screen refreshes after. */
export function useEnviarComprovacao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (envio: TEnvioComprovacao) => {
      const body = new FormData();
      for (const arquivo of envio.arquivos) body.append("arquivos", arquivo, arquivo.name);
      if (envio.observacoes.trim()) body.append("observacoes", envio.observacoes.trim());
      if (envio.destino.tipo === "condicionante" && envio.destino.entregaId)
        body.append("entregaId", envio.destino.entregaId);
      return sendMultipart<TPortalComprovacao>(enderecoDaProva(envio.destino), body, envio.onProgress);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ["portal"] }),
  });
}
