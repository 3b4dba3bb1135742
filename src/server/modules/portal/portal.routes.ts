import { z } from "zod";
import type { TPortalRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { createdJson, idParam, okFile, okJson } from "../../http/openapi";
import { notFound } from "../../http/errors";
import { isUuid } from "../../db/paging";
import { CONDICIONANTE_NOT_FOUND } from "../condicionantes/messages";
import { defineRoute } from "../../http/acesso";
import { CLIENTE, LEITURA } from "./portal-acesso";
import type { Storage } from "../../storage/storage";
import { ZLinkResponseSchema } from "../../../shared/schemas/common";
import {
  ZPortalComprovacaoSchema,
  ZPortalEmpreendimentoResponseSchema,
  ZPortalInicioResponseSchema,
  ZPortalLicencaResponseSchema,
  ZPortalPaginaQuerySchema,
  ZPortalPendenciasResponseSchema,
  ZPortalVistaQuerySchema,
} from "../../../shared/schemas/portal";
import { readStoredFile, signedLink } from "../documentos/arquivos";
import { getInicio } from "./inicio.service";
import { listPendencias } from "./obrigacoes.service";
import {
  chaveDoDocumentoDaLicenca,
  chaveDoDocumentoDeComprovacao,
  getEmpreendimento,
  getLicenca,
  logoDaEmpresa,
} from "./licencas.service";
import { submitComprovacao } from "./comprovacoes.service";
import { provaBody, provaBodyLimit, receiveProva, ZCamposDaProva } from "./envio-de-prova";
import { registerObrigacoesLegaisRoutes } from "./obrigacoes-legais.routes";
import {
  colunasCondicionantesDoCliente,
  colunasLicencasDoCliente,
  loteCondicionantesDoCliente,
  loteLicencasDoCliente,
} from "./exportar";
import { exportar, okExportacao } from "../../http/exportar";
import { requireTenant } from "../../http/context";
import { ZFormatoExportacaoSchema } from "../../../shared/schemas/exportar";

const ZCamposDaComprovacao = ZCamposDaProva.extend({
  entregaId: z
    .string()
    .trim()
    .max(100, "Entrega inválida")
    .optional()
    .transform((v) => v || null),
});

/** The Portal do Empreendedor (decision 044): every route runs in the client's portal transaction. */
export function portalRoutes(deps: {
  portal: TPortalRunner;
  /** The exports' runner: on a standby when one has the session's writes (decision 070). */
  portalLagging: TPortalRunner;
  storage: Storage;
}) {
  const { portal, portalLagging, storage } = deps;
  const router = createRouter();

  // Before /portal/licencas/{id}, which would take 'exportar' for an id.
  const ZExportacaoQuery = ZPortalVistaQuerySchema.extend(ZFormatoExportacaoSchema.shape);
  router.openapi(
    defineRoute({
      acesso: LEITURA,
      operationId: "exportPortalLicencas",
      summary: "Exporta as licenças do cliente em planilha",
      method: "get",
      path: "/portal/licencas/exportar",
      request: { query: ZExportacaoQuery },
      responses: okExportacao,
    }),
    async (c) => {
      const { formato, cliente } = c.req.valid("query");
      return exportar(formato, requireTenant(c).today, {
        arquivo: "licencas",
        planilha: "Licenças",
        colunas: colunasLicencasDoCliente,
        lote: (cursor, limite) =>
          portalLagging(c, cliente, (tx, ctx) => loteLicencasDoCliente(tx, ctx, cursor, limite)),
      });
    },
  );
  router.openapi(
    defineRoute({
      acesso: LEITURA,
      operationId: "exportPortalCondicionantes",
      summary: "Exporta as condicionantes do cliente em planilha",
      method: "get",
      path: "/portal/condicionantes/exportar",
      request: { query: ZExportacaoQuery },
      responses: okExportacao,
    }),
    async (c) => {
      const { formato, cliente } = c.req.valid("query");
      return exportar(formato, requireTenant(c).today, {
        arquivo: "condicionantes",
        planilha: "Condicionantes",
        colunas: colunasCondicionantesDoCliente,
        lote: (cursor, limite) =>
          portalLagging(c, cliente, (tx, ctx) => loteCondicionantesDoCliente(tx, ctx, cursor, limite)),
      });
    },
  );

  router.openapi(
    defineRoute({
      acesso: LEITURA,
      operationId: "getPortal",
      summary: "Início do portal do cliente: consultoria, cliente, resumo e empreendimentos",
      method: "get",
      path: "/portal",
      request: { query: ZPortalPaginaQuerySchema },
      responses: okJson(ZPortalInicioResponseSchema),
    }),
    async (c) => {
      const { cliente, page } = c.req.valid("query");
      return c.json(await portal(c, cliente, (tx, ctx) => getInicio(tx, ctx, page)));
    },
  );
  router.openapi(
    defineRoute({
      acesso: LEITURA,
      operationId: "listPortalPendencias",
      summary: "Obrigações em aberto do cliente, as mais urgentes primeiro",
      method: "get",
      path: "/portal/pendencias",
      request: { query: ZPortalPaginaQuerySchema },
      responses: okJson(ZPortalPendenciasResponseSchema),
    }),
    async (c) => {
      const { cliente, page } = c.req.valid("query");
      return c.json(await portal(c, cliente, (tx, ctx) => listPendencias(tx, ctx, page)));
    },
  );
  router.openapi(
    defineRoute({
      acesso: LEITURA,
      operationId: "getPortalEmpreendimento",
      summary: "Um empreendimento do cliente e suas licenças",
      method: "get",
      path: "/portal/empreendimentos/{id}",
      request: { params: idParam, query: ZPortalPaginaQuerySchema },
      responses: okJson(ZPortalEmpreendimentoResponseSchema),
    }),
    async (c) => {
      const { cliente, page } = c.req.valid("query");
      const { id } = c.req.valid("param");
      return c.json(await portal(c, cliente, (tx, ctx) => getEmpreendimento(tx, ctx, id, page)));
    },
  );
  router.openapi(
    defineRoute({
      acesso: LEITURA,
      operationId: "getPortalLicenca",
      summary: "Uma licença do cliente: documentos visíveis e obrigações",
      method: "get",
      path: "/portal/licencas/{id}",
      request: { params: idParam, query: ZPortalVistaQuerySchema },
      responses: okJson(ZPortalLicencaResponseSchema),
    }),
    async (c) => {
      const { cliente } = c.req.valid("query");
      const { id } = c.req.valid("param");
      return c.json(await portal(c, cliente, (tx, ctx) => getLicenca(tx, ctx, id)));
    },
  );
  router.openapi(
    defineRoute({
      acesso: LEITURA,
      operationId: "getPortalLicencaDocumentoLink",
      summary: "Link temporário de um documento da licença visível no portal",
      method: "get",
      path: "/portal/licenca-documentos/{id}/link",
      request: { params: idParam, query: ZPortalVistaQuerySchema },
      responses: okJson(ZLinkResponseSchema),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const key = await portal(c, c.req.valid("query").cliente, (tx) => chaveDoDocumentoDaLicenca(tx, id));
      return c.json(signedLink(storage, key));
    },
  );
  router.openapi(
    defineRoute({
      acesso: LEITURA,
      operationId: "getPortalDocumentoLink",
      summary: "Link temporário de um documento de comprovação do cliente",
      method: "get",
      path: "/portal/documentos/{id}/link",
      request: { params: idParam, query: ZPortalVistaQuerySchema },
      responses: okJson(ZLinkResponseSchema),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const key = await portal(c, c.req.valid("query").cliente, (tx) => chaveDoDocumentoDeComprovacao(tx, id));
      return c.json(signedLink(storage, key));
    },
  );
  router.openapi(
    defineRoute({
      acesso: LEITURA,
      operationId: "getPortalLogo",
      summary: "Logotipo da consultoria, no cabeçalho do portal",
      method: "get",
      path: "/portal/logo",
      description: "`v` na consulta é a versão, que muda a cada novo logo.",
      request: { query: ZPortalVistaQuerySchema.extend({ v: z.string().max(200).optional() }) },
      responses: okFile,
    }),
    async (c) => {
      const { cliente, v } = c.req.valid("query");
      const logo = await portal(c, cliente, (tx) => logoDaEmpresa(tx));
      const data = await readStoredFile(storage, logo.key);
      const versioned = v === logo.key.split("/").pop();
      return c.body(new Uint8Array(data), 200, {
        "content-type": logo.contentType,
        "cache-control": versioned ? "private, max-age=31536000, immutable" : "private, no-cache",
      });
    },
  );
  router.openapi(
    defineRoute({
      acesso: CLIENTE,
      operationId: "createPortalComprovacao",
      summary: "Envia a comprovação de uma obrigação, com seus arquivos, para análise da consultoria",
      method: "post",
      path: "/portal/condicionantes/{id}/comprovacoes",
      middleware: [provaBodyLimit()],
      request: {
        params: idParam,
        body: provaBody({
          entregaId: { type: "string" as const, description: "A entrega agendada que ela comprova." },
        }),
      },
      responses: createdJson(ZPortalComprovacaoSchema),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      // Before anything is stored under the id's folder: an id that is none makes no folder.
      if (!isUuid(id)) throw notFound(CONDICIONANTE_NOT_FOUND);
      const prova = await receiveProva(
        c,
        { storage, prefix: `condicionantes/${id}`, campos: ZCamposDaComprovacao },
        (campos, arquivos) =>
          portal(c, undefined, (tx, ctx) => submitComprovacao(tx, ctx, id, { ...campos, arquivos })),
      );
      return c.json(prova, 201);
    },
  );
  registerObrigacoesLegaisRoutes(router, { portal, storage });
  return router;
}
