import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { boolean, index, pgPolicy, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { appUser, portalUser } from "./tenant";
import { users } from "./auth";
import { declareTabela } from "../participacao";

/**
 * A company name as compared for duplicates: spaces trimmed and collapsed, accents and case
 * folded as shared/rules/search.ts folds them. `company_name_key` is an IMMUTABLE SQL function
 * of migration 0008, so the unique index and the service's lookup are one expression.
 */
export const companyNameKey = (name: AnyPgColumn | SQL | string) => sql`company_name_key(${name})`;

export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    // Normalised CPF/CNPJ characters (digits, and letters for the alphanumeric CNPJ).
    cnpj: text("cnpj").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Two companies whose names differ only in case, accents or spaces would read the same in
    // the approval dialog's list: one name per company (migration 0008 renamed old duplicates).
    uniqueIndex("companies_name_key_uq").on(companyNameKey(t.name)),
    // A tenant transaction reads its own company only. Companies are created and deleted by the
    // system path; a company's admin may rename their own (only name and cnpj are granted).
    pgPolicy("tenant_select", { for: "select", to: appUser, using: sql`id = app_company_id()` }),
    // The portal's header: the consultancy's name (decision 044).
    pgPolicy("portal_select", { for: "select", to: portalUser, using: sql`id = app_company_id()` }),
    pgPolicy("tenant_update", {
      for: "update",
      to: appUser,
      using: sql`id = app_company_id()`,
      withCheck: sql`id = app_company_id()`,
    }),
  ],
);

/**
 * The first columns of a company's record: its id, and the company it belongs to and never
 * leaves. `onDelete` is "restrict" for what the company keeps (a company holding it cannot be
 * deleted by accident) and "cascade" for what only serves the company (alerts, catalogues).
 */
export const companyRow = (onDelete: "restrict" | "cascade") => ({
  id: uuid("id").primaryKey().defaultRandom(),
  companyId: uuid("company_id")
    .notNull()
    .references(() => companies.id, { onDelete }),
});

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull().default(""),
    // restrict: a company with users cannot be deleted (the admin panel says so).
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "restrict" }),
    // false: deactivated by the company's admin; signing in is refused and sessions were ended.
    ativo: boolean("ativo").notNull().default(true),
    // The daily digest of alerts by e-mail (issue 16), chosen in /configuracoes.
    alertasEmail: boolean("alertas_email").notNull().default(true),
    // A portal user's client (role 'cliente', decision 044); null for the consultancy's people.
    // Its key, (company_id, cliente_id) → clientes ON DELETE SET NULL (cliente_id), is written
    // by hand in migration 0019: purging the client leaves a 'cliente' row that admits nothing.
    clienteId: uuid("cliente_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("profiles_company_id_idx").on(t.companyId),
    // Colleagues' names (responsible person, filters); profiles are written by the system path.
    pgPolicy("tenant_select", { for: "select", to: appUser, using: sql`company_id = app_company_id()` }),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
  },
  (t) => [
    unique("user_roles_user_role_uq").on(t.userId, t.role),
    // Colleagues' roles; profiles' own policy limits the subquery to the company.
    pgPolicy("tenant_select", {
      for: "select",
      to: appUser,
      using: sql`exists (select 1 from profiles p where p.id = user_roles.user_id)`,
    }),
  ],
);

/** Server-wide settings such as the generated auth secret, shared by every instance. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export const companiesParticipacao = declareTabela({
  tabela: "companies",
  // The company itself: a user reads and changes their own company's row.
  muro: "propria",
  portal: { comandos: ["SELECT"], escopo: "empresa" },
});

export const profilesParticipacao = declareTabela({
  tabela: "profiles",
  muro: { comandos: ["SELECT"], porque: "colleagues' names; written by sign-up and the system path (decision 019)" },
  exportar: ["usuarios"],
});
