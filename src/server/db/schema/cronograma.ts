import { check, date, foreignKey, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { tenantWall } from "./tenant";
import { lixeiraMark, lixeiraMarkIndexes } from "./lixeira";
import { users } from "./auth";
import { companyRow } from "./empresas";
import { empreendimentos } from "./empreendimentos";
import { declareTabela } from "../participacao";

/**
 * A project's activity schedule (part 2 §3, `atividades_cronograma`). status is what was chosen
 * in the status dialog; 'atrasada' is derived (not concluded and past data_prazo), never stored.
 * Documents hang from it in `documentos` (relacionado_a 'atividade').
 */
export const atividadesCronograma = pgTable(
  "atividades_cronograma",
  {
    ...companyRow("restrict"),
    empreendimentoId: uuid("empreendimento_id").notNull(),
    titulo: text("titulo").notNull(),
    descricao: text("descricao"),
    dataPrazo: date("data_prazo", { mode: "string" }),
    dataConclusao: date("data_conclusao", { mode: "string" }),
    observacoes: text("observacoes"),
    status: text("status").notNull().default("pendente"),
    responsavelId: text("responsavel_id").references(() => users.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lixeiraId: lixeiraMark(),
  },
  (t) => [
    // The schedule of one project, ordered by deadline, optionally within a period.
    index("atividades_cronograma_empreendimento_prazo_idx").on(t.companyId, t.empreendimentoId, t.dataPrazo),
    index("atividades_cronograma_company_responsavel_idx").on(t.companyId, t.responsavelId, t.dataPrazo),
    // The daily sweep's open activities by deadline, across companies (decision 022).
    index("atividades_cronograma_abertas_prazo_idx")
      .on(t.dataPrazo)
      .where(sql`${t.status} <> 'concluida' and ${t.lixeiraId} is null`),
    foreignKey({
      name: "atividades_cronograma_empreendimento_fk",
      columns: [t.companyId, t.empreendimentoId],
      foreignColumns: [empreendimentos.companyId, empreendimentos.id],
    }).onDelete("cascade"),
    check("atividades_cronograma_status_ck", sql`${t.status} in ('pendente', 'em_andamento', 'concluida')`),
    unique("atividades_cronograma_company_id_uq").on(t.companyId, t.id),
    ...lixeiraMarkIndexes("atividades_cronograma", t),
    ...tenantWall({ lixeira: true }),
  ],
);

export const atividadesCronogramaParticipacao = declareTabela({
  tabela: "atividades_cronograma",
  muro: "completo",
  lixeira: { tipo: "atividade", pai: "empreendimentos" },
  historico: { pai: "empreendimento_id" },
  prazos: ["atividade"],
  exportar: ["empreendimentos/:id/atividades"],
});
