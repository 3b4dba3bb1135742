import { and, asc, count, eq, isNull, or, sql, type SQLWrapper } from "drizzle-orm";
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
import { notFound } from "../../http/errors";
import { licencaStatusSql } from "../licencas/status-sql";
import { PORTAL_PAGINA, type TPortalEmpreendimento, type TPortalInicio } from "../../../shared/schemas/portal";
import { obrigacoesDoClienteContagem } from "./obrigacoes.service";
import { obrigacoesLegaisContagem } from "./obrigacoes-legais.service";
import type { TPortalCtx } from "./portal-ctx";

// The portal's home (decision 044). Every query runs in the client's portal transaction, whose
// policies already admit only that client's rows; the filters on cliente_id repeat the scope so
// the planner starts from the client's own rows through their indexes, not from the policies.

export const CLIENTE_NOT_FOUND = "Cliente não encontrado";

/**
 * The consultancy's name and logo, the client, and the summary's counts: one statement, each count
 * a subquery over its own index, so the home's first call costs two round trips, not eight.
 */
async function cabecalhoEResumo(db: Db, ctx: TPortalCtx) {
  const { atrasadas, vencendo } = obrigacoesDoClienteContagem(db, ctx);
  const legais = obrigacoesLegaisContagem(db, ctx);
  const [row] = await db
    .select({
      empresa: companies.name,
      logoPath: empresaConfiguracoes.logoPath,
      cliente: clientes.nome,
      empreendimentos: escalar(db.select({ n: count() }).from(empreendimentos).where(doCliente(ctx))),
      licencas: escalar(db.select({ n: count() }).from(licencas).where(eq(licencas.clienteId, ctx.clienteId))),
      atrasadas: escalar(atrasadas),
      vencendo: escalar(vencendo),
      // What the client's people sent that awaits review: few in any company (its partial index).
      emAnalise: escalar(
        db
          .select({ n: count() })
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
      ),
      legais: escalar(legais.total),
      legaisAtrasadas: escalar(legais.atrasadas),
      legaisVencendo: escalar(legais.vencendo),
      legaisEmAnalise: escalar(legais.emAnalise),
    })
    .from(clientes)
    .innerJoin(companies, eq(companies.id, clientes.companyId))
    .leftJoin(empresaConfiguracoes, eq(empresaConfiguracoes.companyId, clientes.companyId))
    .where(eq(clientes.id, ctx.clienteId));
  // Another company's client, or one in the bin: the policies hid it.
  if (!row) throw notFound(CLIENTE_NOT_FOUND);
  return row;
}

/** A count read as a scalar subquery of the enclosing statement. */
const escalar = (subquery: SQLWrapper) => sql<number>`(${subquery})`.mapWith(Number);

const doCliente = (ctx: TPortalCtx) => eq(empreendimentos.clienteId, ctx.clienteId);

/** The logo's address: its version is the stored file's name, as the company's own screen does. */
const logoUrl = (logoPath: string | null) => (logoPath ? `/api/portal/logo?v=${logoPath.split("/").pop()}` : null);

/**
 * One page of the client's projects, by name, each with its licences and those needing attention
 * counted by a subquery over the project's licences (a handful each, by licencas_empreendimento_idx).
 */
function paginaDeEmpreendimentos(db: Db, ctx: TPortalCtx, page: number) {
  const atencao = or(licencaStatusSql("vencida", ctx.today), licencaStatusSql("alerta", ctx.today))!;
  const doEmpreendimento = eq(licencas.empreendimentoId, empreendimentos.id);
  return db
    .select({
      id: empreendimentos.id,
      nome: empreendimentos.nome,
      municipio: empreendimentos.municipio,
      estado: empreendimentos.estado,
      licencas: escalar(db.select({ n: count() }).from(licencas).where(doEmpreendimento)),
      licencasAtencao: escalar(db.select({ n: count() }).from(licencas).where(and(doEmpreendimento, atencao))),
    })
    .from(empreendimentos)
    .where(doCliente(ctx))
    .orderBy(asc(empreendimentos.nome), asc(empreendimentos.id))
    .limit(PORTAL_PAGINA)
    .offset((page - 1) * PORTAL_PAGINA);
}

/** The home's first call: header, the counts of the summary cards, and a page of projects. */
export async function getInicio(db: Db, ctx: TPortalCtx, page: number): Promise<TPortalInicio> {
  const topo = await cabecalhoEResumo(db, ctx);
  const items: TPortalEmpreendimento[] = await paginaDeEmpreendimentos(db, ctx, page);
  return {
    empresa: { nome: topo.empresa, logoUrl: logoUrl(topo.logoPath) },
    cliente: { id: ctx.clienteId, nome: topo.cliente },
    // The cards count the obligations' due dates beside the conditions: everything owed, in one place.
    resumo: {
      atrasadas: topo.atrasadas + topo.legaisAtrasadas,
      vencendo: topo.vencendo + topo.legaisVencendo,
      emAnalise: topo.emAnalise + topo.legaisEmAnalise,
      licencas: topo.licencas,
    },
    obrigacoesLegais: {
      total: topo.legais,
      atrasadas: topo.legaisAtrasadas,
      vencendo: topo.legaisVencendo,
      emAnalise: topo.legaisEmAnalise,
    },
    empreendimentos: { items, total: topo.empreendimentos },
  };
}
