CREATE TABLE "atividades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "atividades_company_nome_uq" UNIQUE("company_id","nome")
);
--> statement-breakpoint
CREATE TABLE "licenca_documentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"licenca_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"storage_path" text NOT NULL,
	"content_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licenca_documentos_storage_path_unique" UNIQUE("storage_path")
);
--> statement-breakpoint
CREATE TABLE "licenca_tipos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licenca_tipos_company_codigo_uq" UNIQUE("company_id","codigo")
);
--> statement-breakpoint
CREATE TABLE "licencas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"empreendimento_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"numero" text NOT NULL,
	"orgao" text NOT NULL,
	"emissao_date" date,
	"validade_date" date,
	"em_renovacao" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "atividades" ADD CONSTRAINT "atividades_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenca_documentos" ADD CONSTRAINT "licenca_documentos_licenca_id_licencas_id_fk" FOREIGN KEY ("licenca_id") REFERENCES "public"."licencas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenca_documentos" ADD CONSTRAINT "licenca_documentos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenca_documentos" ADD CONSTRAINT "licenca_documentos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenca_tipos" ADD CONSTRAINT "licenca_tipos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licencas" ADD CONSTRAINT "licencas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licencas" ADD CONSTRAINT "licencas_empreendimento_id_empreendimentos_id_fk" FOREIGN KEY ("empreendimento_id") REFERENCES "public"."empreendimentos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licenca_documentos_licenca_idx" ON "licenca_documentos" USING btree ("licenca_id","created_at");--> statement-breakpoint
CREATE INDEX "licencas_company_created_idx" ON "licencas" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "licencas_company_validade_idx" ON "licencas" USING btree ("company_id","validade_date");--> statement-breakpoint
CREATE INDEX "licencas_empreendimento_idx" ON "licencas" USING btree ("empreendimento_id");