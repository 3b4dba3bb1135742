import { z } from "zod";
import { isUuid } from "../../db/paging";
import { notFound } from "../../http/errors";
import { JOINS_AS_WRITTEN, type TTenantRunner } from "../../http/tenant";
import { documentoBodyLimit, readUploadForm } from "../../http/upload";
import { createRouter } from "../../http/router";
import { createdJson, idParam, jsonBody, okJson, uploadBody } from "../../http/openapi";
import type { Storage } from "../../storage/storage";
import { ZDocumentoRemovidoResponseSchema, ZLinkResponseSchema } from "../../../shared/schemas/common";
import { ZLicencaOpcoesResponseSchema } from "../../../shared/schemas/condicionantes";
import {
  ZLicencaDetalheResponseSchema,
  ZLicencaDocumentoResponseSchema,
  ZLicencaDocumentoUpdateSchema,
  ZLicencaSchema,
  ZLicencasQuerySchema,
  ZLicencasResponseSchema,
  ZRenovacaoSchema,
} from "../../../shared/schemas/licencas";
import * as service from "./licencas.service";
import * as documentos from "./documentos.service";
import { LICENCA_NOT_FOUND } from "./messages";
import { documentoRemovido, signedLink, storeDocumento } from "../documentos/arquivos";
import { exigirPermissaoParaExcluirDocumento } from "../empresas/empresas.service";
import { defineRoute, EQUIPE } from "../../http/acesso";
import { addLixeiraRoutes } from "../../http/delete-routes";

const docParams = z.object({ id: z.string().min(1), docId: z.string().min(1) });

export function licencasRoutes(deps: { tenant: TTenantRunner; storage: Storage }) {
  const { tenant, storage } = deps;
  const router = createRouter();

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listLicencas",
      summary: "Lista as licenças, com busca, filtros e páginas",
      method: "get",
      path: "/licencas",
      request: { query: ZLicencasQuerySchema },
      responses: okJson(ZLicencasResponseSchema),
    }),
    async (c) =>
      c.json(await tenant(c, (tx, ctx) => service.listLicencas(tx, ctx, c.req.valid("query")), JOINS_AS_WRITTEN)),
  );
  // Before /licencas/{id}, which would otherwise take 'opcoes' for an id.
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listLicencaOpcoes",
      summary: "Busca licenças para escolher num formulário",
      method: "get",
      path: "/licencas/opcoes",
      request: { query: z.object({ q: z.string().trim().max(200, "Busca muito longa.").optional().default("") }) },
      responses: okJson(ZLicencaOpcoesResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.listOpcoes(tx, ctx, c.req.valid("query").q))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "getLicenca",
      summary: "Mostra uma licença",
      method: "get",
      path: "/licencas/{id}",
      request: { params: idParam },
      responses: okJson(ZLicencaDetalheResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.getLicenca(tx, ctx, c.req.valid("param").id))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "createLicenca",
      summary: "Cadastra uma licença",
      method: "post",
      path: "/licencas",
      request: jsonBody(ZLicencaSchema),
      responses: createdJson(ZLicencaDetalheResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.createLicenca(tx, ctx, c.req.valid("json"))), 201),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateLicenca",
      summary: "Altera uma licença",
      method: "patch",
      path: "/licencas/{id}",
      request: { params: idParam, ...jsonBody(ZLicencaSchema) },
      responses: okJson(ZLicencaDetalheResponseSchema),
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) => service.updateLicenca(tx, ctx, c.req.valid("param").id, c.req.valid("json"))),
      ),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateLicencaRenovacao",
      summary: "Registra o andamento da renovação da licença",
      method: "patch",
      path: "/licencas/{id}/renovacao",
      request: { params: idParam, ...jsonBody(ZRenovacaoSchema) },
      responses: okJson(ZLicencaDetalheResponseSchema),
    }),
    async (c) =>
      c.json(await tenant(c, (tx, ctx) => service.setRenovacao(tx, ctx, c.req.valid("param").id, c.req.valid("json")))),
  );
  addLixeiraRoutes(router, tenant, {
    name: "Licenca",
    path: "/licencas/{id}",
    summaries: ["Manda uma licença para a lixeira", "Diz o que vai para a lixeira com a licença"],
    services: [service.deleteLicenca, service.exclusaoLicenca],
  });

  // One file per request, so the browser can show progress and a failed file spares the rest.
  // The file is stored before its row and removed again if the row's transaction fails.
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "uploadLicencaDocumento",
      summary: "Anexa um documento à licença",
      method: "post",
      path: "/licencas/{id}/documentos",
      middleware: [documentoBodyLimit()],
      request: { params: idParam, ...uploadBody() },
      responses: createdJson(ZLicencaDocumentoResponseSchema),
    }),
    async (c) => {
      const licencaId = c.req.valid("param").id;
      if (!isUuid(licencaId)) throw notFound(LICENCA_NOT_FOUND);
      const { file } = await readUploadForm(c);
      const documento = await storeDocumento(storage, `licencas/${licencaId}`, file, (stored) =>
        tenant(c, (tx, ctx) => documentos.addDocumento(tx, ctx, licencaId, stored)),
      );
      return c.json(documento, 201);
    },
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "getLicencaDocumentoLink",
      summary: "Gera o link temporário de um documento da licença",
      method: "get",
      path: "/licencas/{id}/documentos/{docId}/link",
      request: { params: docParams },
      responses: okJson(ZLinkResponseSchema),
    }),
    async (c) => {
      const { id, docId } = c.req.valid("param");
      const doc = await tenant(c, (tx, ctx) => documentos.findDocumento(tx, ctx, id, docId));
      return c.json(signedLink(storage, doc.key));
    },
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "deleteLicencaDocumento",
      summary: "Exclui um documento da licença",
      method: "delete",
      path: "/licencas/{id}/documentos/{docId}",
      request: { params: docParams },
      responses: okJson(ZDocumentoRemovidoResponseSchema),
    }),
    async (c) => {
      const { id, docId } = c.req.valid("param");
      const key = await tenant(c, async (tx, ctx) => {
        await documentos.findDocumento(tx, ctx, id, docId); // another company's: 404 first
        await exigirPermissaoParaExcluirDocumento(tx, ctx); // the company's 'Gerais' switch
        return documentos.deleteDocumento(tx, ctx, id, docId);
      });
      return c.json(await documentoRemovido(storage, key)); // the file after the commit
    },
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateLicencaDocumento",
      summary: "Define se um documento da licença fica visível no portal",
      method: "patch",
      path: "/licencas/{id}/documentos/{docId}",
      request: { params: docParams, ...jsonBody(ZLicencaDocumentoUpdateSchema) },
      responses: okJson(ZLicencaDocumentoResponseSchema),
    }),
    async (c) => {
      const { id, docId } = c.req.valid("param");
      const { visivelPortal } = c.req.valid("json");
      return c.json(await tenant(c, (tx, ctx) => documentos.setVisivelPortal(tx, ctx, id, docId, visivelPortal)));
    },
  );

  return router;
}
