import { and, asc, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { countWhere } from "../../db/aggregates";
import { folded } from "../../db/search";
import { clientes, condicionantes, empreendimentos, licencas, obrigacaoInstancias, obrigacoes } from "../../db/schema";
import type { TTenantContext } from "../../http/context";
import type { TSituacao } from "../../../shared/rules/consolidado";
import type { TConsolidado, TConsolidadoQuery } from "../../../shared/schemas/consolidado";
import { comEntrega, entrega } from "../condicionantes/obrigacoes";
import { naSecaoSql } from "../condicionantes/secoes-sql";
import { contagensDeCondicionantes, contagensDeLicencas, contagensDeObrigacoes } from "./consolidado-contagens";

const zero = (column: SQL.Aliased<number> | SQL) => sql<number>`coalesce(${column}, 0)::int`;
const sum = (column: SQL.Aliased<number>) => sql<number>`coalesce(sum(${column}), 0)::int`;

/**
 * The consolidated report in one statement over the whole company (decision 018): every project
 * with its licences by status, its conditions' obligations by date and the open due dates of the
 * obligations outside licences that bind it, and the same counts over the company. Three grouped
 * scans (licences; conditions left-joined to their open deliveries, as the conditions screen
 * counts them; open due dates, each under the projects it binds) feed one row per project;
 * projects with nothing get zeros. The traffic light is shared/rules/consolidado.ts in SQL. The
 * totals are a one-row summary of those rows (the due dates counted once each, apart), joined
 * laterally to the page, so a page past the end still carries them. Over the request's day
 * (`ctx.today`, the company's day in São Paulo).
 *
 * It costs the company, whatever the page (2.4 s for 20,000 projects, decision 067): the report
 * reads it only for a page its walk in name order cannot reach cheaply, and to count the projects
 * by situation (`situacoesDaEmpresa`), which no tally keeps.
 */
export async function consolidadoCompleto(db: Db, ctx: TTenantContext, q: TConsolidadoQuery): Promise<TConsolidado> {
  await semJit(db);
  const { lic, cond, obr, obrTotais, linhas, totais } = consultas(db, ctx);
  // Names compare without case or accents ('Área' among the A's), alike on every database collation.
  const pagina = db
    .select()
    .from(linhas)
    .orderBy(asc(linhas.gravidade), asc(folded(sql`${linhas.empreendimentoNome}`)), asc(linhas.empreendimentoId))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .as("pagina");

  const rows = await db
    .with(lic, cond, obr, linhas, totais, obrTotais)
    .select({ totais: totais._.selectedFields, obr: obrTotais._.selectedFields, linha: pagina._.selectedFields })
    .from(totais)
    .crossJoin(obrTotais)
    .leftJoinLateral(pagina, sql`true`)
    .orderBy(asc(pagina.gravidade), asc(folded(sql`${pagina.empreendimentoNome}`)), asc(pagina.empreendimentoId));

  const { totais: t, obr: ot } = rows[0];
  return {
    // The lateral join's columns are all null when the page is past the end.
    items: rows.flatMap(({ linha: r }) =>
      r.empreendimentoId
        ? [
            {
              empreendimento: { id: r.empreendimentoId, nome: r.empreendimentoNome },
              cliente: { id: r.clienteId, nome: r.clienteNome },
              licencas: {
                vigente: r.vigente,
                alertaRenovacao: r.alerta,
                vencida: r.vencida,
                emRenovacao: r.emRenovacao,
              },
              condicionantes: {
                vencidas: r.vencidas,
                vencendo30: r.vencendo,
                aVencer: r.aVencer,
                concluidas: r.concluidas,
              },
              obrigacoes: { atrasadas: r.obrAtrasadas, vencendo30: r.obrVencendo },
              situacao: r.situacao,
            },
          ]
        : [],
    ),
    total: t.total,
    // Counted by this very statement.
    situacoesContadasEm: ctx.now.toISOString(),
    totais: {
      licencas: {
        vigente: t.vigenteTotal,
        alertaRenovacao: t.alertaTotal,
        vencida: t.vencidaTotal,
        emRenovacao: t.emRenovacaoTotal,
      },
      condicionantes: {
        vencidas: t.vencidasTotal,
        vencendo30: t.vencendoTotal,
        aVencer: t.aVencerTotal,
        concluidas: t.concluidasTotal,
      },
      obrigacoes: { atrasadas: ot.atrasadasTotal, vencendo30: ot.vencendoObrTotal },
      situacoes: { critico: t.criticos, atencao: t.atencoes, em_dia: t.emDia },
    },
  };
}

/**
 * JIT off for the rest of the request's transaction: on the bench's large company the planner's
 * estimate of the statement triggers it, and compiling took 790 ms of 7.0 s (3.4 s without),
 * as decision 036 saw for a generic plan.
 */
async function semJit(db: Db) {
  await db.execute(sql`select set_config('jit', 'off', true)`);
}

/** The statement's common tables: the counts per project (`linhas`) and over the company. */
function consultas(db: Db, ctx: TTenantContext) {
  const { companyId, today } = ctx;
  const lic = db.$with("lic").as(
    db
      .select({
        empreendimentoId: licencas.empreendimentoId,
        ...contagensDeLicencas(today),
      })
      .from(licencas)
      .where(eq(licencas.companyId, companyId))
      .groupBy(licencas.empreendimentoId),
  );
  const cond = db.$with("cond").as(
    db
      .select({
        empreendimentoId: licencas.empreendimentoId,
        ...contagensDeCondicionantes(today),
      })
      .from(condicionantes)
      .leftJoin(entrega, comEntrega)
      .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
      .where(eq(condicionantes.companyId, companyId))
      .groupBy(licencas.empreendimentoId),
  );

  // Obligations outside licences (issue 32), by their open due dates: a project's own, and its
  // client's that name no project, which bind every project of the client (decision 058).
  const o = obrigacoes;
  const i = obrigacaoInstancias;
  const aberta = ne(i.status, "cumprida");
  const atrasada = naSecaoSql("vencidas", today)(i.dataVencimento);
  const vencendo = naSecaoSql("vencendo", today)(i.dataVencimento);
  const obr = db.$with("obr").as(
    db
      .select({
        // Names of their own: drizzle writes a CTE's computed columns unqualified.
        empreendimentoId: sql<string>`${empreendimentos.id}`.as("obr_empreendimento_id"),
        ...contagensDeObrigacoes(today),
      })
      .from(empreendimentos)
      .innerJoin(
        o,
        and(
          eq(o.companyId, companyId),
          eq(o.clienteId, empreendimentos.clienteId),
          or(eq(o.empreendimentoId, empreendimentos.id), isNull(o.empreendimentoId)),
        ),
      )
      .innerJoin(i, eq(i.obrigacaoId, o.id))
      .where(and(eq(empreendimentos.companyId, companyId), aberta))
      .groupBy(empreendimentos.id),
  );
  // Each due date once over the company, whichever projects it binds (a client's binds them all).
  const obrTotais = db.$with("obr_totais").as(
    db
      .select({
        atrasadasTotal: countWhere(atrasada).as("atrasadas_total"),
        vencendoObrTotal: countWhere(vencendo).as("vencendo_obr_total"),
      })
      .from(i)
      .innerJoin(o, eq(o.id, i.obrigacaoId))
      .innerJoin(clientes, eq(clientes.id, o.clienteId))
      .where(and(eq(i.companyId, companyId), aberta)),
  );

  const critico = sql`${zero(lic.vencida)} > 0 or ${zero(cond.vencidas)} > 0 or ${zero(obr.atrasadas)} > 0`;
  const atencao = sql`${zero(lic.alerta)} > 0 or ${zero(cond.vencendo)} > 0 or ${zero(obr.vencendo)} > 0`;
  const linhas = db.$with("linhas").as(
    db
      .select({
        empreendimentoId: sql<string>`${empreendimentos.id}`.as("empreendimento_id"),
        empreendimentoNome: sql<string>`${empreendimentos.nome}`.as("empreendimento_nome"),
        clienteId: sql<string>`${clientes.id}`.as("cliente_id"),
        clienteNome: sql<string>`${clientes.nome}`.as("cliente_nome"),
        vigente: zero(lic.vigente).as("vigente"),
        alerta: zero(lic.alerta).as("alerta"),
        vencida: zero(lic.vencida).as("vencida"),
        emRenovacao: zero(lic.emRenovacao).as("em_renovacao"),
        vencidas: zero(cond.vencidas).as("vencidas"),
        vencendo: zero(cond.vencendo).as("vencendo"),
        aVencer: zero(cond.aVencer).as("a_vencer"),
        concluidas: zero(cond.concluidas).as("concluidas"),
        obrAtrasadas: zero(obr.atrasadas).as("obr_atrasadas"),
        obrVencendo: zero(obr.vencendo).as("obr_vencendo"),
        situacao:
          sql<TSituacao>`case when ${critico} then 'critico' when ${atencao} then 'atencao' else 'em_dia' end`.as(
            "situacao",
          ),
        // Worst first: the order of SITUACOES.
        gravidade: sql<number>`case when ${critico} then 0 when ${atencao} then 1 else 2 end`.as("gravidade"),
      })
      .from(empreendimentos)
      .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
      .leftJoin(lic, eq(lic.empreendimentoId, empreendimentos.id))
      .leftJoin(cond, eq(cond.empreendimentoId, empreendimentos.id))
      .leftJoin(obr, eq(obr.empreendimentoId, empreendimentos.id))
      .where(eq(empreendimentos.companyId, companyId)),
  );

  const totais = db.$with("totais").as(
    db
      .select({
        total: sql<number>`count(*)::int`.as("total"),
        vigenteTotal: sum(linhas.vigente).as("vigente_total"),
        alertaTotal: sum(linhas.alerta).as("alerta_total"),
        vencidaTotal: sum(linhas.vencida).as("vencida_total"),
        emRenovacaoTotal: sum(linhas.emRenovacao).as("em_renovacao_total"),
        vencidasTotal: sum(linhas.vencidas).as("vencidas_total"),
        vencendoTotal: sum(linhas.vencendo).as("vencendo_total"),
        aVencerTotal: sum(linhas.aVencer).as("a_vencer_total"),
        concluidasTotal: sum(linhas.concluidas).as("concluidas_total"),
        criticos: countWhere(sql`${linhas.situacao} = 'critico'`).as("criticos"),
        atencoes: countWhere(sql`${linhas.situacao} = 'atencao'`).as("atencoes"),
        emDia: countWhere(sql`${linhas.situacao} = 'em_dia'`).as("em_dia"),
      })
      .from(linhas),
  );

  return { lic, cond, obr, obrTotais, linhas, totais };
}

/** How many of the company's projects are in each situation: the whole-company statement's count. */
export async function situacoesDaEmpresa(db: Db, ctx: TTenantContext): Promise<Record<TSituacao, number>> {
  await semJit(db);
  const { lic, cond, obr, linhas } = consultas(db, ctx);
  const [r] = await db
    .with(lic, cond, obr, linhas)
    .select({
      critico: countWhere(sql`${linhas.situacao} = 'critico'`),
      atencao: countWhere(sql`${linhas.situacao} = 'atencao'`),
      em_dia: countWhere(sql`${linhas.situacao} = 'em_dia'`),
    })
    .from(linhas);
  return r;
}

/**
 * The company's open due dates of obligations outside licences, each once: no tally keeps them,
 * but the statement reads only the open ones (`obrigacao_instancias_abertas_idx`), not the projects.
 */
export async function obrigacoesDaEmpresa(db: Db, ctx: TTenantContext) {
  const { obrTotais } = consultas(db, ctx);
  const [r] = await db
    .with(obrTotais)
    .select({ atrasadas: obrTotais.atrasadasTotal, vencendo30: obrTotais.vencendoObrTotal })
    .from(obrTotais);
  return r;
}
