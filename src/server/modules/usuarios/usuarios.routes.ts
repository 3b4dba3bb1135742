import { requireTenant } from "../../http/context";
import type { TSystemRunner, TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { idParam, jsonBody, okJson } from "../../http/openapi";
import { ZPageQuerySchema } from "../../../shared/schemas/paging";
import {
  ZAlterarAtivoSchema,
  ZAlterarPapelSchema,
  ZResponsaveisResponseSchema,
  ZUsuarioResponseSchema,
  ZUsuariosResponseSchema,
} from "../../../shared/schemas/usuarios";
import { setAtivo, setPapel, listUsuarios } from "./usuarios.service";
import { listResponsaveis } from "./responsavel";
import { defineRoute, EQUIPE } from "../../http/acesso";

/**
 * The caller's own company's users: every approved user sees the list; the changes are its
 * administrators' (checked in the service, inside the transaction, against the company's rows).
 */
export function usuariosRoutes(deps: { tenant: TTenantRunner; system: TSystemRunner }) {
  const { tenant, system } = deps;
  const router = createRouter();
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listUsuarios",
      summary: "Lista os usuários da empresa",
      method: "get",
      path: "/usuarios",
      request: { query: ZPageQuerySchema },
      responses: okJson(ZUsuariosResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => listUsuarios(tx, ctx, c.req.valid("query")))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listResponsaveis",
      summary: "Lista os usuários que podem ser responsáveis",
      method: "get",
      path: "/usuarios/responsaveis",
      responses: okJson(ZResponsaveisResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => listResponsaveis(tx, ctx))),
  );
  // Profiles and roles are written by the system path only; the service names the company check.
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateUsuarioPapel",
      summary: "Altera o papel de um usuário da empresa",
      method: "patch",
      path: "/usuarios/{id}/papel",
      request: { params: idParam, ...jsonBody(ZAlterarPapelSchema) },
      responses: okJson(ZUsuarioResponseSchema),
    }),
    async (c) => {
      const actor = requireTenant(c);
      const { id } = c.req.valid("param");
      return c.json(await system((tx) => setPapel(tx, actor, id, c.req.valid("json"))));
    },
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateUsuarioAtivo",
      summary: "Ativa ou desativa um usuário da empresa",
      method: "patch",
      path: "/usuarios/{id}/ativo",
      request: { params: idParam, ...jsonBody(ZAlterarAtivoSchema) },
      responses: okJson(ZUsuarioResponseSchema),
    }),
    async (c) => {
      const actor = requireTenant(c);
      const { id } = c.req.valid("param");
      return c.json(await system((tx) => setAtivo(tx, actor, id, c.req.valid("json"))));
    },
  );
  return router;
}
