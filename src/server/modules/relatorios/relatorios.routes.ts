import type { TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { okJson } from "../../http/openapi";
import {
  ZConsolidadoLoteQuerySchema,
  ZConsolidadoLoteResponseSchema,
  ZConsolidadoQuerySchema,
  ZConsolidadoResponseSchema,
} from "../../../shared/schemas/consolidado";
import { getConsolidado, getConsolidadoLote } from "./consolidado.service";
import { contagemDeSituacoes } from "./consolidado-totais";
import { defineRoute, EQUIPE } from "../../http/acesso";

export function relatoriosRoutes(deps: { tenant: TTenantRunner }) {
  const router = createRouter();
  // This app's counts of the projects by situation, per company (consolidado-totais.ts).
  const situacoes = contagemDeSituacoes();
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "getRelatorioConsolidado",
      summary: "Mostra o relatório consolidado dos empreendimentos",
      method: "get",
      path: "/relatorios/consolidado",
      request: { query: ZConsolidadoQuerySchema },
      responses: okJson(ZConsolidadoResponseSchema),
    }),
    async (c) => c.json(await deps.tenant(c, (tx, ctx) => getConsolidado(tx, ctx, c.req.valid("query"), situacoes))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "getRelatorioConsolidadoLote",
      summary: "Lê um lote das linhas do relatório consolidado para impressão",
      method: "get",
      path: "/relatorios/consolidado/lote",
      request: { query: ZConsolidadoLoteQuerySchema },
      responses: okJson(ZConsolidadoLoteResponseSchema),
    }),
    async (c) => c.json(await deps.tenant(c, (tx, ctx) => getConsolidadoLote(tx, ctx, c.req.valid("query")))),
  );
  return router;
}
