import type { TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { idParam, okAnswer, okDone, okJson } from "../../http/openapi";
import { removeFiles } from "../../storage/files";
import type { Storage } from "../../storage/storage";
import { ZPageQuerySchema } from "../../../shared/schemas/paging";
import { ZLixeiraResponseSchema } from "../../../shared/schemas/lixeira";
import * as service from "./lixeira.service";
import { defineRoute, ADMINISTRADORES } from "../../http/acesso";

/**
 * The company's bin, for its administrators (the role group `/api/lixeira` is in http/gate.ts):
 * the list, 'Restaurar' and 'Excluir definitivamente'. Putting a record in the bin is each
 * domain's own DELETE route.
 */
export function lixeiraRoutes(deps: { tenant: TTenantRunner; storage: Storage }) {
  const { tenant, storage } = deps;
  const router = createRouter();

  router.openapi(
    defineRoute({
      acesso: ADMINISTRADORES,
      operationId: "listLixeira",
      summary: "Lista o que está na lixeira da empresa",
      method: "get",
      path: "/lixeira",
      request: { query: ZPageQuerySchema },
      responses: okJson(ZLixeiraResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.listLixeira(tx, ctx, c.req.valid("query")))),
  );
  router.openapi(
    defineRoute({
      acesso: ADMINISTRADORES,
      operationId: "restoreLixeiraItem",
      summary: "Restaura um registro da lixeira",
      method: "post",
      path: "/lixeira/{id}/restaurar",
      request: { params: idParam },
      responses: okDone,
    }),
    async (c) => {
      await tenant(c, (tx, ctx) => service.restore(tx, ctx, c.req.valid("param").id));
      return c.json(okAnswer);
    },
  );
  router.openapi(
    defineRoute({
      acesso: ADMINISTRADORES,
      operationId: "purgeLixeiraItem",
      summary: "Exclui de vez um registro da lixeira",
      method: "delete",
      path: "/lixeira/{id}",
      request: { params: idParam },
      responses: okDone,
    }),
    async (c) => {
      const keys = await tenant(c, (tx, ctx) => service.deletePermanently(tx, ctx, c.req.valid("param").id));
      await removeFiles(storage, keys); // after the commit: rows are the truth
      return c.json(okAnswer);
    },
  );
  return router;
}
