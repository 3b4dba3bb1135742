import { createRoute } from "@hono/zod-openapi";
import type { Db } from "../../db/client";
import { requireTenant, requireTenantMiddleware } from "../../http/context";
import { createRouter } from "../../http/router";
import { idParam, jsonBody, ok } from "../../http/openapi";
import type { Storage } from "../../storage/storage";
import { todayIn } from "../../../shared/rules/datas";
import {
  ZAprovacaoSchema,
  ZCondicionanteSchema,
  ZNovaCondicionanteSchema,
  ZPeriodicidadeSchema,
  ZSecoesQuerySchema,
  ZStatusSchema,
} from "../../../shared/schemas/condicionantes";
import * as service from "./condicionantes.service";
import { setPeriodicidade } from "./periodicidade.service";
import { listSecoes } from "./secoes.service";
import { reavaliarStatus } from "./documentos.service";

export function condicionantesRoutes(deps: { db: Db; storage: Storage; clock: () => Date }) {
  const { db, storage, clock } = deps;
  const today = () => todayIn(clock());
  const router = createRouter();
  router.use("/condicionantes", requireTenantMiddleware);
  router.use("/condicionantes/*", requireTenantMiddleware);
  router.use("/licencas/:id/condicionantes", requireTenantMiddleware);

  router.openapi(
    createRoute({ method: "get", path: "/licencas/{id}/condicionantes", request: { params: idParam }, responses: ok }),
    async (c) => c.json(await service.listDaLicenca(db, requireTenant(c), c.req.valid("param").id)),
  );
  router.openapi(
    createRoute({
      method: "post",
      path: "/licencas/{id}/condicionantes",
      request: { params: idParam, ...jsonBody(ZCondicionanteSchema) },
      responses: ok,
    }),
    async (c) => {
      const ctx = requireTenant(c);
      const created = await service.createDaLicenca(
        db,
        ctx,
        today(),
        clock(),
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(created, 201);
    },
  );
  router.openapi(
    createRoute({
      method: "post",
      path: "/condicionantes",
      request: jsonBody(ZNovaCondicionanteSchema),
      responses: ok,
    }),
    async (c) => c.json(await service.createNova(db, requireTenant(c), today(), c.req.valid("json")), 201),
  );
  // Before /condicionantes/{id}, which would otherwise take 'secoes' for an id.
  router.openapi(
    createRoute({
      method: "get",
      path: "/condicionantes/secoes",
      request: { query: ZSecoesQuerySchema },
      responses: ok,
    }),
    async (c) => c.json(await listSecoes(db, requireTenant(c), today(), c.req.valid("query"))),
  );
  router.openapi(
    createRoute({ method: "get", path: "/condicionantes/{id}", request: { params: idParam }, responses: ok }),
    async (c) => c.json(await service.getDetalhe(db, requireTenant(c), c.req.valid("param").id)),
  );
  router.openapi(
    createRoute({
      method: "patch",
      path: "/condicionantes/{id}",
      request: { params: idParam, ...jsonBody(ZCondicionanteSchema) },
      responses: ok,
    }),
    async (c) =>
      c.json(
        await service.updateCondicionante(
          db,
          requireTenant(c),
          today(),
          clock(),
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
      ),
  );
  router.openapi(
    createRoute({
      method: "patch",
      path: "/condicionantes/{id}/status",
      request: { params: idParam, ...jsonBody(ZStatusSchema) },
      responses: ok,
    }),
    async (c) =>
      c.json(
        await service.setStatus(db, requireTenant(c), today(), clock(), c.req.valid("param").id, c.req.valid("json")),
      ),
  );
  router.openapi(
    createRoute({
      method: "patch",
      path: "/condicionantes/{id}/aprovacao",
      request: { params: idParam, ...jsonBody(ZAprovacaoSchema) },
      responses: ok,
    }),
    async (c) =>
      c.json(
        await service.setAprovacao(
          db,
          requireTenant(c),
          clock(),
          c.req.valid("param").id,
          c.req.valid("json").aprovada,
        ),
      ),
  );
  router.openapi(
    createRoute({ method: "post", path: "/condicionantes/{id}/copia", request: { params: idParam }, responses: ok }),
    async (c) => c.json(await service.copyCondicionante(db, requireTenant(c), c.req.valid("param").id), 201),
  );
  router.openapi(
    createRoute({ method: "delete", path: "/condicionantes/{id}", request: { params: idParam }, responses: ok }),
    async (c) => {
      await service.deleteCondicionante(db, storage, requireTenant(c), c.req.valid("param").id);
      return c.json({ ok: true });
    },
  );
  router.openapi(
    createRoute({
      method: "put",
      path: "/condicionantes/{id}/periodicidade",
      request: { params: idParam, ...jsonBody(ZPeriodicidadeSchema) },
      responses: ok,
    }),
    async (c) =>
      c.json(await setPeriodicidade(db, requireTenant(c), clock(), c.req.valid("param").id, c.req.valid("json"))),
  );
  router.openapi(
    createRoute({
      method: "post",
      path: "/condicionantes/{id}/reavaliar",
      request: { params: idParam },
      responses: ok,
    }),
    async (c) => {
      const ctx = requireTenant(c);
      const id = c.req.valid("param").id;
      await service.assertCondicionanteOwned(db, ctx, id);
      await reavaliarStatus(db, ctx, id, today(), clock());
      return c.json(await service.getCondicionante(db, ctx, id));
    },
  );
  return router;
}
