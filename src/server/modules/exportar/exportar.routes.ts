import type { RouteConfig } from "@hono/zod-openapi";
import type { TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { defineRoute, EQUIPE } from "../../http/acesso";
import { validationError } from "../../http/errors";
import { exportar, okExportacao } from "../../http/exportar";
import { idParam } from "../../http/openapi";
import type { Context } from "hono";
import { requireTenant } from "../../http/context";
import { ZPageQuerySchema } from "../../../shared/schemas/paging";
import { ZChecklistsQuerySchema } from "../../../shared/schemas/checklists";
import { ZClientesQuerySchema } from "../../../shared/schemas/clientes";
import { ZSecoesQuerySchema } from "../../../shared/schemas/condicionantes";
import { ZRelatorioQuerySchema } from "../../../shared/schemas/cronograma";
import { ZFormatoExportacaoSchema } from "../../../shared/schemas/exportar";
import { ZLicencasQuerySchema } from "../../../shared/schemas/licencas";
import { colunasChecklists, loteChecklists } from "../checklists/exportar";
import { colunasClientes, loteClientes } from "../clientes/exportar";
import { colunasCondicionantes, loteCondicionantes } from "../condicionantes/exportar";
import { colunasAtividades, loteAtividades } from "../cronograma/exportar";
import { colunasEmpreendimentos, loteEmpreendimentos } from "../empreendimentos/exportar";
import { colunasLicencas, loteLicencas } from "../licencas/exportar";
import { colunasUsuarios, loteUsuarios } from "../usuarios/exportar";
import { colunasObrigacoes, loteObrigacoes } from "../obrigacoes/exportar";
import { ZObrigacoesQuerySchema } from "../../../shared/schemas/obrigacoes";

const formato = ZFormatoExportacaoSchema.shape;
/** A list's download: open to the staff, as the list itself is. */
const rota = <P extends string, R extends NonNullable<RouteConfig["request"]>>(
  path: P,
  nome: { operationId: string; summary: string },
  request: R,
) => defineRoute({ acesso: EQUIPE, ...nome, method: "get", path, request, responses: okExportacao });

/**
 * GET /api/<lista>/exportar?formato=xlsx|csv plus the list's own filters: the file of every row
 * the screen's filters select (http/exportar.ts). Each batch is read in its own tenant
 * transaction (`tenant(c, …)` per batch), so a long download never holds the database's
 * connection between batches (docs/decisions/026-export.md). Mounted before the domains'
 * routers, whose /{id} would otherwise take 'exportar' for an id.
 */
export function exportarRoutes(deps: { tenant: TTenantRunner }) {
  const { tenant } = deps;
  // The file's day is the request's: one day for the whole file, however long it streams.
  const hoje = (c: Context) => requireTenant(c).today;
  const router = createRouter();

  router.openapi(
    rota(
      "/licencas/exportar",
      { operationId: "exportLicencas", summary: "Exporta a lista de licenças em planilha" },
      { query: ZLicencasQuerySchema.extend(formato) },
    ),
    async (c) => {
      const { formato, ...q } = c.req.valid("query");
      const dia = hoje(c);
      return exportar(formato, dia, {
        arquivo: "licencas",
        planilha: "Licenças",
        colunas: colunasLicencas,
        lote: (cursor, limite) => tenant(c, (tx, ctx) => loteLicencas(tx, ctx, dia, { filtros: q }, cursor, limite)),
      });
    },
  );

  router.openapi(
    rota(
      "/clientes/exportar",
      { operationId: "exportClientes", summary: "Exporta a lista de clientes em planilha" },
      { query: ZClientesQuerySchema.extend(formato) },
    ),
    async (c) => {
      const { formato, ...q } = c.req.valid("query");
      return exportar(formato, hoje(c), {
        arquivo: "clientes",
        planilha: "Clientes",
        colunas: colunasClientes,
        lote: (cursor, limite) => tenant(c, (tx, ctx) => loteClientes(tx, ctx, q, cursor, limite)),
      });
    },
  );

  router.openapi(
    rota(
      "/empreendimentos/exportar",
      { operationId: "exportEmpreendimentos", summary: "Exporta a lista de empreendimentos em planilha" },
      { query: ZPageQuerySchema.extend(formato) },
    ),
    async (c) => {
      const { formato, ...q } = c.req.valid("query");
      return exportar(formato, hoje(c), {
        arquivo: "empreendimentos",
        planilha: "Empreendimentos",
        colunas: colunasEmpreendimentos,
        lote: (cursor, limite) => tenant(c, (tx, ctx) => loteEmpreendimentos(tx, ctx, q, cursor, limite)),
      });
    },
  );

  router.openapi(
    rota(
      "/condicionantes/exportar",
      { operationId: "exportCondicionantes", summary: "Exporta a lista de condicionantes em planilha" },
      { query: ZSecoesQuerySchema.extend(formato) },
    ),
    async (c) => {
      const { formato, ...q } = c.req.valid("query");
      const dia = hoje(c);
      return exportar(formato, dia, {
        arquivo: "condicionantes",
        planilha: "Condicionantes",
        colunas: colunasCondicionantes,
        lote: (cursor, limite) =>
          tenant(c, (tx, ctx) => loteCondicionantes(tx, ctx, dia, { filtros: q }, cursor, limite)),
      });
    },
  );

  router.openapi(
    rota(
      "/checklists/exportar",
      { operationId: "exportChecklists", summary: "Exporta a lista de checklists em planilha" },
      { query: ZChecklistsQuerySchema.extend(formato) },
    ),
    async (c) => {
      const { formato, ...q } = c.req.valid("query");
      return exportar(formato, hoje(c), {
        arquivo: "checklists",
        planilha: "Checklists",
        colunas: colunasChecklists,
        lote: (cursor, limite) => tenant(c, (tx, ctx) => loteChecklists(tx, ctx, q, cursor, limite)),
      });
    },
  );

  router.openapi(
    rota(
      "/usuarios/exportar",
      { operationId: "exportUsuarios", summary: "Exporta a lista de usuários em planilha" },
      { query: ZPageQuerySchema.extend(formato) },
    ),
    async (c) => {
      const { formato, ...q } = c.req.valid("query");
      return exportar(formato, hoje(c), {
        arquivo: "usuarios",
        planilha: "Usuários",
        colunas: colunasUsuarios,
        lote: (cursor, limite) => tenant(c, (tx, ctx) => loteUsuarios(tx, ctx, q, cursor, limite)),
      });
    },
  );

  router.openapi(
    rota(
      "/obrigacoes/exportar",
      { operationId: "exportObrigacoes", summary: "Exporta os vencimentos das obrigações em planilha" },
      { query: ZObrigacoesQuerySchema.extend(formato) },
    ),
    async (c) => {
      const { formato, ...q } = c.req.valid("query");
      const dia = hoje(c);
      return exportar(formato, dia, {
        arquivo: "obrigacoes",
        planilha: "Obrigações",
        colunas: colunasObrigacoes(dia),
        lote: (cursor, limite) => tenant(c, (tx, ctx) => loteObrigacoes(tx, ctx, { filtros: q }, cursor, limite)),
      });
    },
  );

  // The report's period is checked on its own: its schema carries a refinement (fim ≥ inicio),
  // which a query schema cannot be extended past.
  router.openapi(
    rota(
      "/empreendimentos/{id}/atividades/exportar",
      { operationId: "exportCronogramaAtividades", summary: "Exporta o cronograma do empreendimento em planilha" },
      { params: idParam, query: ZFormatoExportacaoSchema },
    ),
    async (c) => {
      const { formato } = c.req.valid("query");
      const { id } = c.req.valid("param");
      const periodo = ZRelatorioQuerySchema.safeParse(c.req.query());
      if (!periodo.success) throw validationError(periodo.error);
      const dia = hoje(c);
      return exportar(formato, dia, {
        arquivo: "atividades",
        planilha: "Cronograma",
        colunas: colunasAtividades,
        lote: (cursor, limite) =>
          tenant(c, (tx, ctx) => loteAtividades(tx, ctx, dia, id, periodo.data, cursor, limite)),
      });
    },
  );

  return router;
}
