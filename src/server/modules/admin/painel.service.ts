import { and, asc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { countWhere } from "../../db/aggregates";
import { pageOffset } from "../../db/paging";
import { folded, foldedContains } from "../../db/search";
import { clientes, companies, condicionantes, empreendimentos, licencas, profiles } from "../../db/schema";
import type { TTenantContext } from "../../http/context";
import type { TPageQuery } from "../../../shared/schemas/paging";
import type { TPainel, TPainelNumeros } from "../../../shared/schemas/painel";
import { emRenovacaoSql, licencaStatusSql } from "../licencas/status-sql";
import { comEntrega, entrega } from "../condicionantes/obrigacoes";
import { grupoObrigacao } from "../condicionantes/secoes-sql";
import { isPending } from "./pendentes-sql";

const zero = (column: SQL.Aliased<number>) => sql<number>`coalesce(${column}, 0)::int`;
const sum = (column: SQL.Aliased<number>) => sql<number>`coalesce(sum(${column}), 0)::int`;

/**
 * The administration panel in one statement: per company, its active users, clients, projects,
 * licences (by status, the rule of shared/rules/licenca-status.ts in SQL) and overdue obligations
 * (as the conditions screen counts them); the sums over every company in scope; and one page of
 * companies, searched and ordered by name. The super-administrator's request (on the system path)
 * counts every company; an admin's, their own company only. The system path is not filtered by
 * the bin's policy, so every business table excludes binned rows here itself. "Today" is the
 * request's day (`ctx.today`, São Paulo).
 */
export async function getPainel(db: Db, ctx: TTenantContext, q: TPageQuery): Promise<TPainel> {
  const { today } = ctx;
  const companyId = ctx.role === "super_admin" ? null : ctx.companyId;
  const inScope = (column: AnyPgColumn) => (companyId ? eq(column, companyId) : undefined);
  const counted = <T extends { companyId: AnyPgColumn; lixeiraId: AnyPgColumn }>(table: T) =>
    and(inScope(table.companyId), isNull(table.lixeiraId));

  const usr = db.$with("usr").as(
    db
      .select({ companyId: profiles.companyId, n: sql<number>`count(*)::int`.as("usr_n") })
      .from(profiles)
      .where(
        and(
          isNotNull(profiles.companyId),
          isNull(profiles.clienteId),
          eq(profiles.ativo, true),
          inScope(profiles.companyId),
        ),
      )
      .groupBy(profiles.companyId),
  );
  const cli = db.$with("cli").as(
    db
      .select({ companyId: clientes.companyId, n: sql<number>`count(*)::int`.as("cli_n") })
      .from(clientes)
      .where(counted(clientes))
      .groupBy(clientes.companyId),
  );
  const emp = db.$with("emp").as(
    db
      .select({ companyId: empreendimentos.companyId, n: sql<number>`count(*)::int`.as("emp_n") })
      .from(empreendimentos)
      .where(counted(empreendimentos))
      .groupBy(empreendimentos.companyId),
  );
  const lic = db.$with("lic").as(
    db
      .select({
        companyId: licencas.companyId,
        n: sql<number>`count(*)::int`.as("lic_n"),
        vigente: countWhere(licencaStatusSql("vigente", today)).as("vigente"),
        alerta: countWhere(licencaStatusSql("alerta", today)).as("alerta"),
        vencida: countWhere(licencaStatusSql("vencida", today)).as("vencida"),
        emRenovacao: countWhere(emRenovacaoSql(today)).as("em_renovacao"),
      })
      .from(licencas)
      .where(counted(licencas))
      .groupBy(licencas.companyId),
  );
  const cond = db.$with("cond").as(
    db
      .select({
        companyId: condicionantes.companyId,
        vencidas: countWhere(grupoObrigacao("vencidas", today)).as("vencidas"),
      })
      .from(condicionantes)
      .leftJoin(entrega, and(comEntrega, isNull(entrega.lixeiraId)))
      .where(counted(condicionantes))
      .groupBy(condicionantes.companyId),
  );

  const linhas = db.$with("linhas").as(
    db
      .select({
        id: sql<string>`${companies.id}`.as("id"),
        nome: sql<string>`${companies.name}`.as("nome"),
        usuarios: zero(usr.n).as("usuarios"),
        clientes: zero(cli.n).as("clientes"),
        empreendimentos: zero(emp.n).as("empreendimentos"),
        licencas: zero(lic.n).as("licencas"),
        vigente: zero(lic.vigente).as("vigente"),
        alerta: zero(lic.alerta).as("alerta"),
        vencida: zero(lic.vencida).as("vencida"),
        emRenovacao: zero(lic.emRenovacao).as("em_renovacao"),
        vencidas: zero(cond.vencidas).as("vencidas"),
      })
      .from(companies)
      .leftJoin(usr, eq(usr.companyId, companies.id))
      .leftJoin(cli, eq(cli.companyId, companies.id))
      .leftJoin(emp, eq(emp.companyId, companies.id))
      .leftJoin(lic, eq(lic.companyId, companies.id))
      .leftJoin(cond, eq(cond.companyId, companies.id))
      .where(inScope(companies.id)),
  );

  const busca = q.q ? foldedContains([sql`${linhas.nome}`], q.q) : sql`true`;
  // Only the super-administrator approves users; a company admin's panel has no such counter.
  const pendentes = companyId
    ? sql<number | null>`null::int`
    : sql<number | null>`(select count(*)::int from ${profiles} where ${isPending})`;
  const totais = db.$with("totais").as(
    db
      .select({
        empresas: sql<number>`count(*)::int`.as("empresas"),
        encontradas: countWhere(busca).as("encontradas"),
        pendentes: pendentes.as("pendentes"),
        usuarios: sum(linhas.usuarios).as("usuarios_total"),
        clientes: sum(linhas.clientes).as("clientes_total"),
        empreendimentos: sum(linhas.empreendimentos).as("empreendimentos_total"),
        licencas: sum(linhas.licencas).as("licencas_total"),
        vigente: sum(linhas.vigente).as("vigente_total"),
        alerta: sum(linhas.alerta).as("alerta_total"),
        vencida: sum(linhas.vencida).as("vencida_total"),
        emRenovacao: sum(linhas.emRenovacao).as("em_renovacao_total"),
        vencidas: sum(linhas.vencidas).as("vencidas_total"),
      })
      .from(linhas),
  );

  // Names compare without case or accents ('Água' among the A's), alike on every collation.
  const pagina = db
    .select()
    .from(linhas)
    .where(busca)
    .orderBy(asc(folded(sql`${linhas.nome}`)), asc(linhas.id))
    .limit(q.pageSize)
    .offset(pageOffset(q))
    .as("pagina");

  const rows = await db
    .with(usr, cli, emp, lic, cond, linhas, totais)
    .select({ totais: totais._.selectedFields, linha: pagina._.selectedFields })
    .from(totais)
    // The totals still come when the page is past the end (the page's columns are then null).
    .leftJoinLateral(pagina, sql`true`)
    .orderBy(asc(folded(sql`${pagina.nome}`)), asc(pagina.id));

  const t = rows[0].totais;
  return {
    empresas: t.empresas,
    usuariosPendentes: t.pendentes,
    totais: numeros(t),
    items: rows.flatMap(({ linha }) =>
      linha.id ? [{ empresa: { id: linha.id, nome: linha.nome }, ...numeros(linha) }] : [],
    ),
    total: t.encontradas,
  };
}

type TLinha = Record<
  | "usuarios"
  | "clientes"
  | "empreendimentos"
  | "licencas"
  | "vigente"
  | "alerta"
  | "vencida"
  | "emRenovacao"
  | "vencidas",
  number
>;

function numeros(r: TLinha): TPainelNumeros {
  return {
    usuarios: r.usuarios,
    clientes: r.clientes,
    empreendimentos: r.empreendimentos,
    licencas: r.licencas,
    licencasPorStatus: {
      vigente: r.vigente,
      alertaRenovacao: r.alerta,
      vencida: r.vencida,
      emRenovacao: r.emRenovacao,
    },
    condicionantesVencidas: r.vencidas,
  };
}
