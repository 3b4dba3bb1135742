import type { TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { createdJson, idParam, jsonBody, okJson, uploadsBody } from "../../http/openapi";
import { defineRoute, EQUIPE } from "../../http/acesso";
import { invalid, notFound, validationError } from "../../http/errors";
import { documentosBodyLimit, readUploadForms } from "../../http/upload";
import { isUuid } from "../../db/paging";
import { removeFiles } from "../../storage/files";
import type { Storage } from "../../storage/storage";
import { ZRejeicaoSchema } from "../../../shared/schemas/condicionantes";
import {
  COMPROVACAO_ARQUIVOS_MAX,
  COMPROVACAO_SEM_CONTEUDO,
  ZComprovacaoObrigacaoSchema,
  ZObrigacaoDetalheSchema,
} from "../../../shared/schemas/obrigacoes";
import { storeDocumentos } from "../documentos/arquivos";
import { INSTANCIA_NOT_FOUND } from "./obrigacoes.service";
import * as service from "./comprovacoes.service";

/**
 * The proofs of an obligation's due dates, for the company's staff: record one with its files
 * (meeting the due date with it, if asked), delete one, and review a portal proof. Each answers
 * the obligation as it now is. A proof's file is viewed through the documents' signed link
 * (GET /api/documentos/{id}/link), as a condition's.
 */
export function obrigacaoComprovacoesRoutes(deps: { tenant: TTenantRunner; storage: Storage }) {
  const { tenant, storage } = deps;
  const router = createRouter();
  const detalhe = okJson(ZObrigacaoDetalheSchema);

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "createObrigacaoComprovacao",
      summary: "Registra a comprovação de um vencimento, com seus arquivos; com 'cumprir', cumpre o vencimento",
      method: "post",
      path: "/obrigacoes/instancias/{id}/comprovacoes",
      middleware: [documentosBodyLimit(COMPROVACAO_ARQUIVOS_MAX)],
      request: {
        params: idParam,
        ...uploadsBody(
          "arquivos",
          {
            dataEntrega: { type: "string", maxLength: 20, description: "dd/mm/aaaa ou aaaa-mm-dd." },
            observacoes: { type: "string", maxLength: 2000 },
            cumprir: { type: "string", enum: ["true", "false"], description: "'true' cumpre o vencimento." },
          },
          ["dataEntrega"],
        ),
      },
      responses: createdJson(ZObrigacaoDetalheSchema),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      // Before anything is stored under the id's folder: an id that is none makes no folder.
      if (!isUuid(id)) throw notFound(INSTANCIA_NOT_FOUND);
      const { arquivos, fields } = await readUploadForms(c, "arquivos", COMPROVACAO_ARQUIVOS_MAX, 0);
      const campos = ZComprovacaoObrigacaoSchema.safeParse(fields);
      if (!campos.success) throw validationError(campos.error);
      if (arquivos.length === 0 && !campos.data.observacoes) throw invalid("arquivos", COMPROVACAO_SEM_CONTEUDO);
      const answer = await storeDocumentos(storage, `obrigacoes/${id}`, arquivos, (prontos) =>
        tenant(c, (tx, ctx) => service.createComprovacao(tx, ctx, id, { ...campos.data, arquivos: prontos })),
      );
      return c.json(answer, 201);
    },
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "deleteObrigacaoComprovacao",
      summary: "Exclui a comprovação de um vencimento, com seus arquivos",
      method: "delete",
      path: "/obrigacoes/comprovacoes/{id}",
      request: { params: idParam },
      responses: detalhe,
    }),
    async (c) => {
      const { obrigacao, keys } = await tenant(c, (tx, ctx) =>
        service.deleteComprovacao(tx, ctx, c.req.valid("param").id),
      );
      await removeFiles(storage, keys); // after the commit: rows are the truth
      return c.json(obrigacao);
    },
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "approveObrigacaoComprovacao",
      summary: "Aprova uma comprovação enviada pelo portal e cumpre o vencimento na data dela",
      method: "post",
      path: "/obrigacoes/comprovacoes/{id}/aprovar",
      request: { params: idParam },
      responses: detalhe,
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.approveComprovacao(tx, ctx, c.req.valid("param").id))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "rejectObrigacaoComprovacao",
      summary: "Rejeita uma comprovação enviada pelo portal, com o motivo",
      method: "post",
      path: "/obrigacoes/comprovacoes/{id}/rejeitar",
      request: { params: idParam, ...jsonBody(ZRejeicaoSchema) },
      responses: detalhe,
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) =>
          service.rejectComprovacao(tx, ctx, c.req.valid("param").id, c.req.valid("json").motivo),
        ),
      ),
  );
  return router;
}
