CREATE TABLE "condicionante_comprovacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"condicionante_id" uuid NOT NULL,
	"data_entrega" date NOT NULL,
	"observacoes" text,
	"status_comprovacao" text DEFAULT 'pendente' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "condicionantes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"licenca_id" uuid NOT NULL,
	"nome" text,
	"descricao" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"aprovada" boolean DEFAULT false NOT NULL,
	"data_prazo" date,
	"data_entrega" date,
	"data_aprovacao" timestamp with time zone,
	"periodicidade_tipo" text,
	"periodicidade_intervalo" integer,
	"data_inicio_periodicidade" date,
	"data_fim_periodicidade" date,
	"gerar_automaticamente" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"relacionado_a" text NOT NULL,
	"relacionado_id" uuid NOT NULL,
	"comprovacao_id" uuid,
	"nome" text NOT NULL,
	"storage_path" text NOT NULL,
	"content_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"observacoes_documento" text,
	"condicionante_cumprida" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentos_storage_path_unique" UNIQUE("storage_path")
);
--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" ADD CONSTRAINT "condicionante_comprovacoes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" ADD CONSTRAINT "condicionante_comprovacoes_condicionante_id_condicionantes_id_fk" FOREIGN KEY ("condicionante_id") REFERENCES "public"."condicionantes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" ADD CONSTRAINT "condicionante_comprovacoes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condicionantes" ADD CONSTRAINT "condicionantes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condicionantes" ADD CONSTRAINT "condicionantes_licenca_id_licencas_id_fk" FOREIGN KEY ("licenca_id") REFERENCES "public"."licencas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_comprovacao_id_condicionante_comprovacoes_id_fk" FOREIGN KEY ("comprovacao_id") REFERENCES "public"."condicionante_comprovacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comprovacoes_condicionante_idx" ON "condicionante_comprovacoes" USING btree ("condicionante_id","data_entrega");--> statement-breakpoint
CREATE INDEX "condicionantes_company_prazo_idx" ON "condicionantes" USING btree ("company_id","data_prazo");--> statement-breakpoint
CREATE INDEX "condicionantes_company_status_idx" ON "condicionantes" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "condicionantes_licenca_idx" ON "condicionantes" USING btree ("licenca_id","created_at");--> statement-breakpoint
CREATE INDEX "documentos_relacionado_idx" ON "documentos" USING btree ("relacionado_a","relacionado_id","created_at");--> statement-breakpoint
CREATE INDEX "documentos_comprovacao_idx" ON "documentos" USING btree ("comprovacao_id");