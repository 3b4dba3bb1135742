import type { TTenantRunner } from "../../http/tenant";
import { removeFiles } from "../../storage/files";
import { createRouter } from "../../http/router";
import { createdJson, idParam, jsonBody, okAnswer, okDone, okJson } from "../../http/openapi";
import type { Storage } from "../../storage/storage";
import {
  ZComprovacaoResponseSchema,
  ZComprovacaoRevisadaResponseSchema,
  ZComprovacaoSchema,
  ZRejeicaoSchema,
  ZComprovacaoStatusSchema,
} from "../../../shared/schemas/condicionantes";
import * as service from "./comprovacoes.service";
import { approveComprovacao, rejectComprovacao } from "./revisao.service";
import { anexosRoutes } from "./anexos.routes";
import { defineRoute, EQUIPE } from "../../http/acesso";

/** A condition's proofs of delivery, and (through anexosRoutes) its documents. */
export function comprovacoesRoutes(deps: { tenant: TTenantRunner; storage: Storage }) {
  const { tenant, storage } = deps;
  const router = createRouter();

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "createComprovacao",
      summary: "Registra uma comprovação de entrega",
      method: "post",
      path: "/condicionantes/{id}/comprovacoes",
      request: { params: idParam, ...jsonBody(ZComprovacaoSchema) },
      responses: createdJson(ZComprovacaoResponseSchema),
    }),
    async (c) => {
      const created = await tenant(c, (tx, ctx) =>
        service.createComprovacao(tx, ctx, c.req.valid("param").id, c.req.valid("json")),
      );
      return c.json(created, 201);
    },
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateComprovacao",
      summary: "Altera uma comprovação de entrega",
      method: "patch",
      path: "/comprovacoes/{id}",
      request: { params: idParam, ...jsonBody(ZComprovacaoStatusSchema) },
      responses: okJson(ZComprovacaoResponseSchema),
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) =>
          service.setComprovacaoStatus(tx, ctx, c.req.valid("param").id, c.req.valid("json").statusComprovacao),
        ),
      ),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "deleteComprovacao",
      summary: "Exclui uma comprovação de entrega",
      method: "delete",
      path: "/comprovacoes/{id}",
      request: { params: idParam },
      responses: okDone,
    }),
    async (c) => {
      const keys = await tenant(c, (tx, ctx) => service.deleteComprovacao(tx, ctx, c.req.valid("param").id));
      await removeFiles(storage, keys); // after the commit: rows are the truth
      return c.json(okAnswer);
    },
  );

  // The review of a proof sent from the portal (revisao.service.ts).
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "approveComprovacao",
      summary: "Aprova uma comprovação enviada pelo portal",
      method: "post",
      path: "/comprovacoes/{id}/aprovar",
      request: { params: idParam },
      responses: okJson(ZComprovacaoRevisadaResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => approveComprovacao(tx, ctx, c.req.valid("param").id))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "rejectComprovacao",
      summary: "Rejeita uma comprovação enviada pelo portal, com o motivo",
      method: "post",
      path: "/comprovacoes/{id}/rejeitar",
      request: { params: idParam, ...jsonBody(ZRejeicaoSchema) },
      responses: okJson(ZComprovacaoRevisadaResponseSchema),
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) => rejectComprovacao(tx, ctx, c.req.valid("param").id, c.req.valid("json").motivo)),
      ),
  );

  router.route("/", anexosRoutes(deps));
  return router;
}
