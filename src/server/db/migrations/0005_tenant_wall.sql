-- The tenant wall (docs/decisions/007-tenant-wall.md). Roles belong to the whole server, not to
-- one database: several databases of one server (the tests make one per file) may race to create
-- it, and the loser's error is harmless.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_user') THEN
    CREATE ROLE app_user NOLOGIN NOINHERIT NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
-- The connecting user switches to app_user inside tenant transactions (SET LOCAL ROLE), which
-- needs membership; a superuser (PGlite's default user) has it already.
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'app_user', 'MEMBER') THEN
    EXECUTE format('GRANT app_user TO %I', current_user);
  END IF;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
END $$;
--> statement-breakpoint
-- The company of the current tenant transaction, NULL outside one: a policy comparing with NULL
-- admits no row. STABLE and plain SQL, so the planner inlines it and can use company_id indexes.
CREATE OR REPLACE FUNCTION app_company_id() RETURNS uuid LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT nullif(current_setting('app.company_id', true), '')::uuid
$$;
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "companies" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "profiles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_roles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "clientes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "empreendimentos" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "atividades" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "licenca_documentos" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "licenca_tipos" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "licencas" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "condicionantes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "documentos" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "checklist_itens" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "checklists" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "empreendimentos" DROP CONSTRAINT "empreendimentos_cliente_id_clientes_id_fk";
--> statement-breakpoint
ALTER TABLE "licenca_documentos" DROP CONSTRAINT "licenca_documentos_licenca_id_licencas_id_fk";
--> statement-breakpoint
ALTER TABLE "licencas" DROP CONSTRAINT "licencas_empreendimento_id_empreendimentos_id_fk";
--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" DROP CONSTRAINT "condicionante_comprovacoes_condicionante_id_condicionantes_id_fk";
--> statement-breakpoint
ALTER TABLE "condicionantes" DROP CONSTRAINT "condicionantes_licenca_id_licencas_id_fk";
--> statement-breakpoint
ALTER TABLE "documentos" DROP CONSTRAINT "documentos_comprovacao_id_condicionante_comprovacoes_id_fk";
--> statement-breakpoint
ALTER TABLE "checklist_itens" DROP CONSTRAINT "checklist_itens_checklist_id_checklists_id_fk";
--> statement-breakpoint
ALTER TABLE "checklist_itens" ADD COLUMN "company_id" uuid;
--> statement-breakpoint
UPDATE "checklist_itens" i SET "company_id" = c."company_id" FROM "checklists" c WHERE c."id" = i."checklist_id";
--> statement-breakpoint
ALTER TABLE "checklist_itens" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_company_id_uq" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "empreendimentos" ADD CONSTRAINT "empreendimentos_company_id_uq" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "licencas" ADD CONSTRAINT "licencas_company_id_uq" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" ADD CONSTRAINT "comprovacoes_company_id_uq" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "condicionantes" ADD CONSTRAINT "condicionantes_company_id_uq" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_company_id_uq" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "empreendimentos" ADD CONSTRAINT "empreendimentos_cliente_fk" FOREIGN KEY ("company_id","cliente_id") REFERENCES "public"."clientes"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "licenca_documentos" ADD CONSTRAINT "licenca_documentos_licenca_fk" FOREIGN KEY ("company_id","licenca_id") REFERENCES "public"."licencas"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "licencas" ADD CONSTRAINT "licencas_empreendimento_fk" FOREIGN KEY ("company_id","empreendimento_id") REFERENCES "public"."empreendimentos"("company_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" ADD CONSTRAINT "comprovacoes_condicionante_fk" FOREIGN KEY ("company_id","condicionante_id") REFERENCES "public"."condicionantes"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "condicionantes" ADD CONSTRAINT "condicionantes_licenca_fk" FOREIGN KEY ("company_id","licenca_id") REFERENCES "public"."licencas"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_comprovacao_fk" FOREIGN KEY ("company_id","comprovacao_id") REFERENCES "public"."condicionante_comprovacoes"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "checklist_itens" ADD CONSTRAINT "checklist_itens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "checklist_itens" ADD CONSTRAINT "checklist_itens_checklist_fk" FOREIGN KEY ("company_id","checklist_id") REFERENCES "public"."checklists"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_empreendimento_company_fk" FOREIGN KEY ("company_id","empreendimento_id") REFERENCES "public"."empreendimentos"("company_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE POLICY "tenant_select" ON "users" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from profiles p where p.id = users.id));
--> statement-breakpoint
CREATE POLICY "tenant_select" ON "companies" AS PERMISSIVE FOR SELECT TO "app_user" USING (id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_select" ON "profiles" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_select" ON "user_roles" AS PERMISSIVE FOR SELECT TO "app_user" USING (exists (select 1 from profiles p where p.id = user_roles.user_id));
--> statement-breakpoint
CREATE POLICY "tenant_select" ON "clientes" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "clientes" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_update" ON "clientes" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "clientes" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_select" ON "empreendimentos" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "empreendimentos" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_update" ON "empreendimentos" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "empreendimentos" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_select" ON "atividades" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "atividades" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_update" ON "atividades" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "atividades" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_select" ON "licenca_documentos" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "licenca_documentos" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_update" ON "licenca_documentos" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "licenca_documentos" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_select" ON "licenca_tipos" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "licenca_tipos" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_update" ON "licenca_tipos" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "licenca_tipos" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_select" ON "licencas" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "licencas" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_update" ON "licencas" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "licencas" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_select" ON "condicionante_comprovacoes" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "condicionante_comprovacoes" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_update" ON "condicionante_comprovacoes" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "condicionante_comprovacoes" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_select" ON "condicionantes" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "condicionantes" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_update" ON "condicionantes" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "condicionantes" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_select" ON "documentos" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "documentos" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_update" ON "documentos" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "documentos" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_select" ON "checklist_itens" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "checklist_itens" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_update" ON "checklist_itens" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "checklist_itens" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_select" ON "checklists" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "checklists" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_update" ON "checklists" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "checklists" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO app_user;
--> statement-breakpoint
-- Business tables: app_user reads and writes them, always through the policies above.
GRANT SELECT, INSERT, UPDATE, DELETE ON "clientes", "empreendimentos", "licencas", "licenca_documentos",
  "licenca_tipos", "atividades", "condicionantes", "condicionante_comprovacoes", "documentos",
  "checklists", "checklist_itens" TO app_user;
--> statement-breakpoint
-- Its own company and its colleagues' profiles, read only. Credentials, sessions, settings and
-- rate limits are not granted at all: only the system path reaches them.
GRANT SELECT ON "companies", "profiles" TO app_user;
--> statement-breakpoint
-- Colleagues' accounts and roles for the company's user list: names and addresses, never a
-- password or session (those live in other tables, which app_user cannot read).
GRANT SELECT ("id", "name", "email", "created_at") ON "users" TO app_user;
--> statement-breakpoint
GRANT SELECT ON "user_roles" TO app_user;
--> statement-breakpoint
-- documentos.relacionado_id names a condition (or, later, an activity): no foreign key can say
-- so, this trigger does. It locks the owner as a key would (FOR KEY SHARE), so a concurrent delete
-- of the owner waits for the insert, and refuses an owner of another company.
CREATE OR REPLACE FUNCTION documentos_owner_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.relacionado_a = 'condicionante' THEN
    PERFORM 1 FROM condicionantes
      WHERE id = NEW.relacionado_id AND company_id = NEW.company_id FOR KEY SHARE;
  ELSE
    RAISE EXCEPTION 'documentos.relacionado_a desconhecido: %', NEW.relacionado_a
      USING ERRCODE = 'check_violation';
  END IF;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'documentos: % % não existe nesta empresa', NEW.relacionado_a, NEW.relacionado_id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER documentos_owner_check BEFORE INSERT OR UPDATE OF relacionado_a, relacionado_id, company_id
  ON "documentos" FOR EACH ROW EXECUTE FUNCTION documentos_owner_check();
