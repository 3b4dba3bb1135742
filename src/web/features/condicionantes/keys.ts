import type { QueryClient } from "@tanstack/react-query";
import { rootKeys } from "@/web/lib/query-keys";

// Query keys of the conditions domain, shared by the licence panel and the conditions screen.
export const condicionantesKeys = {
  all: rootKeys.condicionantes,
  daLicenca: (licencaId: string, responsavel = "") => ["condicionantes", "licenca", licencaId, responsavel] as const,
  detail: (id: string) => ["condicionantes", "detail", id] as const,
  secoes: (params: object) => ["condicionantes", "secoes", params] as const,
};

export const condicionantePath = (id: string) => `/api/condicionantes/${encodeURIComponent(id)}`;

/**
 * After any condition, proof or document change: the conditions (panel, screen, details tab),
 * the licences (their rows count documents), and the dashboard and calendar that show pending
 * deadlines, so every screen stays in step. Resolves once the active ones have reloaded.
 */
export const invalidateCondicionantes = (qc: QueryClient) =>
  Promise.all(
    [condicionantesKeys.all, rootKeys.licencas, rootKeys.dashboard, rootKeys.calendario].map((queryKey) =>
      qc.invalidateQueries({ queryKey }),
    ),
  );
