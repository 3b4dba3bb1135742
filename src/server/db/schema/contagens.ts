import { bigint, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { companies } from "./empresas";
import { tenantWall } from "./tenant";

/**
 * How many rows of a table each company has outside the bin, kept by statement triggers of
 * migration 0013 (app_contar_linhas) on clientes, empreendimentos and licencas: the lists' and
 * the dashboard's totals read one row instead of counting the whole company (decision 034).
 * Requests only read it (the grant is SELECT); the triggers write it as its owner.
 */
export const empresaContagens = pgTable(
  "empresa_contagens",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    tabela: text("tabela").notNull(),
    total: bigint("total", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.tabela] }), ...tenantWall()],
);
