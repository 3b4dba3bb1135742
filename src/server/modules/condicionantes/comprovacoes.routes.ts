import { createRoute } from "@hono/zod-openapi";
import type { Db } from "../../db/client";
import { requireTenant, requireTenantMiddleware } from "../../http/context";
import { createRouter } from "../../http/router";
import { idParam, jsonBody, ok } from "../../http/openapi";
import type { Storage } from "../../storage/storage";
import { todayIn } from "../../../shared/rules/datas";
import { ZComprovacaoSchema, ZComprovacaoStatusSchema } from "../../../shared/schemas/condicionantes";
import * as service from "./comprovacoes.service";
import { documentosRoutes } from "./documentos.routes";

/** A condition's proofs of delivery, and (through documentosRoutes) its documents. */
export function comprovacoesRoutes(deps: { db: Db; storage: Storage; clock: () => Date }) {
  const { db, storage, clock } = deps;
  const router = createRouter();
  router.use("/condicionantes/:id/comprovacoes", requireTenantMiddleware);
  router.use("/comprovacoes/*", requireTenantMiddleware);

  router.openapi(
    createRoute({
      method: "post",
      path: "/condicionantes/{id}/comprovacoes",
      request: { params: idParam, ...jsonBody(ZComprovacaoSchema) },
      responses: ok,
    }),
    async (c) => {
      const created = await service.createComprovacao(
        db,
        requireTenant(c),
        todayIn(clock()),
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(created, 201);
    },
  );
  router.openapi(
    createRoute({
      method: "patch",
      path: "/comprovacoes/{id}",
      request: { params: idParam, ...jsonBody(ZComprovacaoStatusSchema) },
      responses: ok,
    }),
    async (c) =>
      c.json(
        await service.setComprovacaoStatus(
          db,
          requireTenant(c),
          c.req.valid("param").id,
          c.req.valid("json").statusComprovacao,
        ),
      ),
  );
  router.openapi(
    createRoute({ method: "delete", path: "/comprovacoes/{id}", request: { params: idParam }, responses: ok }),
    async (c) => {
      await service.deleteComprovacao(db, storage, requireTenant(c), c.req.valid("param").id);
      return c.json({ ok: true });
    },
  );

  router.route("/", documentosRoutes(deps));
  return router;
}
