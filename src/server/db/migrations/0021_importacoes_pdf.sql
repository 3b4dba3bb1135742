CREATE TABLE "importacoes_pdf" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"licenca_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"nome" text NOT NULL,
	"storage_path" text NOT NULL,
	"tamanho" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "importacoes_pdf_storage_path_unique" UNIQUE("storage_path"),
	CONSTRAINT "importacoes_pdf_licenca_usuario_uq" UNIQUE("licenca_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "importacoes_pdf" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "condicionantes" ADD COLUMN "importada_do_pdf" text;--> statement-breakpoint
ALTER TABLE "importacoes_pdf" ADD CONSTRAINT "importacoes_pdf_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacoes_pdf" ADD CONSTRAINT "importacoes_pdf_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacoes_pdf" ADD CONSTRAINT "importacoes_pdf_licenca_fk" FOREIGN KEY ("company_id","licenca_id") REFERENCES "public"."licencas"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_select" ON "importacoes_pdf" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "importacoes_pdf" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_update" ON "importacoes_pdf" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "importacoes_pdf" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
-- The preview stores the file's row and the confirmation takes it over, both on the tenant path.
GRANT SELECT, INSERT, UPDATE, DELETE ON "importacoes_pdf" TO app_user;
