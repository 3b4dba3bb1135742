import type { TPortalRunner } from "../../http/tenant";
import type { TRouter } from "../../http/router";
import { createdJson, idParam, okJson } from "../../http/openapi";
import { notFound } from "../../http/errors";
import { isUuid } from "../../db/paging";
import { defineRoute } from "../../http/acesso";
import type { Storage } from "../../storage/storage";
import {
  ZPortalComprovacaoSchema,
  ZPortalPaginaQuerySchema,
  ZPortalVistaQuerySchema,
} from "../../../shared/schemas/portal";
import { ZFormatoExportacaoSchema } from "../../../shared/schemas/exportar";
import { exportar, okExportacao } from "../../http/exportar";
import { requireTenant } from "../../http/context";
import { ZPortalObrigacoesLegaisResponseSchema } from "../../../shared/schemas/portal-obrigacoes-legais";
import { CLIENTE, LEITURA } from "./portal-acesso";
import { listObrigacoesLegais } from "./obrigacoes-legais.service";
import { submitComprovacaoDeVencimento, VENCIMENTO_NOT_FOUND } from "./obrigacoes-legais-envio.service";
import { provaBody, provaBodyLimit, receiveProva, ZCamposDaProva } from "./envio-de-prova";
import { colunasObrigacoesDoCliente, loteObrigacoesDoCliente } from "./exportar";

/**
 * The client's obligations that belong to no licence (issue 32), in its portal: read-only, and
 * 'Enviar comprovação' of a due date as of a condition (decision 057), and their due dates'
 * spreadsheet beside the licences' and the conditions' (decision 060).
 */
export function registerObrigacoesLegaisRoutes(router: TRouter, deps: { portal: TPortalRunner; storage: Storage }) {
  const { portal, storage } = deps;
  router.openapi(
    defineRoute({
      acesso: LEITURA,
      operationId: "listPortalObrigacoesLegais",
      summary: "Obrigações legais do cliente (fora das licenças), com seus vencimentos e comprovações",
      method: "get",
      path: "/portal/obrigacoes-legais",
      request: { query: ZPortalPaginaQuerySchema },
      responses: okJson(ZPortalObrigacoesLegaisResponseSchema),
    }),
    async (c) => {
      const { cliente, page } = c.req.valid("query");
      return c.json(await portal(c, cliente, (tx, ctx) => listObrigacoesLegais(tx, ctx, page)));
    },
  );
  router.openapi(
    defineRoute({
      acesso: LEITURA,
      operationId: "exportPortalObrigacoesLegais",
      summary: "Exporta os vencimentos das obrigações legais do cliente em planilha",
      method: "get",
      path: "/portal/obrigacoes-legais/exportar",
      request: { query: ZPortalVistaQuerySchema.extend(ZFormatoExportacaoSchema.shape) },
      responses: okExportacao,
    }),
    async (c) => {
      const { formato, cliente } = c.req.valid("query");
      const hoje = requireTenant(c).today;
      return exportar(formato, hoje, {
        arquivo: "obrigacoes-legais",
        planilha: "Obrigações legais",
        colunas: colunasObrigacoesDoCliente(hoje),
        lote: (cursor, limite) => portal(c, cliente, (tx, ctx) => loteObrigacoesDoCliente(tx, ctx, cursor, limite)),
      });
    },
  );
  router.openapi(
    defineRoute({
      acesso: CLIENTE,
      operationId: "createPortalComprovacaoDeVencimento",
      summary: "Envia a comprovação de um vencimento de obrigação legal, com seus arquivos, para análise",
      method: "post",
      path: "/portal/obrigacoes-legais/vencimentos/{id}/comprovacoes",
      middleware: [provaBodyLimit()],
      request: { params: idParam, body: provaBody() },
      responses: createdJson(ZPortalComprovacaoSchema),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      // Before anything is stored under the id's folder: an id that is none makes no folder.
      if (!isUuid(id)) throw notFound(VENCIMENTO_NOT_FOUND);
      const prova = await receiveProva(
        c,
        { storage, prefix: `obrigacoes/${id}`, campos: ZCamposDaProva },
        (campos, arquivos) =>
          portal(c, undefined, (tx, ctx) => submitComprovacaoDeVencimento(tx, ctx, id, { ...campos, arquivos })),
      );
      return c.json(prova, 201);
    },
  );
}
