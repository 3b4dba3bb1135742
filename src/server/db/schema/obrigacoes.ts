import {
  check,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { tenantWall } from "./tenant";
import { users } from "./auth";
import { companyRow } from "./empresas";
import { clientes } from "./clientes";
import { empreendimentos } from "./empreendimentos";
import { declareTabela } from "../participacao";
import type { TRecorrencia } from "../../../shared/schemas/recorrencia";

/**
 * An obligation of a client that belongs to no licence (issue 32): the RAPP, the TCFA, a state's
 * yearly report, or a duty of the consultancy's own. `recorrencia` is the act's rule
 * (shared/schemas/recorrencia.ts); `catalogo_codigo` names the catalogue entry it came from
 * (shared/catalogo-legal), which a client takes once per project. Purging the client or the
 * project from the bin takes its obligations with it.
 */
export const obrigacoes = pgTable(
  "obrigacoes",
  {
    ...companyRow("restrict"),
    clienteId: uuid("cliente_id").notNull(),
    empreendimentoId: uuid("empreendimento_id"),
    titulo: text("titulo").notNull(),
    orgao: text("orgao").notNull(),
    baseLegal: text("base_legal"),
    baseLegalUrl: text("base_legal_url"),
    descricao: text("descricao"),
    responsavelId: text("responsavel_id").references(() => users.id, { onDelete: "set null" }),
    recorrencia: jsonb("recorrencia").$type<TRecorrencia>().notNull(),
    catalogoCodigo: text("catalogo_codigo"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("obrigacoes_company_cliente_idx").on(t.companyId, t.clienteId),
    // 'Minhas pendências': the caller's obligations.
    index("obrigacoes_company_responsavel_idx").on(t.companyId, t.responsavelId),
    foreignKey({
      name: "obrigacoes_cliente_fk",
      columns: [t.companyId, t.clienteId],
      foreignColumns: [clientes.companyId, clientes.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "obrigacoes_empreendimento_fk",
      columns: [t.companyId, t.empreendimentoId],
      foreignColumns: [empreendimentos.companyId, empreendimentos.id],
    }).onDelete("cascade"),
    // 'Gerar calendário legal' twice creates nothing twice: a catalogue entry once per client and
    // project (no project counted as one).
    uniqueIndex("obrigacoes_catalogo_uq")
      .on(
        t.companyId,
        t.clienteId,
        sql`coalesce(${t.empreendimentoId}, '00000000-0000-0000-0000-000000000000')`,
        t.catalogoCodigo,
      )
      .where(sql`${t.catalogoCodigo} is not null`),
    unique("obrigacoes_company_id_uq").on(t.companyId, t.id),
    ...tenantWall(),
  ],
);

/**
 * One due date of an obligation. `data_regra` is the date the rule gave it, from which the next
 * instance is counted; `data_vencimento` starts equal and moves alone when the agency grants an
 * extension. 'atrasada' is derived (not met and past its due date), never stored. Meeting an
 * instance creates the next one: the unique (obrigacao_id, data_regra) keeps it to one.
 */
export const obrigacaoInstancias = pgTable(
  "obrigacao_instancias",
  {
    ...companyRow("restrict"),
    obrigacaoId: uuid("obrigacao_id").notNull(),
    dataRegra: date("data_regra", { mode: "string" }).notNull(),
    dataVencimento: date("data_vencimento", { mode: "string" }).notNull(),
    status: text("status").notNull().default("pendente"),
    cumpridaEm: date("cumprida_em", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // The iCal feed's LAST-MODIFIED: a moved due date must reach the consultants' calendars.
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's open instances by due date, per company.
    index("obrigacao_instancias_abertas_idx")
      .on(t.companyId, t.dataVencimento)
      .where(sql`${t.status} <> 'cumprida'`),
    // The daily sweep's open instances by due date, across companies (decision 022).
    index("obrigacao_instancias_abertas_vencimento_idx")
      .on(t.dataVencimento)
      .where(sql`${t.status} <> 'cumprida'`),
    foreignKey({
      name: "obrigacao_instancias_obrigacao_fk",
      columns: [t.companyId, t.obrigacaoId],
      foreignColumns: [obrigacoes.companyId, obrigacoes.id],
    }).onDelete("cascade"),
    unique("obrigacao_instancias_regra_uq").on(t.obrigacaoId, t.dataRegra),
    check("obrigacao_instancias_status_ck", sql`${t.status} in ('pendente', 'em_andamento', 'cumprida')`),
    check("obrigacao_instancias_cumprida_ck", sql`(${t.status} = 'cumprida') = (${t.cumpridaEm} is not null)`),
    ...tenantWall(),
  ],
);

export const obrigacoesParticipacao = declareTabela({
  tabela: "obrigacoes",
  muro: "completo",
  historico: { pai: "cliente_id" },
});

export const obrigacaoInstanciasParticipacao = declareTabela({
  tabela: "obrigacao_instancias",
  muro: "completo",
  historico: { pai: "obrigacao_id" },
  prazos: ["obrigacao"],
  exportar: ["obrigacoes"],
});
