import { and, asc, desc, eq, gte, lt, lte, ne, not, sql, type SQL, type Subquery } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  checklists,
  clientes,
  condicionanteComprovacoes,
  condicionantes,
  empreendimentos,
  licencas,
  obrigacaoInstancias,
  obrigacoes,
} from "../../db/schema";
import { addDays, TIME_ZONE } from "../../../shared/rules/datas";
import { CHECKLIST_DUE_DAYS, CHECKLIST_LIMIT, rangeDays } from "../../../shared/rules/calendario";
import { PRAZO_LEGAL_RENOVACAO_DIAS } from "../../../shared/rules/licenca-status";
import { entregaAberta } from "../condicionantes/obrigacoes";
import { renovacaoAtendidaSql } from "../licencas/renovacao-sql";
import { validadeProrrogadaSql } from "../licencas/renovacao-sql";
import { tipoNome } from "../licencas/tipo-nome";
import { arrayParam } from "../../db/array-param";
import type { TMostraPrazos } from "../../db/participacoes";
import type { TEventoTipo } from "../../../shared/rules/calendario";

// The calendar's sources (licence expiries, legal renewal deadlines, conditions' deadlines,
// scheduled deliveries, open checklists), each one query in date order, the tie-break of one day
// the id an index holds. A source reads either a range (the first `limite`, when asked) or, for
// the month grid, each day's first `porDia` through a LATERAL over the range's days: a day's
// first few from the index, not the day's thousands of obligations in a large company.

/**
 * Which rows a source reads: a range (`de` absent: no lower bound) and its first `limite`, or
 * one day of a LATERAL (diasEntre) and that day's first `limite`.
 */
export type TCorte = { de?: string; ate: string; limite?: number; soPrazos?: boolean } | { dia: TDia; limite: number };

/** `column` falls `dias` days after one of the corte's days (a deadline `dias` days before it). */
function naData(corte: TCorte, column: AnyPgColumn, dias = 0): SQL | undefined {
  if ("dia" in corte) return eq(column, corte.dia(dias));
  return and(corte.de ? gte(column, addDays(corte.de, dias)) : undefined, lte(column, addDays(corte.ate, dias)));
}

const primeiros = <T extends PgSelect>(qb: T, corte: TCorte) => (corte.limite ? qb.limit(corte.limite) : qb);

const licencaColumns = () => ({
  id: licencas.id,
  tipo: tipoNome().as("tipo"),
  codigo: sql<string>`${licencas.tipo}`.as("codigo"),
  numero: licencas.numero,
  validade: licencas.validadeDate,
  projeto: sql<string>`${empreendimentos.nome}`.as("projeto"),
});

/**
 * Licences expiring on the corte's days; (company_id, validade_date) serves them. An expiry after
 * a renewal filed in time is no deadline (`prorrogada`): it comes after the day's real expiries,
 * so a cell's first few are the ones that matter, and `soPrazos` (the popover) leaves it out.
 */
export const vencimentos = (db: Db, companyId: string, corte: TCorte) => {
  const prorrogada = validadeProrrogadaSql();
  const soPrazos = "soPrazos" in corte && corte.soPrazos;
  return primeiros(
    db
      .select({ ...licencaColumns(), prorrogada: prorrogada.as("prorrogada") })
      .from(licencas)
      .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
      .where(
        and(
          eq(licencas.companyId, companyId),
          naData(corte, licencas.validadeDate),
          soPrazos ? not(prorrogada) : undefined,
        ),
      )
      .orderBy(asc(licencas.validadeDate), asc(prorrogada), asc(licencas.id))
      .$dynamic(),
    corte,
  );
};

/**
 * Decision 023: the legal renewal deadline (validade − 120 days) of each licence whose renewal
 * still needs filing — not of one already filed in time. Its day is in the corte when the expiry
 * is 120 days past it, so the (company_id, validade_date) index serves it too.
 */
export const prazosLegais = (db: Db, companyId: string, corte: TCorte) =>
  primeiros(
    db
      .select(licencaColumns())
      .from(licencas)
      .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
      .where(
        and(
          eq(licencas.companyId, companyId),
          naData(corte, licencas.validadeDate, PRAZO_LEGAL_RENOVACAO_DIAS),
          not(renovacaoAtendidaSql()),
        ),
      )
      .orderBy(asc(licencas.validadeDate), asc(licencas.id))
      .$dynamic(),
    corte,
  );

