import { z } from "zod";
import { requireTenant } from "../../http/context";
import { defineRoute, SUPER_ADMIN } from "../../http/acesso";
import { jsonBody, okJson } from "../../http/openapi";
import { createRouter } from "../../http/router";
import type { TSystemRunner } from "../../http/tenant";
import { ZAjusteResultadoSchema, ZAjusteSchema, ZCatalogoAdminSchema } from "../../../shared/schemas/catalogo-legal";
import { listCatalogoLegal, publishAjuste } from "./catalogo-legal.service";

const codigoParam = z.object({ codigo: z.string().min(1).max(100) });

/**
 * The legal catalogue for the super-administrator (decision 056): its entries and their yearly
 * overrides. Publishing one moves every company's open due dates of that year, so it runs on the
 * system path, the writes recorded as the super-administrator's.
 */
export function catalogoLegalRoutes(deps: { system: TSystemRunner }) {
  const { system } = deps;
  const router = createRouter();
  router.openapi(
    defineRoute({
      acesso: SUPER_ADMIN,
      operationId: "listCatalogoLegal",
      summary: "Mostra o catálogo legal com os ajustes publicados",
      method: "get",
      path: "/admin/catalogo-legal",
      responses: okJson(ZCatalogoAdminSchema),
    }),
    async (c) => c.json(await system((tx) => listCatalogoLegal(tx))),
  );
  router.openapi(
    defineRoute({
      acesso: SUPER_ADMIN,
      operationId: "publishCatalogoAjuste",
      summary: "Publica o ajuste de um ano de uma obrigação do catálogo e move os vencimentos em aberto",
      method: "post",
      path: "/admin/catalogo-legal/{codigo}/ajustes",
      request: { params: codigoParam, ...jsonBody(ZAjusteSchema) },
      responses: okJson(ZAjusteResultadoSchema),
    }),
    async (c) => {
      const actor = requireTenant(c);
      const { codigo } = c.req.valid("param");
      return c.json(await system((tx) => publishAjuste(tx, actor, codigo, c.req.valid("json"))));
    },
  );
  return router;
}
