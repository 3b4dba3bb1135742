import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { appUser } from "./tenant";
import { users } from "./auth";
import { companies, companyRow } from "./empresas";
import { declareTabela } from "../participacao";

/**
 * One alert the daily sweep fired (issue 16, decision 022): an item's deadline reached one of
 * its lead times (`marco`, days before the deadline; negative when overdue: −1, −8, −15…). The
 * unique key is the "exactly once": a (item, deadline, lead time) fires one alert, whatever
 * the number of instances or replays. titulo/contexto are the item's words when it fired, so
 * the alert still reads right after the item is renamed or sent to the bin.
 */
export const alertas = pgTable(
  "alertas",
  {
    ...companyRow("cascade"),
    itemTipo: text("item_tipo").notNull(),
    itemId: uuid("item_id").notNull(),
    // Where the item lives in the app (shared/rules/alertas.ts alertaLink): a condition's licence,
    // an activity's project; null for a licence.
    paiId: uuid("pai_id"),
    prazo: date("prazo", { mode: "string" }).notNull(),
    marco: integer("marco").notNull(),
    dia: date("dia", { mode: "string" }).notNull(),
    titulo: text("titulo").notNull(),
    contexto: text("contexto"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("alertas_item_prazo_marco_uq").on(t.companyId, t.itemTipo, t.itemId, t.prazo, t.marco),
    unique("alertas_company_id_uq").on(t.companyId, t.id),
    // An item's earlier alerts, which a newer one retires (modules/prazos/disparos.ts).
    index("alertas_item_idx").on(t.itemId),
    check(
      "alertas_item_tipo_ck",
      sql`${t.itemTipo} in ('licenca', 'condicionante', 'atividade', 'obrigacao', 'entrega', 'comprovacao')`,
    ),
    // Read-only to the company: only the sweep (system path) writes alerts.
    pgPolicy("tenant_select", { for: "select", to: appUser, using: sql`company_id = app_company_id()` }),
  ],
);

const ownRow = sql`company_id = app_company_id() and user_id = current_setting('app.user_id', true)`;

/**
 * Who an alert went to: the item's responsible person and the company's admins. Each user
 * reads and marks only their own rows; the sweep writes them by the system path.
 * email_pendente: still to go out in that user's daily digest (false when e-mail is off).
 */
export const alertaDestinatarios = pgTable(
  "alerta_destinatarios",
  {
    alertaId: uuid("alerta_id").notNull(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lidaEm: timestamp("lida_em", { withTimezone: true }),
    emailPendente: boolean("email_pendente").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "alerta_destinatarios_pk", columns: [t.alertaId, t.userId] }),
    foreignKey({
      name: "alerta_destinatarios_alerta_fk",
      columns: [t.companyId, t.alertaId],
      foreignColumns: [alertas.companyId, alertas.id],
    }).onDelete("cascade"),
    // A user's list, newest first; the bell's unread count; the digests still to send.
    index("alerta_destinatarios_user_created_idx").on(t.userId, t.createdAt),
    index("alerta_destinatarios_nao_lidas_idx")
      .on(t.userId)
      .where(sql`${t.lidaEm} is null`),
    index("alerta_destinatarios_email_idx")
      .on(t.userId)
      .where(sql`${t.emailPendente}`),
    pgPolicy("tenant_select", { for: "select", to: appUser, using: ownRow }),
    pgPolicy("tenant_update", { for: "update", to: appUser, using: ownRow, withCheck: ownRow }),
  ],
);

/**
 * The days the sweep has done, one row each, written in the same transaction as that day's
 * statuses and alerts: the claim that makes a day run once across instances and replays, and
 * where a catch-up starts. System table: the tenant role has no grant on it.
 */
export const varreduras = pgTable("varreduras", {
  dia: date("dia", { mode: "string" }).primaryKey(),
  alertas: integer("alertas").notNull().default(0),
  statusAlterados: integer("status_alterados").notNull().default(0),
  emails: integer("emails").notNull().default(0),
  concluidaEm: timestamp("concluida_em", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The daily digests sent: one row per user and day, claimed in the transaction that sends it,
 * so a replayed or concurrent sweep never mails a user twice for one day. Alerts that arrive
 * after the day's digest went out wait, still pending, for the next day's. System table.
 */
export const alertaResumos = pgTable(
  "alerta_resumos",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dia: date("dia", { mode: "string" }).notNull(),
    alertas: integer("alertas").notNull(),
    enviadoEm: timestamp("enviado_em", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "alerta_resumos_pk", columns: [t.userId, t.dia] })],
);

export const alertasParticipacao = declareTabela({
  tabela: "alertas",
  muro: { comandos: ["SELECT"], porque: "written by the daily deadline sweep on the system path (decision 022)" },
});

export const alertaDestinatariosParticipacao = declareTabela({
  tabela: "alerta_destinatarios",
  muro: {
    comandos: ["SELECT", "UPDATE"],
    porque: "written by the sweep; a user only marks their own as read, the column lida_em (decision 022)",
  },
});