const nomeDaCondicionante = sql<string>`coalesce(${condicionantes.nome}, ${condicionantes.descricao})`;
const daLicenca = {
  licencaId: sql<string>`${licencas.id}`.as("licenca_id"),
  tipo: tipoNome().as("tipo"),
  codigo: sql<string>`${licencas.tipo}`.as("codigo"),
  numero: licencas.numero,
  projeto: sql<string>`${empreendimentos.nome}`.as("projeto"),
};

/**
 * Open obligations (decision 013): conditions not concluded, by their deadline, unless they have
 * scheduled deliveries left (entregas_abertas, kept by migration 0014's triggers), which stand
 * for them each by its own date. condicionantes_obrigacoes_idx reads them in this order.
 */
export const prazos = (db: Db, companyId: string, corte: TCorte) =>
  primeiros(
    db
      .select({
        id: condicionantes.id,
        nome: nomeDaCondicionante.as("nome"),
        data: condicionantes.dataPrazo,
        ...daLicenca,
      })
      .from(condicionantes)
      .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
      .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
      .where(
        and(
          eq(condicionantes.companyId, companyId),
          ne(condicionantes.status, "concluida"),
          eq(condicionantes.entregasAbertas, 0),
          naData(corte, condicionantes.dataPrazo),
        ),
      )
      .orderBy(asc(condicionantes.dataPrazo), asc(condicionantes.id))
      .$dynamic(),
    corte,
  );

/** Scheduled deliveries still open, in comprovacoes_agendadas_company_data_idx's order. */
export const entregas = (db: Db, companyId: string, corte: TCorte) =>
  primeiros(
    db
      .select({
        id: condicionanteComprovacoes.id,
        data: condicionanteComprovacoes.dataEntrega,
        condicionanteId: sql<string>`${condicionantes.id}`.as("condicionante_id"),
        nome: nomeDaCondicionante.as("nome"),
        intervalo: condicionantes.periodicidadeIntervalo,
        inicio: condicionantes.dataInicioPeriodicidade,
        fim: condicionantes.dataFimPeriodicidade,
        ...daLicenca,
      })
      .from(condicionanteComprovacoes)
      .innerJoin(condicionantes, eq(condicionantes.id, condicionanteComprovacoes.condicionanteId))
      .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
      .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
      .where(
        and(
          eq(condicionanteComprovacoes.companyId, companyId),
          entregaAberta,
          naData(corte, condicionanteComprovacoes.dataEntrega),
        ),
      )
      .orderBy(
        asc(condicionanteComprovacoes.dataEntrega),
        asc(condicionanteComprovacoes.condicionanteId),
        asc(condicionanteComprovacoes.id),
      )
      .$dynamic(),
    corte,
  );

/**
 * Obligations that belong to no licence (issue 32): their open due dates, in the order
 * obrigacao_instancias_abertas_idx reads them. A client in the bin hides its obligations.
 */
export const obrigacoesLegais = (db: Db, companyId: string, corte: TCorte) =>
  primeiros(
    db
      .select({
        id: obrigacaoInstancias.id,
        // Aliased: the LATERAL of the month grid takes them as one subquery's columns.
        obrigacaoId: sql<string>`${obrigacoes.id}`.as("obrigacao_id"),
        titulo: obrigacoes.titulo,
        data: obrigacaoInstancias.dataVencimento,
        projeto: sql<string | null>`${empreendimentos.nome}`.as("projeto"),
      })
      .from(obrigacaoInstancias)
      .innerJoin(obrigacoes, eq(obrigacoes.id, obrigacaoInstancias.obrigacaoId))
      .innerJoin(clientes, eq(clientes.id, obrigacoes.clienteId))
      .leftJoin(empreendimentos, eq(empreendimentos.id, obrigacoes.empreendimentoId))
      .where(
        and(
          eq(obrigacaoInstancias.companyId, companyId),
          ne(obrigacaoInstancias.status, "cumprida"),
          naData(corte, obrigacaoInstancias.dataVencimento),
        ),
      )
      .orderBy(asc(obrigacaoInstancias.dataVencimento), asc(obrigacaoInstancias.id))
      .$dynamic(),
    corte,
  );

