import { foreignKey, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tenantWall } from "./tenant";
import { users } from "./auth";
import { companyRow } from "./empresas";
import { clientes } from "./clientes";
import { declareTabela } from "../participacao";

/**
 * An invitation of a client's person to the portal (decision 044). The link carries a long random
 * token; only its SHA-256 is stored, so the table cannot be turned into a working link. The state
 * follows from the dates: revogado, aceito, expirado (past `expiraEm`) or pendente.
 */
export const portalConvites = pgTable(
  "portal_convites",
  {
    ...companyRow("restrict"),
    clienteId: uuid("cliente_id").notNull(),
    nome: text("nome").notNull(),
    // Lower-cased, as better-auth stores a user's e-mail.
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiraEm: timestamp("expira_em", { withTimezone: true }).notNull(),
    enviadoEm: timestamp("enviado_em", { withTimezone: true }).notNull(),
    aceitoEm: timestamp("aceito_em", { withTimezone: true }),
    revogadoEm: timestamp("revogado_em", { withTimezone: true }),
    // The account the invitation became, once accepted.
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    convidadoPor: text("convidado_por").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("portal_convites_cliente_idx").on(t.companyId, t.clienteId, t.createdAt),
    index("portal_convites_email_idx").on(t.email),
    foreignKey({
      name: "portal_convites_cliente_fk",
      columns: [t.companyId, t.clienteId],
      foreignColumns: [clientes.companyId, clientes.id],
    }).onDelete("cascade"),
    ...tenantWall(),
  ],
);

export const portalConvitesParticipacao = declareTabela({ tabela: "portal_convites", muro: "completo" });
