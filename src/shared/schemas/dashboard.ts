import { z } from "./zod-pt-br";
import { ACTIVITIES_TOTAL, ACTIVITY_CLASSES } from "../rules/dashboard";
import { zInstant } from "./common";

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
});
export type TDashboard = z.infer<typeof ZDashboardResponseSchema>;
