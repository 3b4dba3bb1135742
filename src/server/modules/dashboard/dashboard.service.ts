import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contagens } from "../../db/contagens";
import { condicionantes, empreendimentos, licencas } from "../../db/schema";
import type { TTenantContext } from "../../http/context";
import {
  ACTIVITIES_PER_SOURCE,
  condicionanteActivity,
  conformidade,
  licencaActivity,
  mergeActivities,
} from "../../../shared/rules/dashboard";
import type { TAtividadeRecente, TDashboard } from "../../../shared/schemas/dashboard";
import { tipoNome } from "../licencas/tipo-nome";
import { conformidadeDasLicencas } from "../licencas/licencas-por-dia";
import { totaisDasObrigacoes } from "../condicionantes/obrigacoes-por-dia";
import { minhasPendencias } from "./minhas-pendencias";
import { prazosDasObrigacoesLegais } from "./obrigacoes-legais";

/**
 * The dashboard in seven queries: the three totals from the company's counters (one read), one of
 * the licences' per-day tally (decision 039), one of the obligations' (decision 035), one of the
 * open due dates of the obligations outside licences, the 3 newest of each activity source, and
 * the caller's own pendências (minhas-pendencias.ts).
 * Over the request's day (`ctx.today`, the company's day in São Paulo).
 */
export async function getDashboard(db: Db, ctx: TTenantContext): Promise<TDashboard> {
  const { companyId, today } = ctx;
  // The legal renewal rule (decision 023): a licence kept valid past its expiry by a timely
  // filing is valid, and its renewal is no longer one to do. From the licences' tally (039).
  const counts = conformidadeDasLicencas(db, companyId, today);

  // Decision 013: what is still owed counts obligations — open conditions, and each scheduled
  // delivery left of a periodic one — grouped by date as the conditions screen groups them,
  // from their per-day tally (decision 035).
  const obrigacoes = totaisDasObrigacoes(db, companyId, today);

  const novasLicencas = db
    .select({
      id: licencas.id,
      codigo: licencas.tipo,
      nome: tipoNome(),
      projeto: empreendimentos.nome,
      createdAt: licencas.createdAt,
    })
    .from(licencas)
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .where(eq(licencas.companyId, companyId))
    .orderBy(desc(licencas.createdAt), desc(licencas.id))
    .limit(ACTIVITIES_PER_SOURCE);

  const atualizadas = db
    .select({
      id: condicionantes.id,
      nome: sql<string>`coalesce(${condicionantes.nome}, ${condicionantes.descricao})`,
      status: condicionantes.status,
      dataPrazo: condicionantes.dataPrazo,
      updatedAt: condicionantes.updatedAt,
    })
    .from(condicionantes)
    .where(eq(condicionantes.companyId, companyId))
    .orderBy(desc(condicionantes.updatedAt), desc(condicionantes.id))
    .limit(ACTIVITIES_PER_SOURCE);

  const [totais, c, ob, legais, lics, conds, minhas] = await Promise.all([
    contagens(db, companyId),
    counts,
    obrigacoes,
    prazosDasObrigacoesLegais(db, companyId, today),
    novasLicencas,
    atualizadas,
    minhasPendencias(db, ctx),
  ]);

  const deLicencas: TAtividadeRecente[] = lics.map((l) => ({
    id: `licenca:${l.id}`,
    ...licencaActivity(l, l.projeto),
    data: l.createdAt.toISOString(),
  }));
  const deCondicionantes: TAtividadeRecente[] = conds.map((k) => ({
    id: `condicionante:${k.id}`,
    ...condicionanteActivity(k, today),
    data: k.updatedAt.toISOString(),
  }));

  return {
    empresa: ctx.profile?.companyName ?? "",
    contadores: {
      ...totais,
      condicionantesPendentes: ob.abertas,
      registros: totais.clientes + totais.empreendimentos,
    },
    prazos: { atrasadas: ob.vencidas, vencendo: ob.vencendo },
    obrigacoesLegais: legais,
    atividades: mergeActivities(deLicencas, deCondicionantes),
    conformidade: {
      taxa: conformidade(c.validas, c.comValidade),
      licencasComValidade: c.comValidade,
      licencasValidas: c.validas,
      renovacoesProximas: c.renovacoes,
    },
    minhasPendencias: minhas,
  };
}
