CREATE TABLE "empresa_configuracoes" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"apenas_admin_exclui_documentos" boolean DEFAULT true NOT NULL,
	"email" text,
	"site" text,
	"responsavel" text,
	"telefone1" text,
	"telefone2" text,
	"rg" text,
	"cep" char(8),
	"estado" char(2),
	"cidade" text,
	"logradouro" text,
	"complemento" text,
	"numero" text,
	"bairro" text,
	"logo_path" text,
	"logo_content_type" text,
	"logo_size" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "empresa_configuracoes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "ativo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa_configuracoes" ADD CONSTRAINT "empresa_configuracoes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_update" ON "companies" AS PERMISSIVE FOR UPDATE TO "app_user" USING (id = app_company_id()) WITH CHECK (id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_select" ON "empresa_configuracoes" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "empresa_configuracoes" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_update" ON "empresa_configuracoes" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "empresa_configuracoes" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "empresa_configuracoes" TO app_user;
--> statement-breakpoint
-- A company's admin renames their own company from its settings; nothing else of it is writable.
GRANT UPDATE ("name", "cnpj") ON "companies" TO app_user;
