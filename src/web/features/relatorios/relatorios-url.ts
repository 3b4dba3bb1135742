import { z } from "zod";
import { zDate } from "@/shared/schemas/common";

/** 'Todos os empreendimentos': the consolidated picture (./consolidado-section.tsx). */
export const TODOS = "todos";
export const ABAS = ["atividades", "condicionantes"] as const;

/**
 * The screen's choice in the URL: the project ('todos' by default), the period (yyyy-mm-dd, as
 * the API reads it), the open tab and the schedule's responsible filter. A value the schema refuses falls back to its default.
 */
export const ZRelatoriosUrlSchema = z.object({
  empreendimento: z.string().max(100).optional().default(TODOS),
  inicio: zDate.optional(),
  fim: zDate.optional(),
  aba: z.enum(ABAS).optional().default("atividades"),
  /** The schedule's 'Responsável' filter: a colleague's id or 'eu'. */
  responsavel: z.string().max(100).optional(),
});

/** The print page of the current choice, for a new tab. */
export function impressaoHref(empreendimento: string, inicio: string, fim: string): string {
  const params = new URLSearchParams({ empreendimento });
  if (inicio) params.set("inicio", inicio);
  if (fim) params.set("fim", fim);
  return `/relatorios/imprimir?${params}`;
}
