import type { TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { okJson } from "../../http/openapi";
import { ZHistoricoQuerySchema, ZHistoricoResponseSchema } from "../../../shared/schemas/historico";
import * as service from "./historico.service";
import { defineRoute, EQUIPE } from "../../http/acesso";

/**
 * The 'Histórico' tab of a licence, a condition, a client or a project: read only, for any user
 * of the record's company. Nothing writes here — the database's trigger keeps the rows.
 */
export function historicoRoutes(deps: { tenant: TTenantRunner }) {
  const { tenant } = deps;
  const router = createRouter();
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listHistorico",
      summary: "Lista o histórico de alterações de um registro",
      method: "get",
      path: "/historico",
      description: "Quem alterou o quê e quando num registro, do mais novo ao mais antigo.",
      request: { query: ZHistoricoQuerySchema },
      responses: okJson(ZHistoricoResponseSchema, "Uma página do histórico do registro"),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.listHistorico(tx, ctx, c.req.valid("query")))),
  );
  return router;
}
