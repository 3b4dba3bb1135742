import { z } from "./zod-pt-br";
import { ACTIVITIES_TOTAL, ACTIVITY_CLASSES } from "../rules/dashboard";
import { zDate, zInstant } from "./common";
import { zTotalLimitado } from "./paging";
import { MINHAS_PENDENCIAS_MAX, PENDENCIA_TIPOS } from "../rules/minhas-pendencias";

export const ZAtividadeRecenteResponseSchema = z.strictObject({
  /** 'licenca:{id}' or 'condicionante:{id}'. */
  id: z.string(),
  classe: z.enum(ACTIVITY_CLASSES),
  texto: z.string(),
  /** Licence created or condition updated; the browser shows it as 'há N …'. */
  data: zInstant,
});
export type TAtividadeRecente = z.infer<typeof ZAtividadeRecenteResponseSchema>;

const count = z.number().int();

/** One obligation of the caller's still to be met (decision 024). */
export const ZPendenciaResponseSchema = z.strictObject({
  tipo: z.enum(PENDENCIA_TIPOS),
  id: z.string(),
  /** The licence of a condition, the project of an activity, the checklist of an item; a licence's own id. */
  origemId: z.string(),
  titulo: z.string(),
  /** Where it belongs: the licence and project, the project, the checklist. */
  contexto: z.string(),
  /** A licence's legal renewal deadline, a condition's next delivery or deadline, an activity's deadline; null: none. */
  prazo: zDate.nullable(),
});
export type TPendencia = z.infer<typeof ZPendenciaResponseSchema>;

/** GET /api/dashboard: everything the dashboard's first paint needs, in one answer. */
export const ZDashboardResponseSchema = z.strictObject({
  /** The company's name, shown after 'Dashboard'. */
  empresa: z.string(),
  /** Part 1 §7 "Dashboard counts"; registros = clientes + empreendimentos (part 1 §9). */
  contadores: z.strictObject({
    clientes: count,
    empreendimentos: count,
    licencas: count,
    /**
     * Open obligations (decision 013): conditions not concluded, except that a periodic one
     * counts each scheduled delivery it has left instead of itself.
     */
    condicionantesPendentes: count,
    registros: count,
  }),
  /** The open obligations by date, as the conditions screen's first two sections count them. */
  prazos: z.strictObject({
    /** Dated before today. */
    atrasadas: count,
    /** Dated from today up to today + 30 days. */
    vencendo: count,
  }),
  /** The open due dates of the obligations outside licences (issue 32), on the same two windows. */
  obrigacoesLegais: z.strictObject({
    atrasadas: count,
    vencendo: count,
  }),
  /** Part 1 §7 "Recent activities": at most 5, newest first. */
  atividades: z.array(ZAtividadeRecenteResponseSchema).max(ACTIVITIES_TOTAL),
  conformidade: z.strictObject({
    /** Rounded percentage of licences valid today among those with an expiry; 100 when none. */
    taxa: z.number().int().min(0).max(100),
    licencasComValidade: count,
    /** Licences whose expiry is today or later (a licence expiring today is still valid). */
    licencasValidas: count,
    /** Licences expiring from today up to today + 30 days. */
    renovacoesProximas: count,
  }),
  /** The caller's obligations not yet met, nearest deadline first (undated last), and how many in all. */
  minhasPendencias: z.strictObject({
    items: z.array(ZPendenciaResponseSchema).max(MINHAS_PENDENCIAS_MAX),
    /** Exact up to MINHAS_PENDENCIAS_TOTAL_TETO, else `{ maisDe }`. */
    total: zTotalLimitado,
  }),
});
export type TDashboard = z.infer<typeof ZDashboardResponseSchema>;
