import { z } from "./zod-pt-br";
import { ZRefSchema } from "./common";
import { ZLicencasPorStatusSchema } from "./consolidado";

// GET /api/painel: the administration panel's counters and its Dashboard tab, in one answer.
// Its query is ZPageQuerySchema (shared/schemas/paging.ts): a page of companies, searched by name.

const count = z.number().int().min(0);

/** A company's figures, or their sum over every company the caller may see. Binned rows never count. */
export const ZPainelNumerosSchema = z.strictObject({
  /** Users attached to the company and not deactivated. */
  usuarios: count,
  clientes: count,
  empreendimentos: count,
  licencas: count,
  licencasPorStatus: ZLicencasPorStatusSchema,
  /** Obligations dated before today, as the conditions screen counts them (decision 013). */
  condicionantesVencidas: count,
});
export type TPainelNumeros = z.infer<typeof ZPainelNumerosSchema>;

export const ZPainelEmpresaSchema = ZPainelNumerosSchema.extend({ empresa: ZRefSchema });
export type TPainelEmpresa = z.infer<typeof ZPainelEmpresaSchema>;

export const ZPainelResponseSchema = z.strictObject({
  /** Companies the caller sees: every one for the super-administrator, their own for a company admin. */
  empresas: count,
  /** Users waiting for approval; null for a company admin, who does not approve users. */
  usuariosPendentes: count.nullable(),
  /** The sum over those companies (whatever the search): the counters and the Dashboard's totals. */
  totais: ZPainelNumerosSchema,
  /** The page of companies matching the search, by name. */
  items: z.array(ZPainelEmpresaSchema),
  /** How many companies match the search. */
  total: count,
});
export type TPainel = z.infer<typeof ZPainelResponseSchema>;
