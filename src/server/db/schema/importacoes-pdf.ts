import { bigint, foreignKey, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { tenantWall } from "./tenant";
import { users } from "./auth";
import { companyRow } from "./empresas";
import { licencas } from "./licencas";
import { declareTabela } from "../participacao";

/**
 * A licence PDF between its preview and its confirmation ('Importar do PDF', issue 30): the
 * confirmation's body is the reviewed rows only, so the file waits here, already stored under the
 * key it will keep as the licence's document. One per licence and user: a new preview replaces
 * it. Rows older than a day go with the daily cleanup (lixeira/limpeza.ts); while a row names its
 * file the orphan sweep leaves the file alone.
 */
export const importacoesPdf = pgTable(
  "importacoes_pdf",
  {
    ...companyRow("cascade"),
    licencaId: uuid("licenca_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    nome: text("nome").notNull(),
    storagePath: text("storage_path").notNull().unique(),
    tamanho: bigint("tamanho", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("importacoes_pdf_licenca_usuario_uq").on(t.licencaId, t.userId),
    foreignKey({
      name: "importacoes_pdf_licenca_fk",
      columns: [t.companyId, t.licencaId],
      foreignColumns: [licencas.companyId, licencas.id],
    }).onDelete("cascade"),
    ...tenantWall(),
  ],
);

export const importacoesPdfParticipacao = declareTabela({ tabela: "importacoes_pdf", muro: "completo" });
