import { z } from "zod";
import type { TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { createdJson, idParam, jsonBody, okJson, uploadBody } from "../../http/openapi";
import { invalid, notFound, validationError } from "../../http/errors";
import { documentoBodyLimit, documentoContentType, readUploadForm } from "../../http/upload";
import { isUuid } from "../../db/paging";
import type { Storage } from "../../storage/storage";
import { LICENCA_NOT_FOUND } from "../licencas/messages";
import { defineRoute, EQUIPE } from "../../http/acesso";
import {
  mensagemDaLinha,
  ZConfirmarImportacaoSchema,
  ZImportacaoConfirmadaResponseSchema,
  ZPreviaImportacaoResponseSchema,
} from "../../../shared/schemas/importar-pdf";
import { confirmImportacao } from "./confirmar.service";
import { datasDaLicenca, readPrevia } from "./previa.service";
import { guardarPdfDaPrevia } from "./previa-guardada";

/**
 * The body's problems said of their row ('Linha 3: escolha o tipo de prazo.'), as the review
 * table numbers them; the field keys stay zod's paths (`itens.2.prazo.tipo`) for the screen.
 */
function comLinhas(error: z.ZodError): z.ZodError {
  return new z.ZodError(
    error.issues.map((issue) => {
      const [raiz, indice] = issue.path;
      return raiz === "itens" && typeof indice === "number"
        ? { ...issue, message: mensagemDaLinha(indice, issue.message) }
        : issue;
    }),
  );
}

export const DATA_BASE_INVALIDA = "Data base inválida: use AAAA-MM-DD.";

/** The form's optional `dataBase`: a real day, or none (the licence's emission then). */
function dataBaseDoForm(valor: string | undefined): string | null {
  if (valor === undefined || valor.trim() === "") return null;
  if (!z.iso.date().safeParse(valor.trim()).success) {
    throw invalid("dataBase", DATA_BASE_INVALIDA);
  }
  return valor.trim();
}

export function importarPdfRoutes(deps: { tenant: TTenantRunner; storage: Storage }) {
  const { tenant, storage } = deps;
  const router = createRouter();

  // The preview reads the PDF outside any transaction (a worker, seconds at most), then stages it
  // for the confirmation: the licence is checked first, so another company's costs no reading.
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "previewLicencaCondicionantesImportacaoPdf",
      summary: "Lê as condicionantes do PDF da licença para revisão",
      method: "post",
      path: "/licencas/{id}/condicionantes/importar-pdf",
      middleware: [documentoBodyLimit()],
      request: {
        params: idParam,
        ...uploadBody({
          dataBase: { type: "string", description: "AAAA-MM-DD; padrão: a data de emissão da licença" },
        }),
      },
      responses: okJson(ZPreviaImportacaoResponseSchema),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      if (!isUuid(id)) throw notFound(LICENCA_NOT_FOUND);
      const { file, fields } = await readUploadForm(c);
      documentoContentType(file, ["pdf"]);
      const informada = dataBaseDoForm(fields.dataBase);
      const { emissao } = await tenant(c, (tx, ctx) => datasDaLicenca(tx, ctx, id));
      const previa = await readPrevia(file.name, file.data, informada ?? emissao);
      await guardarPdfDaPrevia((fn) => tenant(c, fn), storage, id, file.name, file.data);
      return c.json(previa, 200);
    },
  );

  router.openapi(
    defineRoute({
      // Whoever may create a licence's conditions may import them.
      acesso: EQUIPE,
      operationId: "confirmLicencaCondicionantesImportacaoPdf",
      summary: "Cria as condicionantes revisadas da prévia do PDF da licença",
      method: "post",
      path: "/licencas/{id}/condicionantes/importar-pdf/confirmar",
      request: { params: idParam, ...jsonBody(ZConfirmarImportacaoSchema) },
      responses: createdJson(ZImportacaoConfirmadaResponseSchema),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { itens } = c.req.valid("json");
      return c.json(await tenant(c, (tx, ctx) => confirmImportacao(tx, ctx, id, itens)), 201);
    },
    (result) => {
      if (!result.success) throw validationError(comLinhas(result.error));
    },
  );
  return router;
}
