import { and, asc, count, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  clientes,
  companies,
  condicionanteComprovacoes,
  condicionantes,
  empreendimentos,
  empresaConfiguracoes,
  licencas,
} from "../../db/schema";
import { countWhere } from "../../db/aggregates";
import { notFound } from "../../http/errors";
import { licencaStatusSql } from "../licencas/status-sql";
import { PORTAL_PAGINA, type TPortalEmpreendimento, type TPortalInicio } from "../../../shared/schemas/portal";
import type { TPage } from "../../../shared/schemas/common";
import { obrigacoesDoClienteContagem } from "./obrigacoes.service";
import type { TPortalCtx } from "./portal-ctx";

// The portal's home (decision 044). Every query runs in the client's portal transaction, whose
// policies already admit only that client's rows; the filters on cliente_id repeat the scope so
// the planner starts from the client's own rows through their indexes, not from the policies.

export const CLIENTE_NOT_FOUND = "Cliente não encontrado";

/** The consultancy's name and logo, and the client: the portal's header. */
async function cabecalho(db: Db, ctx: TPortalCtx) {
  const [row] = await db
    .select({
      empresa: companies.name,
      logoPath: empresaConfiguracoes.logoPath,
      cliente: clientes.nome,
    })
    .from(clientes)
    .innerJoin(companies, eq(companies.id, clientes.companyId))
    .leftJoin(empresaConfiguracoes, eq(empresaConfiguracoes.companyId, clientes.companyId))
    .where(eq(clientes.id, ctx.clienteId));
  // Another company's client, or one in the bin: the policies hid it.
  if (!row) throw notFound(CLIENTE_NOT_FOUND);
  return row;
}

/** The logo's address: its version is the stored file's name, as the company's own screen does. */
const logoUrl = (logoPath: string | null) => (logoPath ? `/api/portal/logo?v=${logoPath.split("/").pop()}` : null);

/** One page of the client's projects, by name, with their licences and those needing attention. */
export async function listEmpreendimentos(
  db: Db,
  ctx: TPortalCtx,
  page: number,
): Promise<TPage<TPortalEmpreendimento>> {
  const scope = eq(empreendimentos.clienteId, ctx.clienteId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: empreendimentos.id,
        nome: empreendimentos.nome,
        municipio: empreendimentos.municipio,
        estado: empreendimentos.estado,
      })
      .from(empreendimentos)
      .where(scope)
      .orderBy(asc(empreendimentos.nome), asc(empreendimentos.id))
      .limit(PORTAL_PAGINA)
      .offset((page - 1) * PORTAL_PAGINA),
    db.select({ total: count() }).from(empreendimentos).where(scope),
  ]);
  const ids = rows.map((r) => r.id);
  const atencao = or(licencaStatusSql("vencida", ctx.today), licencaStatusSql("alerta", ctx.today))!;
  const contagens = ids.length
    ? await db
        .select({
          empreendimentoId: licencas.empreendimentoId,
          licencas: sql<number>`count(*)::int`,
          licencasAtencao: countWhere(atencao),
        })
        .from(licencas)
        .where(inArray(licencas.empreendimentoId, ids))
        .groupBy(licencas.empreendimentoId)
    : [];
  const porId = new Map(contagens.map((c) => [c.empreendimentoId, c]));
  return {
    items: rows.map((r) => ({
      ...r,
      licencas: porId.get(r.id)?.licencas ?? 0,
      licencasAtencao: porId.get(r.id)?.licencasAtencao ?? 0,
    })),
    total,
  };
}

/** The home's first call: header, the counts of the summary cards, and the first page of projects. */
export async function getInicio(db: Db, ctx: TPortalCtx, page: number): Promise<TPortalInicio> {
  const topo = await cabecalho(db, ctx);
  const [empreendimentosPage, obrigacoes, [{ licencasTotal }], [{ emAnalise }]] = await Promise.all([
    listEmpreendimentos(db, ctx, page),
    obrigacoesDoClienteContagem(db, ctx),
    db.select({ licencasTotal: count() }).from(licencas).where(eq(licencas.clienteId, ctx.clienteId)),
    // What the client's people sent that awaits review: few in any company (its partial index).
    db
      .select({ emAnalise: count() })
      .from(condicionanteComprovacoes)
      .innerJoin(condicionantes, eq(condicionantes.id, condicionanteComprovacoes.condicionanteId))
      .where(
        and(
          eq(condicionanteComprovacoes.origem, "portal"),
          eq(condicionanteComprovacoes.statusComprovacao, "em_analise"),
          isNull(condicionanteComprovacoes.lixeiraId),
          eq(condicionantes.clienteId, ctx.clienteId),
        ),
      ),
  ]);
  return {
    empresa: { nome: topo.empresa, logoUrl: logoUrl(topo.logoPath) },
    cliente: { id: ctx.clienteId, nome: topo.cliente },
    resumo: { ...obrigacoes, emAnalise, licencas: licencasTotal },
    empreendimentos: empreendimentosPage,
  };
}
