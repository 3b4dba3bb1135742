import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { companies } from "./empresas";
import { tenantWall } from "./tenant";
import { declareTabela } from "../participacao";

/**
 * Every tally the database keeps, one row per tally and counted table (decision 048, migration
 * 0022): a source row counts +1 under its keys while `counts` holds of it. One statement trigger
 * per counted table (app_count_tallies) applies a statement's change to every tally of that table:
 * added to `tally` itself, or appended to `<tally>_novas` and folded in by app_fold_tallies when
 * `appends`. A tally's rows are keyed by company_id, then by `columns`, whose values for a source
 * row are the SQL expressions `keys`. Written only by app_declare_tally, in migrations.
 */
export const tallies = pgTable(
  "tallies",
  {
    tally: text("tally").notNull(),
    source: text("source").notNull(),
    columns: text("columns").array().notNull(),
    keys: text("keys").array().notNull(),
    counts: text("counts").notNull(),
    appends: boolean("appends").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tally, t.source] }),
    check("tallies_keys_ck", sql`cardinality(${t.columns}) = cardinality(${t.keys})`),
  ],
);

/**
 * How many rows of a table each company has outside the bin, a tally declared on clientes,
 * empreendimentos and licencas (decision 048): the lists' and the dashboard's totals read one row
 * instead of counting the whole company (decision 034). Requests only read it (the grant is
 * SELECT); the triggers add to it as its owner.
 */
export const empresaContagens = pgTable(
  "empresa_contagens",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    tabela: text("tabela").notNull(),
    total: bigint("total", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.tabela] }), ...tenantWall()],
);

/** A per-day tally's row: how many of a kind a company has on a day (null: no date). */
const porDiaColumns = {
  companyId: uuid("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  situacao: text("situacao").notNull(),
  data: date("data", { mode: "string" }),
  total: bigint("total", { mode: "number" }).notNull(),
};

/**
 * How many obligations (decision 013) each company has per day, and how many conditions are
 * concluded (decision 035): the conditions screen's section totals, the dashboard's deadline
 * figures and the calendar's days read a company's few hundred days instead of counting its
 * obligations. The tally's triggers (decision 048) never write here: they append to
 * `obrigacoes_por_dia_novas`, and the compaction job folds those rows in (one writer, so no
 * two requests ever wait on each other's tally). A read sums both tables. Its situação is
 * 'aberta' (still owed, by its date; null: no deadline) or 'concluida' (date null).
 */
export const obrigacoesPorDia = pgTable("obrigacoes_por_dia", porDiaColumns, (t) => [
  unique("obrigacoes_por_dia_uq").on(t.companyId, t.situacao, t.data).nullsNotDistinct(),
  ...tenantWall(),
]);

/** The tally's changes not yet folded in, appended by the triggers (any number per key). */
export const obrigacoesPorDiaNovas = pgTable("obrigacoes_por_dia_novas", porDiaColumns, (t) => [
  index("obrigacoes_por_dia_novas_company_idx").on(t.companyId),
  ...tenantWall(),
]);

/**
 * How many licences each company has per expiry day (null: no expiry) and renewal situation
 * (decision 039): 'livre' (not in renewal), or renovacaoSituacao's 'no_prazo', 'fora_do_prazo' and
 * 'sem_protocolo'. Each status of licencaStatus is a sum over a range of days of some of them, so
 * the dashboard's conformance and the list's total by status read the company's few thousand days
 * instead of its licences. Kept like the obligations' tally (decision 048).
 */
export const licencasPorDia = pgTable("licencas_por_dia", porDiaColumns, (t) => [
  unique("licencas_por_dia_uq").on(t.companyId, t.situacao, t.data).nullsNotDistinct(),
  ...tenantWall(),
]);

/** The licences' tally changes not yet folded in, appended by the triggers. */
export const licencasPorDiaNovas = pgTable("licencas_por_dia_novas", porDiaColumns, (t) => [
  index("licencas_por_dia_novas_company_idx").on(t.companyId),
  ...tenantWall(),
]);

export const empresaContagensParticipacao = declareTabela({
  tabela: "empresa_contagens",
  muro: { comandos: ["SELECT"], porque: "counts kept by SECURITY DEFINER triggers (decision 034)" },
});

export const obrigacoesPorDiaParticipacao = declareTabela({
  tabela: "obrigacoes_por_dia",
  muro: { comandos: ["SELECT"], porque: "day totals kept by SECURITY DEFINER triggers (decision 035)" },
});

export const obrigacoesPorDiaNovasParticipacao = declareTabela({
  tabela: "obrigacoes_por_dia_novas",
  muro: { comandos: ["SELECT"], porque: "as obrigacoes_por_dia, before compaction (decision 035)" },
});

export const licencasPorDiaParticipacao = declareTabela({
  tabela: "licencas_por_dia",
  muro: { comandos: ["SELECT"], porque: "day totals kept by SECURITY DEFINER triggers (decision 039)" },
});

export const licencasPorDiaNovasParticipacao = declareTabela({
  tabela: "licencas_por_dia_novas",
  muro: { comandos: ["SELECT"], porque: "as licencas_por_dia, before compaction (decision 039)" },
});
