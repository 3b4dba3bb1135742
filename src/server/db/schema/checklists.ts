import { sql } from "drizzle-orm";
import { boolean, foreignKey, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { tenantWall } from "./tenant";
import { lixeiraMark, lixeiraMarkIndexes } from "./lixeira";
import { users } from "./auth";
import { companyRow } from "./empresas";
import { empreendimentos } from "./empreendimentos";
import { declareTabela } from "../participacao";

/**
 * Part 2 §3: the checklists screen and the calendar's open checklists (part 1 §7).
 * status: 'aberto' (on creation) | 'concluido'. A deleted checklist goes to the bin with its
 * items (which carry no mark of their own: they are only ever read through their checklist).
 */
export const checklists = pgTable(
  "checklists",
  {
    ...companyRow("restrict"),
    titulo: text("titulo").notNull(),
    // Optional link: deleting the project keeps the checklist, without a project (this key sets
    // it to NULL; the composite key below only checks that the project is the same company's).
    empreendimentoId: uuid("empreendimento_id").references(() => empreendimentos.id, { onDelete: "set null" }),
    status: text("status").notNull().default("aberto"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lixeiraId: lixeiraMark(),
  },
  (t) => [
    // The calendar's and the screen's filter: open ones, newest first.
    index("checklists_company_status_created_idx").on(t.companyId, t.status, t.createdAt),
    index("checklists_company_created_idx").on(t.companyId, t.createdAt),
    index("checklists_empreendimento_idx").on(t.empreendimentoId),
    // NO ACTION is checked at the end of the statement, after the key above set the column NULL.
    foreignKey({
      name: "checklists_empreendimento_company_fk",
      columns: [t.companyId, t.empreendimentoId],
      foreignColumns: [empreendimentos.companyId, empreendimentos.id],
    }),
    unique("checklists_company_id_uq").on(t.companyId, t.id),
    ...lixeiraMarkIndexes("checklists", t),
    ...tenantWall({ lixeira: true }),
  ],
);

/**
 * An item of a checklist; ordem = the checklist's item count + 1 on insert (part 2 §9), so the
 * numbers stay 1..n: a removal closes the gap. The unique key is DEFERRABLE INITIALLY DEFERRED
 * (written by hand in migration 0009), so a reorder may swap numbers within its transaction.
 */
export const checklistItens = pgTable(
  "checklist_itens",
  {
    ...companyRow("restrict"),
    checklistId: uuid("checklist_id").notNull(),
    descricao: text("descricao").notNull(),
    concluido: boolean("concluido").notNull().default(false),
    ordem: integer("ordem").notNull(),
    responsavelId: text("responsavel_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("checklist_itens_company_responsavel_idx").on(t.companyId, t.responsavelId),
    // 'Minhas pendências' (decision 039): a person's open items in the card's order, so its page
    // reads ten of them instead of sorting all.
    index("checklist_itens_minhas_idx")
      .on(t.companyId, t.responsavelId, t.descricao, t.id)
      .where(sql`not ${t.concluido}`),
    unique("checklist_itens_checklist_ordem_uq").on(t.checklistId, t.ordem),
    foreignKey({
      name: "checklist_itens_checklist_fk",
      columns: [t.companyId, t.checklistId],
      foreignColumns: [checklists.companyId, checklists.id],
    }).onDelete("cascade"),
    ...tenantWall(),
  ],
);

export const checklistsParticipacao = declareTabela({
  tabela: "checklists",
  muro: "completo",
  // Optional link to a project: a project's deletion leaves its checklists (without the project).
  lixeira: { tipo: "checklist", pai: null },
  historico: { pai: "empreendimento_id" },
  exportar: ["checklists"],
});

export const checklistItensParticipacao = declareTabela({
  tabela: "checklist_itens",
  muro: "completo",
  // No mark of their own: the items are only ever read through their checklist.
  historico: { pai: "checklist_id" },
});
