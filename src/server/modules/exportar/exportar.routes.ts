import { createRoute } from "@hono/zod-openapi";
import type { TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { exportar, okExportacao } from "../../http/exportar";
import { todayIn } from "../../../shared/rules/datas";
import { ZFormatoExportacaoSchema } from "../../../shared/schemas/exportar";
import { ZLicencasQuerySchema } from "../../../shared/schemas/licencas";
import { colunasLicencas, loteLicencas } from "../licencas/exportar";

/**
 * GET /api/<lista>/exportar?formato=xlsx|csv plus the list's own filters: the file of every row
 * the screen's filters select (http/exportar.ts). Each batch is read in its own tenant
 * transaction (`tenant(c, …)` per batch), so a long download never holds the database's
 * connection between batches. Mounted before the domains' routers, whose /{id} would otherwise
 * take 'exportar' for an id.
 */
export function exportarRoutes(deps: { tenant: TTenantRunner; clock: () => Date }) {
  const { tenant, clock } = deps;
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/licencas/exportar",
      request: { query: ZLicencasQuerySchema.extend(ZFormatoExportacaoSchema.shape) },
      responses: okExportacao,
    }),
    async (c) => {
      const { formato, ...q } = c.req.valid("query");
      const hoje = todayIn(clock());
      return exportar(formato, hoje, {
        arquivo: "licencas",
        planilha: "Licenças",
        colunas: colunasLicencas,
        lote: (cursor, limite) => tenant(c, (tx, ctx) => loteLicencas(tx, ctx, hoje, q, cursor, limite)),
      });
    },
  );

  return router;
}
