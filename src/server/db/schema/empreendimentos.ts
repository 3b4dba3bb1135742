import { boolean, char, foreignKey, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { portalSelect, tenantWall } from "./tenant";
import { lixeiraMark, lixeiraMarkIndexes } from "./lixeira";
import { clientes } from "./clientes";
import { companyRow } from "./empresas";
import { declareTabela } from "../participacao";

export const empreendimentos = pgTable(
  "empreendimentos",
  {
    ...companyRow("restrict"),
    nome: text("nome").notNull(),
    clienteId: uuid("cliente_id").notNull(),
    atividade: text("atividade"),
    municipio: text("municipio"),
    estado: char("estado", { length: 2 }),
    // A mining site: the legal calendar proposes the mining agency's obligations (issue 32).
    mineracao: boolean("mineracao").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lixeiraId: lixeiraMark(),
    // The name folded as foldText folds, for the licence search (migration 0015); its trigram
    // index, empreendimentos_nome_busca_trgm, is written by hand there. Internal: never in an answer.
    nomeBusca: text("nome_busca").generatedAlwaysAs(sql`app_fold(nome)`),
  },
  (t) => [
    index("empreendimentos_company_created_idx").on(t.companyId, t.createdAt),
    index("empreendimentos_cliente_idx").on(t.clienteId),
    // The consolidated report's pages by name (decision 067): read in order up to the page, not
    // every project of the company sorted for ten rows.
    index("empreendimentos_company_nome_busca_idx").on(t.companyId, t.nomeBusca, t.id),
    // restrict: a client with projects cannot be deleted (the screen says how many). The
    // company is part of the key, so a project can only name a client of its own company.
    foreignKey({
      name: "empreendimentos_cliente_fk",
      columns: [t.companyId, t.clienteId],
      foreignColumns: [clientes.companyId, clientes.id],
    }).onDelete("restrict"),
    unique("empreendimentos_company_id_uq").on(t.companyId, t.id),
    ...lixeiraMarkIndexes("empreendimentos", t),
    ...tenantWall({ lixeira: true }),
    portalSelect(sql`cliente_id = app_cliente_id()`),
  ],
);

export const empreendimentosParticipacao = declareTabela({
  tabela: "empreendimentos",
  muro: "completo",
  portal: { comandos: ["SELECT"], escopo: "cliente" },
  lixeira: { tipo: "empreendimento", pai: "clientes" },
  historico: { pai: "cliente_id" },
  exportar: ["empreendimentos"],
});
