import { JOINS_AS_WRITTEN, type TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { okJson } from "../../http/openapi";
import { ZCalendarioQuerySchema, ZCalendarioResponseSchema } from "../../../shared/schemas/calendario";
import { getCalendario } from "./calendario.service";
import { defineRoute, EQUIPE } from "../../http/acesso";

export function calendarioRoutes(deps: { tenant: TTenantRunner }) {
  const router = createRouter();
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "getCalendario",
      summary: "Lista os prazos do calendário por dia",
      method: "get",
      path: "/calendario",
      request: { query: ZCalendarioQuerySchema },
      responses: okJson(ZCalendarioResponseSchema),
    }),
    async (c) =>
      c.json(await deps.tenant(c, (tx, ctx) => getCalendario(tx, ctx, c.req.valid("query")), JOINS_AS_WRITTEN)),
  );
  return router;
}
