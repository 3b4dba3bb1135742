import { sql } from "drizzle-orm";
import { bigserial, index, jsonb, pgPolicy, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { appUser } from "./tenant";
import { users } from "./auth";
import { companies } from "./empresas";
import { declareTabela } from "../participacao";

/**
 * The audit trail ('Histórico', issue 17): one row per insert, update or delete of a business
 * record, written by the database itself (the trigger function `registrar_historico`, migration
 * 0012) in the same transaction as the write, so nothing the application does escapes it.
 * usuario_id is the tenant transaction's acting user (`app.user_id`); NULL with ator 'sistema'
 * for the system path (the daily sweep, the bin's cleanup). alteracoes: {campo: [antes, depois]}.
 * dono_id: the record a row belongs to on screen (a licence's document → the licence).
 * Read-only to the application: the tenant role may only select its company's rows.
 */
export const historico = pgTable(
  "historico",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    tabela: text("tabela").notNull(),
    registroId: uuid("registro_id").notNull(),
    donoId: uuid("dono_id"),
    acao: text("acao").notNull(),
    usuarioId: text("usuario_id"),
    ator: text("ator").notNull(),
    alteracoes: jsonb("alteracoes").notNull(),
    criadoEm: timestamp("criado_em", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A record's tab, newest first; its documents' rows by their owner.
    index("historico_registro_idx").on(t.companyId, t.registroId, t.criadoEm),
    index("historico_dono_idx")
      .on(t.companyId, t.donoId, t.criadoEm)
      .where(sql`${t.donoId} is not null`),
    pgPolicy("tenant_select", { for: "select", to: appUser, using: sql`company_id = app_company_id()` }),
  ],
);

/**
 * A user's private calendar address (issue 17 §4): only the SHA-256 of its random token is kept,
 * so a leaked database does not give the feeds away; 'Gerar novo link' replaces the row, and the
 * old address stops answering at once. escopo: the company's items ('empresa') or only the
 * user's own ('meus'). Read by the feed's public route through the system path.
 */
export const calendarioFeeds = pgTable("calendario_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  escopo: text("escopo").notNull().default("empresa"),
  criadoEm: timestamp("criado_em", { withTimezone: true }).notNull().defaultNow(),
});

export const historicoParticipacao = declareTabela({
  tabela: "historico",
  muro: {
    comandos: ["SELECT"],
    porque: "written by a SECURITY DEFINER trigger in the writer's transaction (issue 17)",
  },
});
