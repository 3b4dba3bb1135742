import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  pgPolicy,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { portalSelect, portalUser, tenantWall } from "./tenant";
import { lixeiraMark, lixeiraMarkIndexes } from "./lixeira";
import { users } from "./auth";
import { companies, companyRow } from "./empresas";
import { empreendimentos } from "./empreendimentos";
import { declareTabela } from "../participacao";

export const licencas = pgTable(
  "licencas",
  {
    ...companyRow("restrict"),
    empreendimentoId: uuid("empreendimento_id").notNull(),
    tipo: text("tipo").notNull(),
    numero: text("numero").notNull(),
    orgao: text("orgao").notNull(),
    emissaoDate: date("emissao_date", { mode: "string" }),
    validadeDate: date("validade_date", { mode: "string" }),
    emRenovacao: boolean("em_renovacao").notNull().default(false),
    // The renewal's filing with the agency (issue 16): on or before validade − 120 days, it keeps
    // the licence valid past its expiry (shared/rules/licenca-status.ts).
    protocoloRenovacaoData: date("protocolo_renovacao_data", { mode: "string" }),
    protocoloRenovacaoNumero: text("protocolo_renovacao_numero"),
    // The company's user answerable for it; a colleague removed for good leaves it unassigned.
    responsavelId: text("responsavel_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lixeiraId: lixeiraMark(),
    // The project's client, carried for the client portal's wall and pages (decision 044): set and
    // kept by migration 0019's triggers from the project, never by the app.
    clienteId: uuid("cliente_id"),
    // What the text search reads (migration 0015): number, agency and type code folded as
    // foldText folds, stored so that neither a trigram recheck nor a row of the list's walk
    // folds again. Internal: never in an answer.
    busca: text("busca").generatedAlwaysAs(sql`app_fold(numero || ' ' || orgao || ' ' || tipo)`),
  },
  (t) => [
    // Written by hand in migrations 0013 and 0016, with INCLUDE columns drizzle cannot declare (decision 034):
    // licencas_company_created_idx (company_id, created_at, id) INCLUDE (lixeira_id) — the list's
    //   order, its last page read backwards, the export's keyset and the company's count, index-only;
    // licencas_company_validade_idx (company_id, validade_date, id) INCLUDE (lixeira_id, em_renovacao,
    //   protocolo_renovacao_data) — status filters, dashboard and calendar ranges, index-only; the
    //   month grid's first few of a day in (date, id) order (the id since migration 0016);
    // licencas_busca_trgm — trigram index over `busca` (migration 0015), the text search;
    // licencas_minhas_idx (company_id, responsavel_id, validade_date, id) INCLUDE (lixeira_id) of the
    //   licences a timely renewal does not cover (migration 0018) — 'Minhas pendências', index-only.
    index("licencas_empreendimento_idx").on(t.empreendimentoId),
    index("licencas_company_responsavel_idx").on(t.companyId, t.responsavelId, t.validadeDate),
    // The daily sweep's probes by expiry date across companies (decision 022).
    index("licencas_validade_sweep_idx")
      .on(t.validadeDate)
      .where(sql`${t.lixeiraId} is null`),
    // restrict: a project with licences cannot be deleted.
    foreignKey({
      name: "licencas_empreendimento_fk",
      columns: [t.companyId, t.empreendimentoId],
      foreignColumns: [empreendimentos.companyId, empreendimentos.id],
    }).onDelete("restrict"),
    unique("licencas_company_id_uq").on(t.companyId, t.id),
    // The portal's count of a client's licences: its policy's own terms, so the count reads the
    // index alone instead of testing the policy on each licence's row.
    index("licencas_cliente_idx")
      .on(t.companyId, t.clienteId)
      .where(sql`${t.lixeiraId} is null`),
    ...lixeiraMarkIndexes("licencas", t),
    ...tenantWall({ lixeira: true }),
    portalSelect(sql`cliente_id = app_cliente_id()`),
  ],
);

export const licencaDocumentos = pgTable(
  "licenca_documentos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    licencaId: uuid("licenca_id").notNull(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    nome: text("nome").notNull(),
    storagePath: text("storage_path").notNull().unique(),
    contentType: text("content_type").notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lixeiraId: lixeiraMark(),
    // 'Visível no portal': the client's portal users may read and download it (decision 044).
    visivelPortal: boolean("visivel_portal").notNull().default(false),
  },
  (t) => [
    index("licenca_documentos_licenca_idx").on(t.licencaId, t.createdAt),
    foreignKey({
      name: "licenca_documentos_licenca_fk",
      columns: [t.companyId, t.licencaId],
      foreignColumns: [licencas.companyId, licencas.id],
    }).onDelete("cascade"),
    ...lixeiraMarkIndexes("licenca_documentos", t),
    ...tenantWall({ lixeira: true }),
    portalSelect(sql`visivel_portal and exists (select 1 from licencas l where l.id = licenca_documentos.licenca_id)`),
  ],
);

/** A company's own licence types (e.g. Santa Catarina's LAP/LAI/LAO), beside the 17 built-in. */
export const licencaTipos = pgTable(
  "licenca_tipos",
  {
    ...companyRow("cascade"),
    codigo: text("codigo").notNull(),
    nome: text("nome").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("licenca_tipos_company_codigo_uq").on(t.companyId, t.codigo),
    ...tenantWall(),
    // The names of the company's own types, for the client's licences (decision 044).
    pgPolicy("portal_select", { for: "select", to: portalUser, using: sql`company_id = app_company_id()` }),
  ],
);

export const atividades = pgTable(
  "atividades",
  {
    ...companyRow("cascade"),
    nome: text("nome").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("atividades_company_nome_uq").on(t.companyId, t.nome), ...tenantWall()],
);

export const licencasParticipacao = declareTabela({
  tabela: "licencas",
  muro: "completo",
  portal: { comandos: ["SELECT"], escopo: "cliente" },
  lixeira: { tipo: "licenca", pai: "empreendimentos" },
  historico: { pai: "empreendimento_id" },
  prazos: ["licenca"],
  exportar: ["licencas", "portal/licencas"],
});

export const licencaDocumentosParticipacao = declareTabela({
  tabela: "licenca_documentos",
  muro: "completo",
  portal: { comandos: ["SELECT"], escopo: "cliente" },
  lixeira: { pai: "licencas" },
  historico: { pai: "licenca_id" },
});

export const licencaTiposParticipacao = declareTabela({
  tabela: "licenca_tipos",
  muro: "completo",
  // The names of the consultancy's licence types, which its clients' licences show.
  portal: { comandos: ["SELECT"], escopo: "empresa" },
});

export const atividadesParticipacao = declareTabela({ tabela: "atividades", muro: "completo" });
