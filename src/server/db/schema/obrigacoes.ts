import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { portalSelect, portalUser, tenantWall } from "./tenant";
import { lixeiraMark, lixeiraMarkIndexes } from "./lixeira";
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
    // The company's own template it came from (obrigacao_modelos), once per client and project.
    modeloId: uuid("modelo_id").references(() => obrigacaoModelos.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lixeiraId: lixeiraMark(),
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
    uniqueIndex("obrigacoes_modelo_uq")
      .on(
        t.companyId,
        t.clienteId,
        sql`coalesce(${t.empreendimentoId}, '00000000-0000-0000-0000-000000000000')`,
        t.modeloId,
      )
      .where(sql`${t.modeloId} is not null`),
    unique("obrigacoes_company_id_uq").on(t.companyId, t.id),
    ...lixeiraMarkIndexes("obrigacoes", t),
    ...tenantWall({ lixeira: true }),
    portalSelect(sql`cliente_id = app_cliente_id()`),
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
    lixeiraId: lixeiraMark(),
  },
  (t) => [
    // The list's open instances by due date, per company.
    index("obrigacao_instancias_abertas_idx")
      .on(t.companyId, t.dataVencimento)
      .where(sql`${t.status} <> 'cumprida'`),
    // 'Cumpridas' of the 'Por prazo' view and the list's met ones, the latest first (decision 061).
    index("obrigacao_instancias_cumpridas_idx")
      .on(t.companyId, t.cumpridaEm.desc())
      .where(sql`${t.status} = 'cumprida'`),
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
    unique("obrigacao_instancias_company_id_uq").on(t.companyId, t.id),
    ...lixeiraMarkIndexes("obrigacao_instancias", t),
    ...tenantWall({ lixeira: true }),
    portalSelect(sql`exists (select 1 from obrigacoes o where o.id = obrigacao_instancias.obrigacao_id)`),
  ],
);

/**
 * A proof that a due date was met, with its documents (documentos.obrigacao_comprovacao_id), as a
 * condition's proof: the team records it, or the client's portal user sends it ('em_analise',
 * reviewed by the team, whose approval meets the due date).
 */
export const obrigacaoComprovacoes = pgTable(
  "obrigacao_comprovacoes",
  {
    ...companyRow("restrict"),
    instanciaId: uuid("instancia_id").notNull(),
    dataEntrega: date("data_entrega", { mode: "string" }).notNull(),
    observacoes: text("observacoes"),
    statusComprovacao: text("status_comprovacao").notNull().default("pendente"),
    origem: text("origem", { enum: ["equipe", "portal"] })
      .notNull()
      .default("equipe"),
    motivoRejeicao: text("motivo_rejeicao"),
    analisadaPor: text("analisada_por").references(() => users.id, { onDelete: "set null" }),
    analisadaEm: timestamp("analisada_em", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lixeiraId: lixeiraMark(),
  },
  (t) => [
    index("obrigacao_comprovacoes_instancia_idx").on(t.instanciaId, t.dataEntrega),
    foreignKey({
      name: "obrigacao_comprovacoes_instancia_fk",
      columns: [t.companyId, t.instanciaId],
      foreignColumns: [obrigacaoInstancias.companyId, obrigacaoInstancias.id],
    }).onDelete("cascade"),
    unique("obrigacao_comprovacoes_company_id_uq").on(t.companyId, t.id),
    check(
      "obrigacao_comprovacoes_status_ck",
      sql`${t.statusComprovacao} in ('pendente', 'em_analise', 'aprovada', 'rejeitada')`,
    ),
    // The team's review queue: proofs the portal sent that await it, few in any company.
    index("obrigacao_comprovacoes_em_analise_idx")
      .on(t.companyId)
      .where(sql`${t.origem} = 'portal' and ${t.statusComprovacao} = 'em_analise' and ${t.lixeiraId} is null`),
    ...lixeiraMarkIndexes("obrigacao_comprovacoes", t),
    ...tenantWall({ lixeira: true }),
    portalSelect(sql`exists (select 1 from obrigacao_instancias i where i.id = obrigacao_comprovacoes.instancia_id)`),
    // What a portal user may write: a proof of their own, 'em_analise', on an open due date of
    // their client (as a condition's, decision 044).
    pgPolicy("portal_insert", {
      for: "insert",
      to: portalUser,
      withCheck: sql`company_id = app_company_id() and lixeira_id is null and origem = 'portal'
        and status_comprovacao = 'em_analise' and created_by = current_setting('app.user_id', true)
        and exists (select 1 from obrigacao_instancias i where i.id = obrigacao_comprovacoes.instancia_id
          and i.status <> 'cumprida')`,
    }),
  ],
);

/**
 * A company's own recurring duty (issue 32 §2), applied to a client as the catalogue's entries
 * are, from 'Gerar calendário legal'.
 */
export const obrigacaoModelos = pgTable(
  "obrigacao_modelos",
  {
    ...companyRow("restrict"),
    titulo: text("titulo").notNull(),
    orgao: text("orgao").notNull(),
    baseLegal: text("base_legal"),
    baseLegalUrl: text("base_legal_url"),
    descricao: text("descricao"),
    recorrencia: jsonb("recorrencia").$type<TRecorrencia>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("obrigacao_modelos_company_titulo_idx").on(t.companyId, t.titulo),
    unique("obrigacao_modelos_company_id_uq").on(t.companyId, t.id),
    ...tenantWall(),
  ],
);

/**
 * A year's due date of a catalogue entry that the agency moved (e.g. IBAMA extending the RAPP),
 * published by the super-administrator for every company. `ano` is the year of the rule's date
 * (`data_regra`) it replaces. Not a company's row: read by every tenant, written by the
 * super-administrator alone.
 */
export const catalogoAjustes = pgTable(
  "catalogo_ajustes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    codigo: text("codigo").notNull(),
    ano: integer("ano").notNull(),
    dataVencimento: date("data_vencimento", { mode: "string" }).notNull(),
    motivo: text("motivo").notNull(),
    fonteUrl: text("fonte_url"),
    publicadoPor: text("publicado_por").references(() => users.id, { onDelete: "set null" }),
    publicadoEm: timestamp("publicado_em", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("catalogo_ajustes_codigo_ano_uq").on(t.codigo, t.ano)],
);

export const obrigacoesParticipacao = declareTabela({
  tabela: "obrigacoes",
  muro: "completo",
  portal: { comandos: ["SELECT"], escopo: "cliente" },
  lixeira: { tipo: "obrigacao", pai: ["clientes", "empreendimentos"] },
  historico: { pai: "cliente_id" },
});

export const obrigacaoInstanciasParticipacao = declareTabela({
  tabela: "obrigacao_instancias",
  muro: "completo",
  portal: { comandos: ["SELECT"], escopo: "cliente" },
  lixeira: { pai: "obrigacoes" },
  historico: { pai: "obrigacao_id" },
  prazos: ["obrigacao"],
  exportar: ["obrigacoes", "portal/obrigacoes-legais"],
});

export const obrigacaoComprovacoesParticipacao = declareTabela({
  tabela: "obrigacao_comprovacoes",
  muro: "completo",
  // 'Enviar comprovação' of a due date, as of a condition's.
  portal: { comandos: ["SELECT", "INSERT"], escopo: "cliente" },
  lixeira: { pai: "obrigacao_instancias" },
  historico: { pai: "instancia_id" },
});

export const obrigacaoModelosParticipacao = declareTabela({
  tabela: "obrigacao_modelos",
  muro: "completo",
  historico: { pai: null },
});
