CREATE TABLE "atividades_cronograma" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"empreendimento_id" uuid NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text,
	"data_prazo" date,
	"data_conclusao" date,
	"observacoes" text,
	"status" text DEFAULT 'pendente' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lixeira_id" uuid,
	CONSTRAINT "atividades_cronograma_company_id_uq" UNIQUE("company_id","id"),
	CONSTRAINT "atividades_cronograma_status_ck" CHECK ("atividades_cronograma"."status" in ('pendente', 'em_andamento', 'concluida'))
);
--> statement-breakpoint
ALTER TABLE "atividades_cronograma" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "checklist_itens_checklist_ordem_idx";--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "lixeira_id" uuid;--> statement-breakpoint
ALTER TABLE "atividades_cronograma" ADD CONSTRAINT "atividades_cronograma_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atividades_cronograma" ADD CONSTRAINT "atividades_cronograma_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atividades_cronograma" ADD CONSTRAINT "atividades_cronograma_empreendimento_fk" FOREIGN KEY ("company_id","empreendimento_id") REFERENCES "public"."empreendimentos"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atividades_cronograma" ADD CONSTRAINT "atividades_cronograma_lixeira_fk" FOREIGN KEY ("company_id","lixeira_id") REFERENCES "public"."lixeira"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "atividades_cronograma_empreendimento_prazo_idx" ON "atividades_cronograma" USING btree ("company_id","empreendimento_id","data_prazo");--> statement-breakpoint
CREATE INDEX "atividades_cronograma_lixeira_idx" ON "atividades_cronograma" USING btree ("lixeira_id") WHERE "atividades_cronograma"."lixeira_id" is not null;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_lixeira_fk" FOREIGN KEY ("company_id","lixeira_id") REFERENCES "public"."lixeira"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklists_lixeira_idx" ON "checklists" USING btree ("lixeira_id") WHERE "checklists"."lixeira_id" is not null;--> statement-breakpoint
-- Items numbered before this migration could share a number (two additions at the same moment
-- both counted n). Renumber each checklist 1..n in its current order, so the key can be built.
UPDATE "checklist_itens" SET "ordem" = numbered.pos
  FROM (SELECT id, row_number() OVER (PARTITION BY checklist_id ORDER BY ordem, id) AS pos FROM "checklist_itens") numbered
  WHERE "checklist_itens".id = numbered.id AND "checklist_itens"."ordem" <> numbered.pos;--> statement-breakpoint
-- DEFERRABLE (drizzle-kit cannot say so): a reorder swaps two numbers inside one transaction.
ALTER TABLE "checklist_itens" ADD CONSTRAINT "checklist_itens_checklist_ordem_uq" UNIQUE("checklist_id","ordem") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
CREATE POLICY "tenant_select" ON "atividades_cronograma" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id() and (lixeira_id is null or app_lixeira_aberta()));--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "atividades_cronograma" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_update" ON "atividades_cronograma" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "atividades_cronograma" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
ALTER POLICY "tenant_select" ON "checklists" TO app_user USING (company_id = app_company_id() and (lixeira_id is null or app_lixeira_aberta()));--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "atividades_cronograma" TO app_user;
--> statement-breakpoint
-- documentos.relacionado_id now names an activity too (relacionado_a 'atividade').
CREATE OR REPLACE FUNCTION documentos_owner_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.relacionado_a = 'condicionante' THEN
    PERFORM 1 FROM condicionantes
      WHERE id = NEW.relacionado_id AND company_id = NEW.company_id FOR KEY SHARE;
  ELSIF NEW.relacionado_a = 'atividade' THEN
    PERFORM 1 FROM atividades_cronograma
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
