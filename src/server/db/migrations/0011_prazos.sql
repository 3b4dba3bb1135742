CREATE TABLE "alerta_destinatarios" (
	"alerta_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"lida_em" timestamp with time zone,
	"email_pendente" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerta_destinatarios_pk" PRIMARY KEY("alerta_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "alerta_destinatarios" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "alerta_resumos" (
	"user_id" text NOT NULL,
	"dia" date NOT NULL,
	"alertas" integer NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerta_resumos_pk" PRIMARY KEY("user_id","dia")
);
--> statement-breakpoint
CREATE TABLE "alertas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"item_tipo" text NOT NULL,
	"item_id" uuid NOT NULL,
	"pai_id" uuid,
	"prazo" date NOT NULL,
	"marco" integer NOT NULL,
	"dia" date NOT NULL,
	"titulo" text NOT NULL,
	"contexto" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alertas_item_prazo_marco_uq" UNIQUE("company_id","item_tipo","item_id","prazo","marco"),
	CONSTRAINT "alertas_company_id_uq" UNIQUE("company_id","id"),
	CONSTRAINT "alertas_item_tipo_ck" CHECK ("alertas"."item_tipo" in ('licenca', 'condicionante', 'atividade'))
);
--> statement-breakpoint
ALTER TABLE "alertas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "varreduras" (
	"dia" date PRIMARY KEY NOT NULL,
	"alertas" integer DEFAULT 0 NOT NULL,
	"status_alterados" integer DEFAULT 0 NOT NULL,
	"emails" integer DEFAULT 0 NOT NULL,
	"concluida_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "alertas_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "licencas" ADD COLUMN "protocolo_renovacao_data" date;--> statement-breakpoint
ALTER TABLE "licencas" ADD COLUMN "protocolo_renovacao_numero" text;--> statement-breakpoint
ALTER TABLE "licencas" ADD COLUMN "responsavel_id" text;--> statement-breakpoint
ALTER TABLE "condicionantes" ADD COLUMN "responsavel_id" text;--> statement-breakpoint
ALTER TABLE "condicionantes" ADD COLUMN "status_antes_atraso" text;--> statement-breakpoint
ALTER TABLE "checklist_itens" ADD COLUMN "responsavel_id" text;--> statement-breakpoint
ALTER TABLE "atividades_cronograma" ADD COLUMN "responsavel_id" text;--> statement-breakpoint
ALTER TABLE "empresa_configuracoes" ADD COLUMN "antecedencias_licenca" integer[];--> statement-breakpoint
ALTER TABLE "empresa_configuracoes" ADD COLUMN "antecedencias_prazo" integer[];--> statement-breakpoint
ALTER TABLE "alerta_destinatarios" ADD CONSTRAINT "alerta_destinatarios_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerta_destinatarios" ADD CONSTRAINT "alerta_destinatarios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerta_destinatarios" ADD CONSTRAINT "alerta_destinatarios_alerta_fk" FOREIGN KEY ("company_id","alerta_id") REFERENCES "public"."alertas"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerta_resumos" ADD CONSTRAINT "alerta_resumos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas" ADD CONSTRAINT "alertas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alertas_item_idx" ON "alertas" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "alerta_destinatarios_user_created_idx" ON "alerta_destinatarios" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "alerta_destinatarios_nao_lidas_idx" ON "alerta_destinatarios" USING btree ("user_id") WHERE "alerta_destinatarios"."lida_em" is null;--> statement-breakpoint
CREATE INDEX "alerta_destinatarios_email_idx" ON "alerta_destinatarios" USING btree ("user_id") WHERE "alerta_destinatarios"."email_pendente";--> statement-breakpoint
ALTER TABLE "licencas" ADD CONSTRAINT "licencas_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condicionantes" ADD CONSTRAINT "condicionantes_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_itens" ADD CONSTRAINT "checklist_itens_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atividades_cronograma" ADD CONSTRAINT "atividades_cronograma_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licencas_company_responsavel_idx" ON "licencas" USING btree ("company_id","responsavel_id","validade_date");--> statement-breakpoint
CREATE INDEX "licencas_validade_sweep_idx" ON "licencas" USING btree ("validade_date") WHERE "licencas"."lixeira_id" is null;--> statement-breakpoint
CREATE INDEX "condicionantes_company_responsavel_idx" ON "condicionantes" USING btree ("company_id","responsavel_id","data_prazo");--> statement-breakpoint
CREATE INDEX "condicionantes_abertas_prazo_idx" ON "condicionantes" USING btree ("data_prazo") WHERE "condicionantes"."status" <> 'concluida' and not "condicionantes"."aprovada" and "condicionantes"."lixeira_id" is null;--> statement-breakpoint
CREATE INDEX "condicionantes_a_atrasar_idx" ON "condicionantes" USING btree ("data_prazo") WHERE "condicionantes"."status" in ('pendente', 'em_andamento') and not "condicionantes"."aprovada" and "condicionantes"."lixeira_id" is null;--> statement-breakpoint
CREATE INDEX "condicionantes_atrasadas_sweep_idx" ON "condicionantes" USING btree ("data_prazo") WHERE "condicionantes"."status_antes_atraso" is not null;--> statement-breakpoint
CREATE INDEX "checklist_itens_company_responsavel_idx" ON "checklist_itens" USING btree ("company_id","responsavel_id");--> statement-breakpoint
CREATE INDEX "atividades_cronograma_company_responsavel_idx" ON "atividades_cronograma" USING btree ("company_id","responsavel_id","data_prazo");--> statement-breakpoint
CREATE INDEX "atividades_cronograma_abertas_prazo_idx" ON "atividades_cronograma" USING btree ("data_prazo") WHERE "atividades_cronograma"."status" <> 'concluida' and "atividades_cronograma"."lixeira_id" is null;--> statement-breakpoint
CREATE POLICY "tenant_select" ON "alerta_destinatarios" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id() and user_id = current_setting('app.user_id', true));--> statement-breakpoint
CREATE POLICY "tenant_update" ON "alerta_destinatarios" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id() and user_id = current_setting('app.user_id', true)) WITH CHECK (company_id = app_company_id() and user_id = current_setting('app.user_id', true));--> statement-breakpoint
CREATE POLICY "tenant_select" ON "alertas" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
-- Users read their company's alerts and mark their own copies read; only the sweep, by the
-- system path, writes them. varreduras and alerta_resumos are the sweep's own: no grant.
GRANT SELECT ON "alertas" TO app_user;
--> statement-breakpoint
GRANT SELECT, UPDATE ("lida_em") ON "alerta_destinatarios" TO app_user;
