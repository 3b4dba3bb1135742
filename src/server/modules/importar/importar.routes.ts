import { getTableName } from "drizzle-orm";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { HttpError } from "../../http/errors";
import type { TTenantRunner } from "../../http/tenant";
import { readUploadForm } from "../../http/upload";
import { createRouter } from "../../http/router";
import { defineRoute, EQUIPE } from "../../http/acesso";
import { errorResponses, okJson, uploadBody } from "../../http/openapi";
import { clientes, empreendimentos, licencas } from "../../db/schema";
import { logger } from "../../logger";
import {
  FORMATOS_PLANILHA,
  IMPORTACAO_MAX_BYTES,
  IMPORTACAO_NOMES,
  TIPOS_IMPORTACAO,
  type TTipoImportacao,
  ZImportarPreviaResponseSchema,
  ZImportarRecusaResponseSchema,
  ZImportarResultadoResponseSchema,
} from "../../../shared/schemas/importar";
import { readPlanilha, modelo, PLANILHA_GRANDE } from "./planilha";
import * as service from "./importar.service";

/** Refuses a body over the spreadsheet limit plus its multipart envelope before reading it. */
const planilhaBodyLimit = () =>
  bodyLimit({
    maxSize: IMPORTACAO_MAX_BYTES + 64 * 1024,
    onError: () => {
      throw new HttpError(413, "TOO_LARGE", PLANILHA_GRANDE);
    },
  });

const RECUSADA = (n: number) =>
  n === 1
    ? "1 linha da planilha tem erros. Corrija-a e envie a planilha de novo; nada foi importado."
    : `${n} linhas da planilha têm erros. Corrija-as e envie a planilha de novo; nada foi importado.`;

/** Each kind's names in the OpenAPI document: operationId's noun, and the summaries' pt-BR words. */
const NOMES_NA_API: Record<TTipoImportacao, { nome: string; plural: string; artigo: string }> = {
  clientes: { nome: "Clientes", plural: "clientes", artigo: "os" },
  empreendimentos: { nome: "Empreendimentos", plural: "empreendimentos", artigo: "os" },
  licencas: { nome: "Licencas", plural: "licenças", artigo: "as" },
};

/** The table each kind of import fills. */
const TABELA: Record<TTipoImportacao, string> = {
  clientes: getTableName(clientes),
  empreendimentos: getTableName(empreendimentos),
  licencas: getTableName(licencas),
};

/**
 * Import of clients, projects and licences from a spreadsheet (decision 028): the template, a
 * preview that writes nothing, and the confirmation with the same file, all rows or none.
 * `analyze` refreshes a filled table's statistics (the embedded database has no autovacuum).
 */
export function importarRoutes(deps: { tenant: TTenantRunner; analyze?: (tables: string[]) => Promise<void> }) {
  const { tenant, analyze } = deps;
  const router = createRouter();

  // One set of routes per kind, with the kind in a fixed path: it names no record of the company.
  for (const tipo of TIPOS_IMPORTACAO) registrar(tipo);

  function registrar(tipo: TTipoImportacao) {
    const { nome, plural, artigo } = NOMES_NA_API[tipo];
    router.openapi(
      defineRoute({
        acesso: EQUIPE,
        operationId: `getImportacao${nome}Modelo`,
        summary: `Baixa a planilha modelo de ${plural}`,
        method: "get",
        path: `/importar/${tipo}/modelo`,
        description: "A planilha modelo da importação: os títulos das colunas e uma linha de exemplo.",
        request: {
          query: z.object({
            formato: z
              .enum(FORMATOS_PLANILHA, { error: "Formato inválido: use xlsx ou csv." })
              .optional()
              .default("xlsx"),
          }),
        },
        responses: {
          200: {
            description: "A planilha modelo",
            content: { "application/octet-stream": { schema: { type: "string" as const, format: "binary" } } },
          },
          ...errorResponses,
        },
      }),
      async (c) => {
        const { formato } = c.req.valid("query");
        const bytes = await modelo(tipo, formato);
        const tipoConteudo =
          formato === "csv"
            ? "text/csv; charset=utf-8"
            : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
        return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
          "content-type": tipoConteudo,
          "content-disposition": `attachment; filename="${IMPORTACAO_NOMES[tipo].arquivo}.${formato}"`,
          "cache-control": "no-store",
        });
      },
    );

    router.openapi(
      defineRoute({
        acesso: EQUIPE,
        operationId: `previewImportacao${nome}`,
        summary: `Confere uma planilha de ${plural} sem gravar`,
        method: "post",
        path: `/importar/${tipo}/previa`,
        description: "Confere cada linha da planilha (.xlsx ou .csv) sem gravar nada.",
        middleware: [planilhaBodyLimit()],
        request: uploadBody(),
        responses: okJson(ZImportarPreviaResponseSchema),
      }),
      async (c) => {
        const { file } = await readUploadForm(c);
        const linhas = await readPlanilha(tipo, file);
        return c.json(await tenant(c, (tx, ctx) => service.previa(tx, ctx, tipo, linhas)));
      },
    );

    router.openapi(
      defineRoute({
        acesso: EQUIPE,
        operationId: `import${nome}`,
        summary: `Importa ${artigo} ${plural} de uma planilha`,
        method: "post",
        path: `/importar/${tipo}/confirmar`,
        description:
          "Confere a planilha de novo e grava todas as linhas novas numa só transação; com qualquer erro, nada é gravado (400 com a prévia).",
        middleware: [planilhaBodyLimit()],
        request: uploadBody(),
        responses: {
          200: {
            description: "Importada",
            content: { "application/json": { schema: ZImportarResultadoResponseSchema } },
          },
          400: {
            description: "Recusada: a planilha tem erros (com a prévia) ou não pôde ser lida",
            content: { "application/json": { schema: ZImportarRecusaResponseSchema } },
          },
          ...errorResponses,
        },
      }),
      async (c) => {
        const { file } = await readUploadForm(c);
        const linhas = await readPlanilha(tipo, file);
        const desfecho = await tenant(c, (tx, ctx) => service.confirmImport(tx, ctx, tipo, linhas));
        if ("recusada" in desfecho) {
          const previa = desfecho.recusada;
          return c.json({ error: { code: "IMPORTACAO_COM_ERROS", message: RECUSADA(previa.comErros) }, previa }, 400);
        }
        // After the answer: thousands of new rows the planner would otherwise not know about.
        void analyze?.([TABELA[tipo]]).catch((err) => logger.error("Falha ao analisar o banco após a importação", err));
        return c.json(desfecho.resultado, 200);
      },
    );
  }
  return router;
}
