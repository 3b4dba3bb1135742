import { z } from "zod";
import type { TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { createdJson, idParam, jsonBody } from "../../http/openapi";
import { validationError } from "../../http/errors";
import { defineRoute, EQUIPE } from "../../http/acesso";
import {
  mensagemDaLinha,
  ZConfirmarImportacaoSchema,
  ZImportacaoConfirmadaResponseSchema,
} from "../../../shared/schemas/importar-pdf";
import { confirmarImportacao } from "./confirmar.service";

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

export function importarPdfRoutes(deps: { tenant: TTenantRunner }) {
  const { tenant } = deps;
  const router = createRouter();

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
      return c.json(await tenant(c, (tx, ctx) => confirmarImportacao(tx, ctx, id, itens)), 201);
    },
    (result) => {
      if (!result.success) throw validationError(comLinhas(result.error));
    },
  );
  return router;
}
