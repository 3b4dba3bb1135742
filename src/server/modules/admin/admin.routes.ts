import { createRoute } from "@hono/zod-openapi";
import type { Db } from "../../db/client";
import { requireRoles, requireTenant } from "../../http/context";
import { createRouter } from "../../http/router";
import { idParam, jsonBody, ok } from "../../http/openapi";
import type { Mailer } from "../../mail/mailer";
import { ZApproveUserSchema, ZCompanySchema, ZPageQuerySchema } from "../../../shared/schemas/admin";
import * as service from "./admin.service";

export function adminRoutes(deps: { db: Db; mailer: Mailer; appUrl: string }) {
  const { db } = deps;
  const router = createRouter();
  const superAdmin = requireRoles("super_admin");
  router.use("/admin/companies/*", superAdmin);
  router.use("/admin/companies", superAdmin);
  router.use("/admin/pending-users/*", superAdmin);
  router.use("/admin/pending-users", superAdmin);
  router.use("/admin/users", requireRoles("admin", "super_admin"));

  router.openapi(
    createRoute({ method: "get", path: "/admin/companies", request: { query: ZPageQuerySchema }, responses: ok }),
    async (c) => c.json(await service.listCompanies(db, c.req.valid("query"))),
  );
  router.openapi(
    createRoute({ method: "post", path: "/admin/companies", request: jsonBody(ZCompanySchema), responses: ok }),
    async (c) => c.json(await service.createCompany(db, c.req.valid("json")), 201),
  );
  router.openapi(
    createRoute({
      method: "patch",
      path: "/admin/companies/{id}",
      request: { params: idParam, ...jsonBody(ZCompanySchema) },
      responses: ok,
    }),
    async (c) => c.json(await service.updateCompany(db, c.req.valid("param").id, c.req.valid("json"))),
  );
  router.openapi(
    createRoute({ method: "delete", path: "/admin/companies/{id}", request: { params: idParam }, responses: ok }),
    async (c) => {
      await service.deleteCompany(db, c.req.valid("param").id);
      return c.json({ ok: true });
    },
  );

  router.openapi(
    createRoute({ method: "get", path: "/admin/pending-users", request: { query: ZPageQuerySchema }, responses: ok }),
    async (c) => c.json(await service.listPendingUsers(db, c.req.valid("query"))),
  );
  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/pending-users/{id}/approve",
      request: { params: idParam, ...jsonBody(ZApproveUserSchema) },
      responses: ok,
    }),
    async (c) => {
      await service.approveUser(db, deps.mailer, deps.appUrl, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ ok: true });
    },
  );
  router.openapi(
    createRoute({ method: "delete", path: "/admin/pending-users/{id}", request: { params: idParam }, responses: ok }),
    async (c) => {
      await service.rejectUser(db, c.req.valid("param").id);
      return c.json({ ok: true });
    },
  );

  router.openapi(
    createRoute({ method: "get", path: "/admin/users", request: { query: ZPageQuerySchema }, responses: ok }),
    async (c) => c.json(await service.listApprovedUsers(db, requireTenant(c), c.req.valid("query"))),
  );
  return router;
}
