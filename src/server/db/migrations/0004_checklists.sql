CREATE TABLE "checklist_itens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checklist_id" uuid NOT NULL,
	"descricao" text NOT NULL,
	"concluido" boolean DEFAULT false NOT NULL,
	"ordem" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"titulo" text NOT NULL,
	"empreendimento_id" uuid,
	"status" text DEFAULT 'aberto' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklist_itens" ADD CONSTRAINT "checklist_itens_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_empreendimento_id_empreendimentos_id_fk" FOREIGN KEY ("empreendimento_id") REFERENCES "public"."empreendimentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_itens_checklist_ordem_idx" ON "checklist_itens" USING btree ("checklist_id","ordem");--> statement-breakpoint
CREATE INDEX "checklists_company_status_created_idx" ON "checklists" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "checklists_company_created_idx" ON "checklists" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "checklists_empreendimento_idx" ON "checklists" USING btree ("empreendimento_id");--> statement-breakpoint
CREATE INDEX "condicionantes_company_updated_idx" ON "condicionantes" USING btree ("company_id","updated_at");