CREATE TABLE "obrigacao_instancias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"obrigacao_id" uuid NOT NULL,
	"data_regra" date NOT NULL,
	"data_vencimento" date NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"cumprida_em" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obrigacao_instancias_regra_uq" UNIQUE("obrigacao_id","data_regra"),
	CONSTRAINT "obrigacao_instancias_status_ck" CHECK ("obrigacao_instancias"."status" in ('pendente', 'em_andamento', 'cumprida')),
	CONSTRAINT "obrigacao_instancias_cumprida_ck" CHECK (("obrigacao_instancias"."status" = 'cumprida') = ("obrigacao_instancias"."cumprida_em" is not null))
);
--> statement-breakpoint
ALTER TABLE "obrigacao_instancias" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "obrigacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"cliente_id" uuid NOT NULL,
	"empreendimento_id" uuid,
	"titulo" text NOT NULL,
	"orgao" text NOT NULL,
	"base_legal" text,
	"base_legal_url" text,
	"descricao" text,
	"responsavel_id" text,
	"recorrencia" jsonb NOT NULL,
	"catalogo_codigo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obrigacoes_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "obrigacoes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "alertas" DROP CONSTRAINT "alertas_item_tipo_ck";--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "ctf_numero" text;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "ctf_categorias" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "empreendimentos" ADD COLUMN "mineracao" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "obrigacao_instancias" ADD CONSTRAINT "obrigacao_instancias_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacao_instancias" ADD CONSTRAINT "obrigacao_instancias_obrigacao_fk" FOREIGN KEY ("company_id","obrigacao_id") REFERENCES "public"."obrigacoes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacoes" ADD CONSTRAINT "obrigacoes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacoes" ADD CONSTRAINT "obrigacoes_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacoes" ADD CONSTRAINT "obrigacoes_cliente_fk" FOREIGN KEY ("company_id","cliente_id") REFERENCES "public"."clientes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacoes" ADD CONSTRAINT "obrigacoes_empreendimento_fk" FOREIGN KEY ("company_id","empreendimento_id") REFERENCES "public"."empreendimentos"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "obrigacao_instancias_abertas_idx" ON "obrigacao_instancias" USING btree ("company_id","data_vencimento") WHERE "obrigacao_instancias"."status" <> 'cumprida';--> statement-breakpoint
CREATE INDEX "obrigacao_instancias_abertas_vencimento_idx" ON "obrigacao_instancias" USING btree ("data_vencimento") WHERE "obrigacao_instancias"."status" <> 'cumprida';--> statement-breakpoint
CREATE INDEX "obrigacoes_company_cliente_idx" ON "obrigacoes" USING btree ("company_id","cliente_id");--> statement-breakpoint
CREATE INDEX "obrigacoes_company_responsavel_idx" ON "obrigacoes" USING btree ("company_id","responsavel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "obrigacoes_catalogo_uq" ON "obrigacoes" USING btree ("company_id","cliente_id",coalesce("empreendimento_id", '00000000-0000-0000-0000-000000000000'),"catalogo_codigo") WHERE "obrigacoes"."catalogo_codigo" is not null;--> statement-breakpoint
ALTER TABLE "alertas" ADD CONSTRAINT "alertas_item_tipo_ck" CHECK ("alertas"."item_tipo" in ('licenca', 'condicionante', 'atividade', 'obrigacao', 'comprovacao'));--> statement-breakpoint
CREATE POLICY "tenant_select" ON "obrigacao_instancias" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "obrigacao_instancias" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_update" ON "obrigacao_instancias" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "obrigacao_instancias" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_select" ON "obrigacoes" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "obrigacoes" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_update" ON "obrigacoes" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "obrigacoes" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
-- Written by hand (issue 32): the tenant role's grants, as every business table's.
GRANT SELECT, INSERT, UPDATE, DELETE ON "obrigacoes" TO app_user;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "obrigacao_instancias" TO app_user;--> statement-breakpoint
-- Every write of an obligation and of its due dates lands in the history (issue 17's trigger).
CREATE TRIGGER historico AFTER INSERT OR UPDATE OR DELETE ON "obrigacoes" FOR EACH ROW EXECUTE FUNCTION registrar_historico('cliente_id');--> statement-breakpoint
CREATE TRIGGER historico AFTER INSERT OR UPDATE OR DELETE ON "obrigacao_instancias" FOR EACH ROW EXECUTE FUNCTION registrar_historico('obrigacao_id');
