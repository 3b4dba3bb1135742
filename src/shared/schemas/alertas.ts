import { z } from "./zod-pt-br";
import { zDate, zInstant } from "./common";
import { zPage, ZPageQuerySchema } from "./paging";
import {
  ANTECEDENCIA_MAXIMA,
  ANTECEDENCIAS_MAXIMO_ITENS,
  comPrazoLegal,
  URGENCIAS,
  type TAlertaItemTipo,
} from "../rules/alertas";

// The alerts of the daily sweep as each user reads them (the bell, /alertas), the user's e-mail
// choice and the company's lead times (issue 16 §4; docs/decisions/022).

export const ALERTAS_FILTROS = ["todas", "nao_lidas"] as const;
export type TAlertasFiltro = (typeof ALERTAS_FILTROS)[number];

/** GET /api/alertas: the caller's own alerts, newest first. */
export const ZAlertasQuerySchema = ZPageQuerySchema.omit({ q: true }).extend({
  lidas: z.enum(ALERTAS_FILTROS, { error: "Filtro inválido: use 'todas' ou 'nao_lidas'." }).optional().default("todas"),
});
export type TAlertasQuery = z.infer<typeof ZAlertasQuerySchema>;

const ITEM_TIPOS = [
  "licenca",
  "condicionante",
  "atividade",
  "obrigacao",
  "entrega",
  "comprovacao",
] as const satisfies readonly TAlertaItemTipo[];

export const ZAlertaResponseSchema = z.strictObject({
  /** The alert's id: what 'marcar como lida' names. */
  id: z.string(),
  itemTipo: z.enum(ITEM_TIPOS),
  itemId: z.string(),
  /** The item's words when the alert fired (its name or number) and where it belongs. */
  titulo: z.string(),
  contexto: z.string().nullable(),
  prazo: zDate,
  /** Days before the deadline; negative when overdue (shared/rules/alertas.ts). */
  marco: z.number().int(),
  /** The deadline in words: 'Vence em 7 dias', 'Atrasado há 8 dias'. */
  texto: z.string(),
  urgencia: z.enum(URGENCIAS),
  /** The item's address in the app. */
  link: z.string(),
  lida: z.boolean(),
  /** The day the sweep fired it (yyyy-mm-dd), which its text speaks of. */
  dia: zDate,
  createdAt: zInstant,
});
export type TAlerta = z.infer<typeof ZAlertaResponseSchema>;

export const ZAlertasResponseSchema = zPage(ZAlertaResponseSchema).extend({
  /** The caller's unread alerts up to 100, whatever the filter: the bell's badge. */
  naoLidos: z.number().int(),
});
export type TAlertas = z.infer<typeof ZAlertasResponseSchema>;

/** What marking one or all read answers: the new unread count (up to 100). */
export const ZAlertasNaoLidosResponseSchema = z.strictObject({ naoLidos: z.number().int() });
export type TAlertasNaoLidos = z.infer<typeof ZAlertasNaoLidosResponseSchema>;

export const ALERTA_NOT_FOUND = "Alerta não encontrado.";

/** PATCH /api/me/notificacoes: the daily digest by e-mail, on or off. */
export const ZNotificacoesSchema = z.object({
  alertasEmail: z.boolean({ error: "Informe se deseja receber o resumo diário por e-mail." }),
});
export type TNotificacoes = z.infer<typeof ZNotificacoesSchema>;

// --- The company's lead times ('Automatizações') ---

export const ANTECEDENCIA_INVALIDA = `Informe um número inteiro de dias entre 0 e ${ANTECEDENCIA_MAXIMA}.`;
export const ANTECEDENCIAS_MUITAS = `Informe no máximo ${ANTECEDENCIAS_MAXIMO_ITENS} antecedências.`;
export const ANTECEDENCIAS_REPETIDAS = "Cada antecedência deve aparecer uma vez só.";
export const ANTECEDENCIAS_VAZIAS = "Informe ao menos uma antecedência.";
export const PRAZO_LEGAL_SEMPRE = "O prazo legal de renovação (120 dias) é sempre alertado.";

const antecedencia = z
  .number({ error: ANTECEDENCIA_INVALIDA })
  .int(ANTECEDENCIA_INVALIDA)
  .min(0, ANTECEDENCIA_INVALIDA)
  .max(ANTECEDENCIA_MAXIMA, ANTECEDENCIA_INVALIDA);

const semRepetir = (v: number[]) => new Set(v).size === v.length;
const decrescente = (v: number[]) => [...v].sort((a, b) => b - a);

/** A list of lead times in days: whole numbers within bounds, no repeats; kept largest first. */
const antecedencias = z
  .array(antecedencia, { error: "Informe a lista de antecedências em dias." })
  .min(1, ANTECEDENCIAS_VAZIAS)
  .max(ANTECEDENCIAS_MAXIMO_ITENS, ANTECEDENCIAS_MUITAS)
  .refine(semRepetir, ANTECEDENCIAS_REPETIDAS)
  .transform(decrescente);

/**
 * PATCH /api/empresa/automatizacoes. The licences' list always keeps the legal renewal deadline
 * (120 days): it is added when missing, and the limit counts it.
 */
export const ZAutomatizacoesSchema = z.object({
  antecedenciasLicenca: antecedencias.refine(
    (v) => comPrazoLegal(v).length <= ANTECEDENCIAS_MAXIMO_ITENS,
    `${ANTECEDENCIAS_MUITAS} O prazo legal de renovação (120 dias) conta entre elas.`,
  ),
  antecedenciasPrazo: antecedencias,
});
export type TAutomatizacoesInput = z.input<typeof ZAutomatizacoesSchema>;
export type TAutomatizacoes = z.output<typeof ZAutomatizacoesSchema>;
