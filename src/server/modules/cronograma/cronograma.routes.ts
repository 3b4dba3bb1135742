import { z } from "zod";
import { isUuid } from "../../db/paging";
import { notFound } from "../../http/errors";
import type { TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { createdJson, idParam, jsonBody, okJson, uploadBody } from "../../http/openapi";
import { documentoBodyLimit, readUploadForm } from "../../http/upload";
import type { Storage } from "../../storage/storage";
import { ZDocumentoResponseSchema } from "../../../shared/schemas/condicionantes";
import {
  ATIVIDADE_DOCUMENTO_EXTENSOES,
  ZAtividadeResponseSchema,
  ZAtividadeSchema,
  ZAtividadeStatusSchema,
  ZRelatorioQuerySchema,
  ZRelatorioResponseSchema,
} from "../../../shared/schemas/cronograma";
import { storeDocumento } from "../documentos/arquivos";
import * as service from "./atividades.service";
import { getRelatorio } from "./relatorio.service";
import { ATIVIDADE_NOT_FOUND } from "./messages";
import { defineRoute, EQUIPE } from "../../http/acesso";
import { addLixeiraRoutes } from "../../http/delete-routes";

/**
 * The project report and its activity schedule. An activity's own routes live under
 * /cronograma: /atividades is the catalogue of project activities (licencas/catalogos.routes.ts). A document's link and delete are every
 * document's (documentos/documentos.routes.ts); the upload is here, for its kinds and its lock.
 */
export function cronogramaRoutes(deps: { tenant: TTenantRunner; storage: Storage }) {
  const { tenant, storage } = deps;
  const router = createRouter();

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "getRelatorioEmpreendimento",
      summary: "Mostra o relatório e o cronograma do empreendimento",
      method: "get",
      path: "/relatorios/empreendimentos/{id}",
      request: { params: idParam, query: ZRelatorioQuerySchema },
      responses: okJson(ZRelatorioResponseSchema),
    }),
    async (c) =>
      c.json(await tenant(c, (tx, ctx) => getRelatorio(tx, ctx, c.req.valid("param").id, c.req.valid("query")))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "createCronogramaAtividade",
      summary: "Cadastra uma atividade no cronograma",
      method: "post",
      path: "/empreendimentos/{id}/atividades",
      request: { params: idParam, ...jsonBody(ZAtividadeSchema) },
      responses: createdJson(ZAtividadeResponseSchema),
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) => service.createAtividade(tx, ctx, c.req.valid("param").id, c.req.valid("json"))),
        201,
      ),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateCronogramaAtividade",
      summary: "Altera uma atividade do cronograma",
      method: "patch",
      path: "/cronograma/atividades/{id}",
      request: { params: idParam, ...jsonBody(ZAtividadeSchema) },
      responses: okJson(ZAtividadeResponseSchema),
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) => service.updateAtividade(tx, ctx, c.req.valid("param").id, c.req.valid("json"))),
      ),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateCronogramaAtividadeStatus",
      summary: "Altera o status de uma atividade",
      method: "patch",
      path: "/cronograma/atividades/{id}/status",
      request: { params: idParam, ...jsonBody(ZAtividadeStatusSchema) },
      responses: okJson(ZAtividadeResponseSchema),
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) => service.setAtividadeStatus(tx, ctx, c.req.valid("param").id, c.req.valid("json"))),
      ),
  );
  addLixeiraRoutes(router, tenant, {
    name: "CronogramaAtividade",
    path: "/cronograma/atividades/{id}",
    summaries: ["Manda uma atividade do cronograma para a lixeira", "Diz o que vai para a lixeira com a atividade"],
    services: [service.deleteAtividade, service.exclusaoAtividade],
  });
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listCronogramaAtividadeDocumentos",
      summary: "Lista os documentos de uma atividade",
      method: "get",
      path: "/cronograma/atividades/{id}/documentos",
      request: { params: idParam },
      responses: okJson(z.array(ZDocumentoResponseSchema)),
    }),
    async (c) =>
      c.json(await tenant(c, (tx, ctx) => service.listDocumentosDaAtividade(tx, ctx, c.req.valid("param").id))),
  );
  // One file per request (part 2 §5), stored before its row and removed if the row's transaction fails.
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "uploadCronogramaAtividadeDocumento",
      summary: "Anexa um documento à atividade",
      method: "post",
      path: "/cronograma/atividades/{id}/documentos",
      middleware: [documentoBodyLimit()],
      request: { params: idParam, ...uploadBody() },
      responses: createdJson(ZDocumentoResponseSchema),
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      if (!isUuid(id)) throw notFound(ATIVIDADE_NOT_FOUND);
      const { file } = await readUploadForm(c);
      const documento = await storeDocumento(
        storage,
        `atividades/${id}`,
        file,
        (stored) => tenant(c, (tx, ctx) => service.addDocumentoDaAtividade(tx, ctx, id, stored)),
        ATIVIDADE_DOCUMENTO_EXTENSOES,
      );
      return c.json(documento, 201);
    },
  );
  return router;
}
