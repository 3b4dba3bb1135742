import { requireTenant } from "../../http/context";
import type { TSystemRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { createdJson, idParam, jsonBody, okAnswer, okDone, okJson } from "../../http/openapi";
import type { Mailer } from "../../mail/mailer";
import {
  ZApprovedUsersResponseSchema,
  ZApproveUserSchema,
  ZCompaniesResponseSchema,
  ZCompanyResponseSchema,
  ZCompanySchema,
  ZCompanyUpdatedResponseSchema,
  ZPendingUsersResponseSchema,
} from "../../../shared/schemas/admin";
import { ZPageQuerySchema } from "../../../shared/schemas/paging";
import { listApprovedUsers } from "../usuarios/usuarios.service";
import * as service from "./admin.service";
import { defineRoute, SUPER_ADMIN } from "../../http/acesso";

/**
 * The super-administrator's work across companies. http/gate.ts admits only super_admin to all
 * of /api/admin, so every route here runs on the system path.
 */
export function adminRoutes(deps: { system: TSystemRunner; mailer: Mailer; appUrl: string }) {
  const { system } = deps;
  const router = createRouter();

  router.openapi(
    defineRoute({
      acesso: SUPER_ADMIN,
      operationId: "listEmpresasAdmin",
      summary: "Lista as empresas cadastradas no sistema",
      method: "get",
      path: "/admin/companies",
      request: { query: ZPageQuerySchema },
      responses: okJson(ZCompaniesResponseSchema),
    }),
    async (c) => c.json(await system((tx) => service.listCompanies(tx, c.req.valid("query")))),
  );
  router.openapi(
    defineRoute({
      acesso: SUPER_ADMIN,
      operationId: "createEmpresaAdmin",
      summary: "Cadastra uma empresa",
      method: "post",
      path: "/admin/companies",
      request: jsonBody(ZCompanySchema),
      responses: createdJson(ZCompanyResponseSchema),
    }),
    async (c) => {
      const actor = requireTenant(c);
      return c.json(await system((tx) => service.createCompany(tx, actor, c.req.valid("json"))), 201);
    },
  );
  router.openapi(
    defineRoute({
      acesso: SUPER_ADMIN,
      operationId: "updateEmpresaAdmin",
      summary: "Altera uma empresa cadastrada",
      method: "patch",
      path: "/admin/companies/{id}",
      request: { params: idParam, ...jsonBody(ZCompanySchema) },
      responses: okJson(ZCompanyUpdatedResponseSchema),
    }),
    async (c) => c.json(await system((tx) => service.updateCompany(tx, c.req.valid("param").id, c.req.valid("json")))),
  );
  router.openapi(
    defineRoute({
      acesso: SUPER_ADMIN,
      operationId: "deleteEmpresaAdmin",
      summary: "Exclui uma empresa cadastrada",
      method: "delete",
      path: "/admin/companies/{id}",
      request: { params: idParam },
      responses: okDone,
    }),
    async (c) => {
      await system((tx) => service.deleteCompany(tx, c.req.valid("param").id));
      return c.json(okAnswer);
    },
  );

  router.openapi(
    defineRoute({
      acesso: SUPER_ADMIN,
      operationId: "listUsuariosPendentes",
      summary: "Lista os usuários que aguardam aprovação",
      method: "get",
      path: "/admin/pending-users",
      request: { query: ZPageQuerySchema },
      responses: okJson(ZPendingUsersResponseSchema),
    }),
    async (c) => c.json(await system((tx) => service.listPendingUsers(tx, c.req.valid("query")))),
  );
  router.openapi(
    defineRoute({
      acesso: SUPER_ADMIN,
      operationId: "approveUsuarioPendente",
      summary: "Aprova um usuário e o vincula a uma empresa",
      method: "post",
      path: "/admin/pending-users/{id}/approve",
      request: { params: idParam, ...jsonBody(ZApproveUserSchema) },
      responses: okDone,
    }),
    async (c) => {
      const actor = requireTenant(c);
      const approved = await system((tx) =>
        service.approveUser(tx, actor, c.req.valid("param").id, c.req.valid("json")),
      );
      // After the commit: a slow mail server never holds the transaction open.
      await service.sendApprovalMail(deps.mailer, deps.appUrl, approved);
      return c.json(okAnswer);
    },
  );
  router.openapi(
    defineRoute({
      acesso: SUPER_ADMIN,
      operationId: "rejectUsuarioPendente",
      summary: "Recusa o cadastro de um usuário pendente",
      method: "delete",
      path: "/admin/pending-users/{id}",
      request: { params: idParam },
      responses: okDone,
    }),
    async (c) => {
      await system((tx) => service.rejectUser(tx, c.req.valid("param").id));
      return c.json(okAnswer);
    },
  );

  // Every company's approved users; a company's administrators use /api/usuarios.
  router.openapi(
    defineRoute({
      acesso: SUPER_ADMIN,
      operationId: "listUsuariosAdmin",
      summary: "Lista os usuários de todas as empresas",
      method: "get",
      path: "/admin/users",
      request: { query: ZPageQuerySchema },
      responses: okJson(ZApprovedUsersResponseSchema),
    }),
    async (c) => c.json(await system((tx) => listApprovedUsers(tx, null, c.req.valid("query")))),
  );
  return router;
}