/** Local midnight in São Paulo of a yyyy-mm-dd day, as an instant (for a created_at range). */
const inicioDoDia = (day: string) => sql`(${day}::timestamp at time zone ${TIME_ZONE})`;

/**
 * Part 1 §9: the open checklists whose date (creation + 7 days) falls in [de, ate], the newest
 * 5. Date in [de, ate] ⇔ created from (de − 7) 00:00 to before (ate − 6) 00:00, São Paulo time:
 * a range on created_at, which the (company_id, status, created_at) index serves.
 */
export const checklistsAbertos = (db: Db, companyId: string, de: string, ate: string) =>
  db
    .select({
      id: checklists.id,
      titulo: checklists.titulo,
      createdAt: checklists.createdAt,
      projeto: empreendimentos.nome,
    })
    .from(checklists)
    .leftJoin(empreendimentos, eq(empreendimentos.id, checklists.empreendimentoId))
    .where(
      and(
        eq(checklists.companyId, companyId),
        eq(checklists.status, "aberto"),
        gte(checklists.createdAt, inicioDoDia(addDays(de, -CHECKLIST_DUE_DAYS))),
        lt(checklists.createdAt, inicioDoDia(addDays(ate, 1 - CHECKLIST_DUE_DAYS))),
      ),
    )
    .orderBy(desc(checklists.createdAt), desc(checklists.id))
    .limit(CHECKLIST_LIMIT);

/** The days a source is read on: the corte's day, or that day shifted (legal renewal deadlines). */
const DESLOCAMENTOS = [0, PRAZO_LEGAL_RENOVACAO_DIAS] as const;
/** A column of the LATERAL's days: each day of the range, plus `dias` days. */
type TDia = (dias: number) => SQL;

/**
 * Each day of [de, ate] as a row, with a column per shift of DESLOCAMENTOS, from arrays of dates
 * (unnest) rather than an expression over generate_series. The wall's policies make the planner
 * keep any qual that is not leakproof — `date + integer` is not — above them: a day computed in
 * the join would be a filter over the whole company's rows instead of the index's condition.
 */
function diasEntre(de: string, ate: string): { from: SQL; dia: TDia } {
  const dias = Array.from({ length: rangeDays(de, ate) }, (_, i) => addDays(de, i));
  const colunas = DESLOCAMENTOS.map((n) => `d${n}`);
  const arrays = DESLOCAMENTOS.map((n) => arrayParam(n ? dias.map((d) => addDays(d, n)) : dias, "date"));
  return {
    from: sql`unnest(${sql.join(arrays, sql`, `)}) as dias(${sql.raw(colunas.join(", "))})`,
    dia: (n) => {
      if (!DESLOCAMENTOS.some((d) => d === n)) throw new Error(`Sem a coluna de ${n} dias na grade do calendário.`);
      return sql`dias.${sql.identifier(`d${n}`)}`;
    },
  };
}

/**
 * A source's first `porDia` rows of each day of [de, ate], in one statement: a LATERAL read per
 * day, which stops after `porDia` rows of its index.
 */
export async function cadaDia<F extends (db: Db, companyId: string, corte: TCorte) => PgSelect>(
  db: Db,
  companyId: string,
  fonte: F,
  de: string,
  ate: string,
  porDia: number,
): Promise<Awaited<ReturnType<F>>> {
  const dias = diasEntre(de, ate);
  // The source's own row type is checked where it is built; the lateral only passes it through.
  const doDia = fonte(db, companyId, { dia: dias.dia, limite: porDia }).as("do_dia") as unknown as Subquery<
    "do_dia",
    Record<string, unknown>
  >;
  const rows = await db
    .select()
    .from(dias.from)
    .innerJoinLateral(doDia, sql`true`);
  return rows.map((r) => r.do_dia) as Awaited<ReturnType<F>>;
}

/** How the month grid and its popover show each declared deadline source (decision 054). */
export const PRAZOS_NO_CALENDARIO: TMostraPrazos<TEventoTipo> = {
  licenca: ["vencimento", "prazo_renovacao", "validade_prorrogada"],
  condicionante: ["condicionante"],
  // A scheduled delivery stands for its condition on its own date (decision 013).
  entrega: ["condicionante"],
  obrigacao: ["obrigacao"],
  atividade: {
    naoMostra:
      "the calendar of the spec (part 1 §7) shows licences, conditions and checklists; a schedule's deadlines are in its report, the dashboard and the feed",
  },
};
