import { createRouter } from "../../http/router";
import { jsonBody, okJson } from "../../http/openapi";
import { todayIn } from "../../../shared/rules/datas";
import { ZVarreduraResponseSchema, ZVarreduraSchema } from "../../../shared/schemas/prazos";
import type { TResultadoDia } from "./varredura";
import { defineRoute, SUPER_ADMIN } from "../../http/acesso";

/**
 * The super-administrator's 'run the sweep now' (under /api/admin, which http/gate.ts admits
 * only super_admin to): today's, or a given day's, as `npm run prazos -- --hoje` does. The
 * sweep crosses companies and opens its own transactions on the system path (decision 022):
 * the route gets it ready to run (app.ts), never the database handle.
 */
export function prazosRoutes(deps: { sweepDia: (dia: string) => Promise<TResultadoDia>; clock: () => Date }) {
  const router = createRouter();
  router.openapi(
    defineRoute({
      acesso: SUPER_ADMIN,
      operationId: "runVarreduraPrazos",
      summary: "Executa agora a varredura diária de prazos",
      method: "post",
      path: "/admin/prazos/varredura",
      request: jsonBody(ZVarreduraSchema),
      responses: okJson(ZVarreduraResponseSchema),
    }),
    async (c) => {
      const dia = c.req.valid("json").hoje ?? todayIn(deps.clock());
      return c.json(await deps.sweepDia(dia));
    },
  );
  return router;
}
