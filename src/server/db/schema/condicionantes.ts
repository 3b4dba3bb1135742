import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  pgPolicy,
  integer,
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
import { licencas } from "./licencas";
import { obrigacaoComprovacoes } from "./obrigacoes";
import { declareTabela } from "../participacao";

/** A licence's obligation with a deadline (part 2 §3); rows go with their licence. */
export const condicionantes = pgTable(
  "condicionantes",
  {
    ...companyRow("restrict"),
    licencaId: uuid("licenca_id").notNull(),
    // null when created from the conditions screen, which asks only for the description.
    nome: text("nome"),
    descricao: text("descricao").notNull(),
    status: text("status").notNull().default("pendente"),
    aprovada: boolean("aprovada").notNull().default(false),
    dataPrazo: date("data_prazo", { mode: "string" }),
    dataEntrega: date("data_entrega", { mode: "string" }),
    dataAprovacao: timestamp("data_aprovacao", { withTimezone: true }),
    periodicidadeTipo: text("periodicidade_tipo"),
    periodicidadeIntervalo: integer("periodicidade_intervalo"),
    dataInicioPeriodicidade: date("data_inicio_periodicidade", { mode: "string" }),
    dataFimPeriodicidade: date("data_fim_periodicidade", { mode: "string" }),
    gerarAutomaticamente: boolean("gerar_automaticamente").notNull().default(false),
    responsavelId: text("responsavel_id").references(() => users.id, { onDelete: "set null" }),
    // The status the daily sweep replaced by 'atrasada', given back when the deadline moves
    // ahead; NULL when the status was chosen by a person (decision 022).
    statusAntesAtraso: text("status_antes_atraso"),
    // How many of its scheduled deliveries are still open (out of the bin), and the earliest one's
    // date: kept by the deliveries' trigger of migration 0014, never by the app (decision 035).
    // Zero open ⇔ the condition stands for itself in the obligations; the indexes below read
    // these instead of probing its deliveries row by row.
    entregasAbertas: integer("entregas_abertas").notNull().default(0),
    proximaEntrega: date("proxima_entrega", { mode: "string" }),
    // The licence PDF's file name when the condition was read from it ('Importar do PDF', issue
    // 30): the history says 'Importou do PDF' on its creation. Never changed afterwards.
    importadaDoPdf: text("importada_do_pdf"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lixeiraId: lixeiraMark(),
    // The licence's client, carried for the client portal (decision 044): kept by migration 0019's
    // triggers from the licence, never by the app.
    clienteId: uuid("cliente_id"),
    // The day its next obligation is due: the next scheduled delivery, else the deadline. A column
    // rather than the expression so that the portal's ranges on it can use its index: behind the
    // portal's policies PostgreSQL uses only leakproof conditions in an index, and a COALESCE
    // is not one (decision 044).
    proximoPrazo: date("proximo_prazo", { mode: "string" }).generatedAlwaysAs(
      sql`coalesce(proxima_entrega, data_prazo)`,
    ),
    // The text the conditions screen's search reads, folded: the condition's name and description,
    // its licence's number, its project's and its client's names. Kept by migration 0026's
    // triggers from the condition and its parents, never by the app (decision 066); internal,
    // never in an answer or the history.
    busca: text("busca").notNull().default(""),
  },
  (t) => [
    index("condicionantes_company_prazo_idx").on(t.companyId, t.dataPrazo),
    index("condicionantes_company_status_idx").on(t.companyId, t.status),
    // The dashboard's 'most recently updated' activities.
    index("condicionantes_company_updated_idx").on(t.companyId, t.updatedAt),
    index("condicionantes_licenca_idx").on(t.licencaId, t.createdAt),
    // 'Concluídas' of the conditions screen in its order, read up to the page: without it the
    // database sorts every concluded condition of the company for ten rows.
    index("condicionantes_concluidas_idx")
      .on(t.companyId, t.dataEntrega.desc().nullsLast(), t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'concluida'`),
    // The conditions screen's and the calendar's conditions standing for themselves, by date.
    index("condicionantes_obrigacoes_idx")
      .on(t.companyId, t.dataPrazo, t.id)
      .where(sql`${t.status} <> 'concluida' and ${t.entregasAbertas} = 0`),
    // 'Minhas pendências': the caller's conditions still owed, by the date they are due — the next
    // scheduled delivery, else the deadline.
    index("condicionantes_minhas_idx")
      .on(t.companyId, t.responsavelId, sql`coalesce(${t.proximaEntrega}, ${t.dataPrazo})`, t.id)
      .where(sql`${t.status} <> 'concluida' and not ${t.aprovada}`),
    index("condicionantes_company_responsavel_idx").on(t.companyId, t.responsavelId, t.dataPrazo),
    // A person's conditions standing for themselves, by date, and their concluded ones in
    // 'Concluídas' order: the conditions screen's 'Responsável' reads each section from its own
    // entries instead of testing the whole company's index row by row (decision 073).
    index("condicionantes_responsavel_obrigacoes_idx")
      .on(t.companyId, t.responsavelId, t.dataPrazo, t.id)
      .where(sql`${t.status} <> 'concluida' and ${t.entregasAbertas} = 0`),
    index("condicionantes_responsavel_concluidas_idx")
      .on(
        t.companyId,
        t.responsavelId,
        t.dataEntrega.desc().nullsLast(),
        t.updatedAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.status} = 'concluida'`),
    // The daily sweep (decision 022): open conditions by deadline, across companies, for the
    // alerts; those it may mark 'atrasada'; those it marked and may give back.
    index("condicionantes_abertas_prazo_idx")
      .on(t.dataPrazo)
      .where(sql`${t.status} <> 'concluida' and not ${t.aprovada} and ${t.lixeiraId} is null`),
    index("condicionantes_a_atrasar_idx")
      .on(t.dataPrazo)
      .where(sql`${t.status} in ('pendente', 'em_andamento') and not ${t.aprovada} and ${t.lixeiraId} is null`),
    index("condicionantes_atrasadas_sweep_idx")
      .on(t.dataPrazo)
      .where(sql`${t.statusAntesAtraso} is not null`),
    foreignKey({
      name: "condicionantes_licenca_fk",
      columns: [t.companyId, t.licencaId],
      foreignColumns: [licencas.companyId, licencas.id],
    }).onDelete("cascade"),
    unique("condicionantes_company_id_uq").on(t.companyId, t.id),
    // The portal's home: a client's conditions still owed by the day their next obligation is due;
    // its page is the index's first entries, its counts are ranges read from the index alone.
    index("condicionantes_portal_idx")
      .on(t.companyId, t.clienteId, t.proximoPrazo, t.id)
      .where(sql`${t.lixeiraId} is null and (${t.status} <> 'concluida' or ${t.entregasAbertas} > 0)`),
    ...lixeiraMarkIndexes("condicionantes", t),
    ...tenantWall({ lixeira: true }),
    portalSelect(sql`cliente_id = app_cliente_id()`),
  ],
);

/** A proof of delivery; 'agendada' ones are generated by the periodicity. */
export const condicionanteComprovacoes = pgTable(
  "condicionante_comprovacoes",
  {
    ...companyRow("restrict"),
    condicionanteId: uuid("condicionante_id").notNull(),
    dataEntrega: date("data_entrega", { mode: "string" }).notNull(),
    observacoes: text("observacoes"),
    statusComprovacao: text("status_comprovacao").notNull().default("pendente"),
    // 'portal' when the client's user sent it (it starts 'em_analise' and alerts the condition's
    // responsible person); the consultancy's review writes who decided, when, and a rejection's
    // reason (decision 044).
    origem: text("origem", { enum: ["equipe", "portal"] })
      .notNull()
      .default("equipe"),
    motivoRejeicao: text("motivo_rejeicao"),
    // The scheduled delivery ('agendada' proof of the same condition) this proof answers; its
    // approval makes that delivery (decision 044).
    entregaId: uuid("entrega_id"),
    analisadaPor: text("analisada_por").references(() => users.id, { onDelete: "set null" }),
    analisadaEm: timestamp("analisada_em", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lixeiraId: lixeiraMark(),
    // The condition's responsible person, carried so that a person's open deliveries are read in
    // date order from their own index (the conditions screen's 'Responsável' and 'Minhas
    // pendências', decision 073). Kept by migration 0028's triggers from the condition, never by
    // the app; internal, never in an answer or the history.
    responsavelId: text("responsavel_id"),
    // The condition's folded search text and whether it is approved, carried in the same way, so
    // that a text search or 'Minhas pendências' tests each delivery it walks without reading its
    // condition (decision 074). Kept by migration 0029's triggers; internal, as above.
    busca: text("busca"),
    condicionanteAprovada: boolean("condicionante_aprovada").notNull().default(false),
  },
  (t) => [
    foreignKey({
      name: "comprovacoes_entrega_fk",
      columns: [t.companyId, t.entregaId],
      foreignColumns: [t.companyId, t.id],
    }).onDelete("cascade"),
    index("comprovacoes_condicionante_idx").on(t.condicionanteId, t.dataEntrega),
    // The company's scheduled deliveries still to be made, by date: the calendar's range and
    // the conditions screen's and the dashboard's obligations (decision 013).
    index("comprovacoes_agendadas_company_data_idx")
      .on(t.companyId, t.dataEntrega, t.condicionanteId, t.id)
      .where(sql`${t.statusComprovacao} = 'agendada'`),
    // A person's scheduled deliveries still to be made, by date (decision 073).
    index("comprovacoes_agendadas_responsavel_idx")
      .on(t.companyId, t.responsavelId, t.dataEntrega, t.condicionanteId, t.id)
      .where(sql`${t.statusComprovacao} = 'agendada'`),
    // The daily sweep's scheduled deliveries by date, across companies (decision 022).
    index("comprovacoes_agendadas_data_idx")
      .on(t.dataEntrega)
      .where(sql`${t.statusComprovacao} = 'agendada' and ${t.lixeiraId} is null`),
    // One scheduled delivery per condition and date: what the periodicity's row lock promises,
    // kept by the database. Only 'agendada' rows: a person may record several proofs of one day.
    uniqueIndex("comprovacoes_agendada_uq")
      .on(t.condicionanteId, t.dataEntrega)
      .where(sql`${t.statusComprovacao} = 'agendada'`),
    foreignKey({
      name: "comprovacoes_condicionante_fk",
      columns: [t.companyId, t.condicionanteId],
      foreignColumns: [condicionantes.companyId, condicionantes.id],
    }).onDelete("cascade"),
    unique("comprovacoes_company_id_uq").on(t.companyId, t.id),
    // The portal's 'Em análise': proofs its users sent that await review, few in any company.
    index("comprovacoes_portal_em_analise_idx")
      .on(t.companyId)
      .where(sql`${t.origem} = 'portal' and ${t.statusComprovacao} = 'em_analise' and ${t.lixeiraId} is null`),
    ...lixeiraMarkIndexes("condicionante_comprovacoes", t),
    ...tenantWall({ lixeira: true }),
    portalSelect(sql`exists (select 1 from condicionantes c where c.id = condicionante_comprovacoes.condicionante_id)`),
    // What a portal user may write: a proof of their own, 'em_analise', on a condition of their
    // client still open (decision 044).
    pgPolicy("portal_insert", {
      for: "insert",
      to: portalUser,
      withCheck: sql`company_id = app_company_id() and lixeira_id is null and origem = 'portal'
        and status_comprovacao = 'em_analise' and created_by = current_setting('app.user_id', true)
        and exists (select 1 from condicionantes c where c.id = condicionante_comprovacoes.condicionante_id
          and c.status <> 'concluida')
        and (entrega_id is null or app_entrega_agendada(condicionante_id, entrega_id))`,
    }),
  ],
);

/**
 * The spec's generic documents (relacionado_a 'condicionante' or 'atividade'). relacionado_id
 * points at either table, so it carries no foreign key: a trigger (migration 0005) checks that
 * the owner exists in the same company, and the services delete these rows in the same
 * transaction as their owner. A proof's documents also cascade through comprovacao_id.
 */
export const documentos = pgTable(
  "documentos",
  {
    ...companyRow("restrict"),
    relacionadoA: text("relacionado_a").notNull(),
    relacionadoId: uuid("relacionado_id").notNull(),
    comprovacaoId: uuid("comprovacao_id"),
    // A proof of an obligation's due date (relacionado_a 'obrigacao', relacionado_id the obligation).
    obrigacaoComprovacaoId: uuid("obrigacao_comprovacao_id"),
    nome: text("nome").notNull(),
    storagePath: text("storage_path").notNull().unique(),
    contentType: text("content_type").notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    observacoesDocumento: text("observacoes_documento"),
    condicionanteCumprida: boolean("condicionante_cumprida").notNull().default(false),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lixeiraId: lixeiraMark(),
  },
  (t) => [
    index("documentos_relacionado_idx").on(t.relacionadoA, t.relacionadoId, t.createdAt),
    index("documentos_comprovacao_idx").on(t.comprovacaoId),
    // A NULL comprovacao_id (a document outside any proof) is not checked, as with any key.
    foreignKey({
      name: "documentos_comprovacao_fk",
      columns: [t.companyId, t.comprovacaoId],
      foreignColumns: [condicionanteComprovacoes.companyId, condicionanteComprovacoes.id],
    }).onDelete("cascade"),
    index("documentos_obrigacao_comprovacao_idx").on(t.obrigacaoComprovacaoId),
    foreignKey({
      name: "documentos_obrigacao_comprovacao_fk",
      columns: [t.companyId, t.obrigacaoComprovacaoId],
      foreignColumns: [obrigacaoComprovacoes.companyId, obrigacaoComprovacoes.id],
    }).onDelete("cascade"),
    ...lixeiraMarkIndexes("documentos", t),
    ...tenantWall({ lixeira: true }),
    // A portal user reads the documents of the proofs they can read, and no other.
    portalSelect(sql`(exists (select 1 from condicionante_comprovacoes p where p.id = documentos.comprovacao_id)
      or exists (select 1 from obrigacao_comprovacoes p where p.id = documentos.obrigacao_comprovacao_id))`),
    // A portal user's files go only on the proof they are sending (decision 044).
    pgPolicy("portal_insert", {
      for: "insert",
      to: portalUser,
      withCheck: sql`company_id = app_company_id() and lixeira_id is null
        and created_by = current_setting('app.user_id', true)
        and ((relacionado_a = 'condicionante' and exists (select 1 from condicionante_comprovacoes p
          where p.id = documentos.comprovacao_id and p.condicionante_id = documentos.relacionado_id
            and p.origem = 'portal' and p.status_comprovacao = 'em_analise'
            and p.created_by = current_setting('app.user_id', true)))
        or (relacionado_a = 'obrigacao' and exists (select 1 from obrigacao_comprovacoes p
          join obrigacao_instancias i on i.id = p.instancia_id
          where p.id = documentos.obrigacao_comprovacao_id and i.obrigacao_id = documentos.relacionado_id
            and p.origem = 'portal' and p.status_comprovacao = 'em_analise'
            and p.created_by = current_setting('app.user_id', true))))`,
    }),
  ],
);

export const condicionantesParticipacao = declareTabela({
  tabela: "condicionantes",
  muro: "completo",
  portal: { comandos: ["SELECT"], escopo: "cliente" },
  lixeira: { tipo: "condicionante", pai: "licencas" },
  historico: { pai: "licenca_id" },
  prazos: ["condicionante"],
  exportar: ["condicionantes", "portal/condicionantes"],
});

export const condicionanteComprovacoesParticipacao = declareTabela({
  tabela: "condicionante_comprovacoes",
  muro: "completo",
  // 'Enviar comprovação': a proof and its files, the one thing a portal user writes.
  portal: { comandos: ["SELECT", "INSERT"], escopo: "cliente" },
  lixeira: { pai: "condicionantes" },
  historico: { pai: "condicionante_id" },
  // A periodic condition's scheduled deliveries (decision 013).
  prazos: ["entrega"],
});

export const documentosParticipacao = declareTabela({
  tabela: "documentos",
  muro: "completo",
  portal: { comandos: ["SELECT", "INSERT"], escopo: "cliente" },
  // A condition's, an activity's or an obligation's documents (relacionado_a names which).
  lixeira: { pai: ["condicionantes", "atividades_cronograma", "obrigacoes"] },
  historico: { pai: "relacionado_id" },
});
