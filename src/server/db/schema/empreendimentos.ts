import { char, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { clientes } from "./clientes";
import { companies } from "./empresas";

export const empreendimentos = pgTable(
  "empreendimentos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    nome: text("nome").notNull(),
    // restrict: a client with projects cannot be deleted (the screen says how many).
    clienteId: uuid("cliente_id")
      .notNull()
      .references(() => clientes.id, { onDelete: "restrict" }),
    atividade: text("atividade"),
    municipio: text("municipio"),
    estado: char("estado", { length: 2 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("empreendimentos_company_created_idx").on(t.companyId, t.createdAt),
    index("empreendimentos_cliente_idx").on(t.clienteId),
  ],
);
