import type { Db } from "../db/client";
import { ZExclusaoResponseSchema, type TExclusao } from "../../shared/schemas/lixeira";
import { defineRoute, EQUIPE } from "./acesso";
import type { TTenantContext } from "./context";
import { idParam, okAnswer, okDone, okJson } from "./openapi";
import type { TRouter } from "./router";
import type { TTenantRunner } from "./tenant";

/** A service call on one record, named by the route's `{id}`, in the caller's tenant transaction. */
type TById<T> = (db: Db, ctx: TTenantContext, id: string) => Promise<T>;

/** DELETE `path` (ending in `{id}`) for the company's staff: runs `remove`, answers `{ ok: true }`. */
export function addDeleteRoute(
  router: TRouter,
  tenant: TTenantRunner,
  route: { operationId: string; summary: string; path: string; remove: TById<unknown> },
) {
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: route.operationId,
      summary: route.summary,
      method: "delete",
      path: route.path,
      request: { params: idParam },
      responses: okDone,
    }),
    async (c) => {
      await tenant(c, (tx, ctx) => route.remove(tx, ctx, c.req.valid("param").id));
      return c.json(okAnswer);
    },
  );
}

/**
 * A record the bin takes: DELETE `path` sends it there (operation `delete{name}`), and
 * GET `path`/exclusao (operation `preview{name}Exclusao`) says first what goes with it, so the
 * confirmation can name it. `summaries` are those of the delete and of the preview.
 */
export function addLixeiraRoutes(
  router: TRouter,
  tenant: TTenantRunner,
  route: { name: string; path: string; summaries: [string, string]; services: [TById<unknown>, TById<TExclusao>] },
) {
  const [remove, preview] = route.services;
  addDeleteRoute(router, tenant, {
    operationId: `delete${route.name}`,
    summary: route.summaries[0],
    path: route.path,
    remove,
  });
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: `preview${route.name}Exclusao`,
      summary: route.summaries[1],
      method: "get",
      path: `${route.path}/exclusao`,
      request: { params: idParam },
      responses: okJson(ZExclusaoResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => preview(tx, ctx, c.req.valid("param").id))),
  );
}
