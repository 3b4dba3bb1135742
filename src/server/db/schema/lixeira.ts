import { foreignKey, index, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { tenantWall } from "./tenant";
import { users } from "./auth";
import { companyRow } from "./empresas";
import { LIXEIRA_TIPOS, type TLixeiraItens } from "../../../shared/schemas/lixeira";
import { declareTabela } from "../participacao";

/**
 * The company's bin (docs/decisions/015-the-bin.md): one entry per deletion. The deleted record
 * and every row that went with it keep their place in their own tables, marked with this entry's
 * id in `lixeira_id`; the tables' select policies hide marked rows, so every list, count and
 * search ignores them. Restoring clears the mark; purging (by hand or after 30 days) deletes the
 * marked rows, then their files.
 */
export const lixeira = pgTable(
  "lixeira",
  {
    ...companyRow("restrict"),
    tipo: text("tipo", { enum: LIXEIRA_TIPOS }).notNull(),
    registroId: uuid("registro_id").notNull(),
    // What the bin's screen names it by, taken when it was deleted (the row is hidden since).
    titulo: text("titulo").notNull(),
    contexto: text("contexto"),
    itens: jsonb("itens").$type<TLixeiraItens>().notNull(),
    deletedBy: text("deleted_by").references(() => users.id, { onDelete: "set null" }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("lixeira_company_deleted_idx").on(t.companyId, t.deletedAt),
    // The daily cleanup's scan, across companies: the oldest first.
    index("lixeira_deleted_idx").on(t.deletedAt),
    // The target of the binned rows' (company_id, lixeira_id) keys: a mark names its own company's entry.
    unique("lixeira_company_id_uq").on(t.companyId, t.id),
    ...tenantWall(),
  ],
);

/**
 * The mark of a binned row: a nullable `lixeira_id` naming its company's bin entry, the key that
 * keeps it there, and a small index for restoring and purging (only marked rows are in it).
 */
export const lixeiraMark = () => uuid("lixeira_id");
export const lixeiraMarkIndexes = (table: string, t: { companyId: AnyPgColumn; lixeiraId: AnyPgColumn }) => [
  index(`${table}_lixeira_idx`)
    .on(t.lixeiraId)
    .where(sql`${t.lixeiraId} is not null`),
  foreignKey({
    name: `${table}_lixeira_fk`,
    columns: [t.companyId, t.lixeiraId],
    foreignColumns: [lixeira.companyId, lixeira.id],
  }),
];

export const lixeiraParticipacao = declareTabela({ tabela: "lixeira", muro: "completo" });
