import { bigint, boolean, char, integer, pgPolicy, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { portalUser, tenantWall } from "./tenant";
import { companies } from "./empresas";
import { declareTabela } from "../participacao";

/**
 * A company's settings (part 2 "Company settings"), kept and obeyed by the server where the spec
 * only showed a form: the 'Gerais' switch and the 'Informações da sua empresa' form (name and
 * CNPJ stay on `companies`). One row per company, written on the first save; until then every
 * value is its default (the switch on).
 */
export const empresaConfiguracoes = pgTable(
  "empresa_configuracoes",
  {
    companyId: uuid("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    apenasAdminExcluiDocumentos: boolean("apenas_admin_exclui_documentos").notNull().default(true),
    email: text("email"),
    site: text("site"),
    responsavel: text("responsavel"),
    telefone1: text("telefone1"),
    telefone2: text("telefone2"),
    rg: text("rg"),
    cep: char("cep", { length: 8 }),
    estado: char("estado", { length: 2 }),
    cidade: text("cidade"),
    logradouro: text("logradouro"),
    complemento: text("complemento"),
    numero: text("numero"),
    bairro: text("bairro"),
    // The logo's file in storage (a generated key), its type as sniffed and its size.
    logoPath: text("logo_path"),
    logoContentType: text("logo_content_type"),
    logoSize: bigint("logo_size", { mode: "number" }),
    // 'Automatizações' (issue 16): days before a deadline on which the daily sweep alerts;
    // NULL keeps the defaults of shared/rules/alertas.ts.
    antecedenciasLicenca: integer("antecedencias_licenca").array(),
    antecedenciasPrazo: integer("antecedencias_prazo").array(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    ...tenantWall(),
    // The portal's header shows the consultancy's logo (decision 044).
    pgPolicy("portal_select", { for: "select", to: portalUser, using: sql`company_id = app_company_id()` }),
  ],
);

export const empresaConfiguracoesParticipacao = declareTabela({
  tabela: "empresa_configuracoes",
  muro: "completo",
  // The portal's header: the consultancy's name and logo.
  portal: { comandos: ["SELECT"], escopo: "empresa" },
});
