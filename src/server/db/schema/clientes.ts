import { boolean, char, index, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { portalSelect, tenantWall } from "./tenant";
import { lixeiraMark, lixeiraMarkIndexes } from "./lixeira";
import { users } from "./auth";
import { companyRow } from "./empresas";
import { declareTabela } from "../participacao";

export const clientes = pgTable(
  "clientes",
  {
    ...companyRow("restrict"),
    nome: text("nome").notNull(),
    // CPF (11) or CNPJ (14) without mask; letters kept for the alphanumeric CNPJ.
    cnpj: text("cnpj"),
    tipoPessoa: text("tipo_pessoa", { enum: ["juridica", "fisica"] }).notNull(),
    situacao: text("situacao", { enum: ["ativo", "inativo"] })
      .notNull()
      .default("ativo"),
    email: text("email"),
    telefone: text("telefone"),
    estado: char("estado", { length: 2 }),
    cidade: text("cidade"),
    // The client's Cadastro Técnico Federal (CTF/APP) at IBAMA and its activity categories: the
    // profile from which 'Gerar calendário legal' proposes the federal obligations (issue 32).
    ctfNumero: text("ctf_numero"),
    ctfCategorias: text("ctf_categorias")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    responsavelId: text("responsavel_id").references(() => users.id, { onDelete: "set null" }),
    // 'Acesso ao portal' for the whole client (decision 044): off, its portal users' next
    // request gets 401, as the session statement reads it.
    portalAtivo: boolean("portal_ativo").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lixeiraId: lixeiraMark(),
    // The name folded as foldText folds, for the licence search (migration 0015); its trigram
    // index, clientes_nome_busca_trgm, is written by hand there. Internal: never in an answer.
    nomeBusca: text("nome_busca").generatedAlwaysAs(sql`app_fold(nome)`),
  },
  (t) => [
    unique("clientes_company_cnpj_uq").on(t.companyId, t.cnpj),
    index("clientes_company_created_idx").on(t.companyId, t.createdAt),
    index("clientes_company_estado_cidade_idx").on(t.companyId, t.estado, t.cidade),
    index("clientes_company_nome_idx").on(t.companyId, t.nome),
    // The target of the composite foreign keys that keep a child in its parent's company.
    unique("clientes_company_id_uq").on(t.companyId, t.id),
    ...lixeiraMarkIndexes("clientes", t),
    ...tenantWall({ lixeira: true }),
    portalSelect(sql`id = app_cliente_id()`),
  ],
);

export const clientesParticipacao = declareTabela({
  tabela: "clientes",
  muro: "completo",
  portal: { comandos: ["SELECT"], escopo: "cliente" },
  lixeira: { tipo: "cliente", pai: null },
  historico: { pai: null },
  exportar: ["clientes"],
});
