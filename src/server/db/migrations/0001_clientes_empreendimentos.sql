CREATE TABLE "clientes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"cnpj" text,
	"tipo_pessoa" text NOT NULL,
	"situacao" text DEFAULT 'ativo' NOT NULL,
	"email" text,
	"telefone" text,
	"estado" char(2),
	"cidade" text,
	"responsavel_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clientes_company_cnpj_uq" UNIQUE("company_id","cnpj")
);
--> statement-breakpoint
CREATE TABLE "empreendimentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"cliente_id" uuid NOT NULL,
	"atividade" text,
	"municipio" text,
	"estado" char(2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empreendimentos" ADD CONSTRAINT "empreendimentos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empreendimentos" ADD CONSTRAINT "empreendimentos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clientes_company_created_idx" ON "clientes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "clientes_company_estado_cidade_idx" ON "clientes" USING btree ("company_id","estado","cidade");--> statement-breakpoint
CREATE INDEX "clientes_company_nome_idx" ON "clientes" USING btree ("company_id","nome");--> statement-breakpoint
CREATE INDEX "empreendimentos_company_created_idx" ON "empreendimentos" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "empreendimentos_cliente_idx" ON "empreendimentos" USING btree ("cliente_id");