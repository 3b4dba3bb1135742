CREATE TABLE "catalogo_ajustes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"codigo" text NOT NULL,
	"ano" integer NOT NULL,
	"data_vencimento" date NOT NULL,
	"motivo" text NOT NULL,
	"fonte_url" text,
	"publicado_por" text,
	"publicado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogo_ajustes_codigo_ano_uq" UNIQUE("codigo","ano")
);
--> statement-breakpoint
CREATE TABLE "obrigacao_comprovacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"instancia_id" uuid NOT NULL,
	"data_entrega" date NOT NULL,
	"observacoes" text,
	"status_comprovacao" text DEFAULT 'pendente' NOT NULL,
	"origem" text DEFAULT 'equipe' NOT NULL,
	"motivo_rejeicao" text,
	"analisada_por" text,
	"analisada_em" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lixeira_id" uuid,
	CONSTRAINT "obrigacao_comprovacoes_company_id_uq" UNIQUE("company_id","id"),
	CONSTRAINT "obrigacao_comprovacoes_status_ck" CHECK ("obrigacao_comprovacoes"."status_comprovacao" in ('pendente', 'em_analise', 'aprovada', 'rejeitada'))
);
--> statement-breakpoint
ALTER TABLE "obrigacao_comprovacoes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
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
	"lixeira_id" uuid,
	CONSTRAINT "obrigacao_instancias_regra_uq" UNIQUE("obrigacao_id","data_regra"),
	CONSTRAINT "obrigacao_instancias_company_id_uq" UNIQUE("company_id","id"),
	CONSTRAINT "obrigacao_instancias_status_ck" CHECK ("obrigacao_instancias"."status" in ('pendente', 'em_andamento', 'cumprida')),
	CONSTRAINT "obrigacao_instancias_cumprida_ck" CHECK (("obrigacao_instancias"."status" = 'cumprida') = ("obrigacao_instancias"."cumprida_em" is not null))
);
--> statement-breakpoint
ALTER TABLE "obrigacao_instancias" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "obrigacao_modelos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"titulo" text NOT NULL,
	"orgao" text NOT NULL,
	"base_legal" text,
	"base_legal_url" text,
	"descricao" text,
	"recorrencia" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obrigacao_modelos_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "obrigacao_modelos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
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
	"modelo_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lixeira_id" uuid,
	CONSTRAINT "obrigacoes_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "obrigacoes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "alertas" DROP CONSTRAINT "alertas_item_tipo_ck";--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "ctf_numero" text;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "ctf_categorias" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "empreendimentos" ADD COLUMN "mineracao" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "obrigacao_comprovacao_id" uuid;--> statement-breakpoint
ALTER TABLE "catalogo_ajustes" ADD CONSTRAINT "catalogo_ajustes_publicado_por_users_id_fk" FOREIGN KEY ("publicado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacao_comprovacoes" ADD CONSTRAINT "obrigacao_comprovacoes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacao_comprovacoes" ADD CONSTRAINT "obrigacao_comprovacoes_analisada_por_users_id_fk" FOREIGN KEY ("analisada_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacao_comprovacoes" ADD CONSTRAINT "obrigacao_comprovacoes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacao_comprovacoes" ADD CONSTRAINT "obrigacao_comprovacoes_instancia_fk" FOREIGN KEY ("company_id","instancia_id") REFERENCES "public"."obrigacao_instancias"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacao_comprovacoes" ADD CONSTRAINT "obrigacao_comprovacoes_lixeira_fk" FOREIGN KEY ("company_id","lixeira_id") REFERENCES "public"."lixeira"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacao_instancias" ADD CONSTRAINT "obrigacao_instancias_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacao_instancias" ADD CONSTRAINT "obrigacao_instancias_obrigacao_fk" FOREIGN KEY ("company_id","obrigacao_id") REFERENCES "public"."obrigacoes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacao_instancias" ADD CONSTRAINT "obrigacao_instancias_lixeira_fk" FOREIGN KEY ("company_id","lixeira_id") REFERENCES "public"."lixeira"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacao_modelos" ADD CONSTRAINT "obrigacao_modelos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacoes" ADD CONSTRAINT "obrigacoes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacoes" ADD CONSTRAINT "obrigacoes_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacoes" ADD CONSTRAINT "obrigacoes_modelo_id_obrigacao_modelos_id_fk" FOREIGN KEY ("modelo_id") REFERENCES "public"."obrigacao_modelos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacoes" ADD CONSTRAINT "obrigacoes_cliente_fk" FOREIGN KEY ("company_id","cliente_id") REFERENCES "public"."clientes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacoes" ADD CONSTRAINT "obrigacoes_empreendimento_fk" FOREIGN KEY ("company_id","empreendimento_id") REFERENCES "public"."empreendimentos"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacoes" ADD CONSTRAINT "obrigacoes_lixeira_fk" FOREIGN KEY ("company_id","lixeira_id") REFERENCES "public"."lixeira"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "obrigacao_comprovacoes_instancia_idx" ON "obrigacao_comprovacoes" USING btree ("instancia_id","data_entrega");--> statement-breakpoint
CREATE INDEX "obrigacao_comprovacoes_em_analise_idx" ON "obrigacao_comprovacoes" USING btree ("company_id") WHERE "obrigacao_comprovacoes"."origem" = 'portal' and "obrigacao_comprovacoes"."status_comprovacao" = 'em_analise' and "obrigacao_comprovacoes"."lixeira_id" is null;--> statement-breakpoint
CREATE INDEX "obrigacao_comprovacoes_lixeira_idx" ON "obrigacao_comprovacoes" USING btree ("lixeira_id") WHERE "obrigacao_comprovacoes"."lixeira_id" is not null;--> statement-breakpoint
CREATE INDEX "obrigacao_instancias_abertas_idx" ON "obrigacao_instancias" USING btree ("company_id","data_vencimento") WHERE "obrigacao_instancias"."status" <> 'cumprida';--> statement-breakpoint
CREATE INDEX "obrigacao_instancias_abertas_vencimento_idx" ON "obrigacao_instancias" USING btree ("data_vencimento") WHERE "obrigacao_instancias"."status" <> 'cumprida';--> statement-breakpoint
CREATE INDEX "obrigacao_instancias_lixeira_idx" ON "obrigacao_instancias" USING btree ("lixeira_id") WHERE "obrigacao_instancias"."lixeira_id" is not null;--> statement-breakpoint
CREATE INDEX "obrigacao_modelos_company_titulo_idx" ON "obrigacao_modelos" USING btree ("company_id","titulo");--> statement-breakpoint
CREATE INDEX "obrigacoes_company_cliente_idx" ON "obrigacoes" USING btree ("company_id","cliente_id");--> statement-breakpoint
CREATE INDEX "obrigacoes_company_responsavel_idx" ON "obrigacoes" USING btree ("company_id","responsavel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "obrigacoes_catalogo_uq" ON "obrigacoes" USING btree ("company_id","cliente_id",coalesce("empreendimento_id", '00000000-0000-0000-0000-000000000000'),"catalogo_codigo") WHERE "obrigacoes"."catalogo_codigo" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "obrigacoes_modelo_uq" ON "obrigacoes" USING btree ("company_id","cliente_id",coalesce("empreendimento_id", '00000000-0000-0000-0000-000000000000'),"modelo_id") WHERE "obrigacoes"."modelo_id" is not null;--> statement-breakpoint
CREATE INDEX "obrigacoes_lixeira_idx" ON "obrigacoes" USING btree ("lixeira_id") WHERE "obrigacoes"."lixeira_id" is not null;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_obrigacao_comprovacao_fk" FOREIGN KEY ("company_id","obrigacao_comprovacao_id") REFERENCES "public"."obrigacao_comprovacoes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comprovacoes_agendadas_data_idx" ON "condicionante_comprovacoes" USING btree ("data_entrega") WHERE "condicionante_comprovacoes"."status_comprovacao" = 'agendada' and "condicionante_comprovacoes"."lixeira_id" is null;--> statement-breakpoint
CREATE INDEX "documentos_obrigacao_comprovacao_idx" ON "documentos" USING btree ("obrigacao_comprovacao_id");--> statement-breakpoint
ALTER TABLE "alertas" ADD CONSTRAINT "alertas_item_tipo_ck" CHECK ("alertas"."item_tipo" in ('licenca', 'condicionante', 'atividade', 'obrigacao', 'entrega', 'comprovacao'));--> statement-breakpoint
CREATE POLICY "tenant_select" ON "obrigacao_comprovacoes" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id() and (lixeira_id is null or app_lixeira_aberta()));--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "obrigacao_comprovacoes" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_update" ON "obrigacao_comprovacoes" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "obrigacao_comprovacoes" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "portal_select" ON "obrigacao_comprovacoes" AS PERMISSIVE FOR SELECT TO "portal_user" USING (company_id = app_company_id() and lixeira_id is null and exists (select 1 from obrigacao_instancias i where i.id = obrigacao_comprovacoes.instancia_id));--> statement-breakpoint
CREATE POLICY "portal_insert" ON "obrigacao_comprovacoes" AS PERMISSIVE FOR INSERT TO "portal_user" WITH CHECK (company_id = app_company_id() and lixeira_id is null and origem = 'portal'
        and status_comprovacao = 'em_analise' and created_by = current_setting('app.user_id', true)
        and exists (select 1 from obrigacao_instancias i where i.id = obrigacao_comprovacoes.instancia_id
          and i.status <> 'cumprida'));--> statement-breakpoint
CREATE POLICY "tenant_select" ON "obrigacao_instancias" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id() and (lixeira_id is null or app_lixeira_aberta()));--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "obrigacao_instancias" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_update" ON "obrigacao_instancias" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "obrigacao_instancias" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "portal_select" ON "obrigacao_instancias" AS PERMISSIVE FOR SELECT TO "portal_user" USING (company_id = app_company_id() and lixeira_id is null and exists (select 1 from obrigacoes o where o.id = obrigacao_instancias.obrigacao_id));--> statement-breakpoint
CREATE POLICY "tenant_select" ON "obrigacao_modelos" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "obrigacao_modelos" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_update" ON "obrigacao_modelos" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "obrigacao_modelos" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_select" ON "obrigacoes" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id() and (lixeira_id is null or app_lixeira_aberta()));--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "obrigacoes" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_update" ON "obrigacoes" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "obrigacoes" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "portal_select" ON "obrigacoes" AS PERMISSIVE FOR SELECT TO "portal_user" USING (company_id = app_company_id() and lixeira_id is null and cliente_id = app_cliente_id());--> statement-breakpoint
ALTER POLICY "portal_select" ON "documentos" TO portal_user USING (company_id = app_company_id() and lixeira_id is null and (exists (select 1 from condicionante_comprovacoes p where p.id = documentos.comprovacao_id)
      or exists (select 1 from obrigacao_comprovacoes p where p.id = documentos.obrigacao_comprovacao_id)));--> statement-breakpoint
ALTER POLICY "portal_insert" ON "documentos" TO portal_user WITH CHECK (company_id = app_company_id() and lixeira_id is null
        and created_by = current_setting('app.user_id', true)
        and ((relacionado_a = 'condicionante' and exists (select 1 from condicionante_comprovacoes p
          where p.id = documentos.comprovacao_id and p.condicionante_id = documentos.relacionado_id
            and p.origem = 'portal' and p.status_comprovacao = 'em_analise'
            and p.created_by = current_setting('app.user_id', true)))
        or (relacionado_a = 'obrigacao' and exists (select 1 from obrigacao_comprovacoes p
          join obrigacao_instancias i on i.id = p.instancia_id
          where p.id = documentos.obrigacao_comprovacao_id and i.obrigacao_id = documentos.relacionado_id
            and p.origem = 'portal' and p.status_comprovacao = 'em_analise'
            and p.created_by = current_setting('app.user_id', true)))));--> statement-breakpoint
-- Written by hand (issue 32): the tenant role's grants, as every business table's.
GRANT SELECT, INSERT, UPDATE, DELETE ON "obrigacoes", "obrigacao_instancias", "obrigacao_comprovacoes", "obrigacao_modelos" TO app_user;--> statement-breakpoint
-- The catalogue's yearly adjustments are the super-administrator's alone to write. A company's
-- transaction reads one year's date through this function (no grant on the table, which has no
-- company to wall): the due date the agency moved, or NULL.
CREATE FUNCTION app_catalogo_ajuste(p_codigo text, p_ano integer) RETURNS date
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT data_vencimento FROM catalogo_ajustes WHERE codigo = p_codigo AND ano = p_ano
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION app_catalogo_ajuste(text, integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_catalogo_ajuste(text, integer) TO app_user;--> statement-breakpoint
-- The portal reads its client's obligations and due dates, and sends a proof with its files (decision 044).
GRANT SELECT ON "obrigacoes", "obrigacao_instancias", "obrigacao_comprovacoes" TO portal_user;--> statement-breakpoint
GRANT INSERT ON "obrigacao_comprovacoes" TO portal_user;--> statement-breakpoint
-- Every write of an obligation, its due dates, their proofs and the company's templates lands in the history (issue 17's trigger).
CREATE TRIGGER historico AFTER INSERT OR UPDATE OR DELETE ON "obrigacoes" FOR EACH ROW EXECUTE FUNCTION registrar_historico('cliente_id');--> statement-breakpoint
CREATE TRIGGER historico AFTER INSERT OR UPDATE OR DELETE ON "obrigacao_instancias" FOR EACH ROW EXECUTE FUNCTION registrar_historico('obrigacao_id');--> statement-breakpoint
CREATE TRIGGER historico AFTER INSERT OR UPDATE OR DELETE ON "obrigacao_comprovacoes" FOR EACH ROW EXECUTE FUNCTION registrar_historico('instancia_id');--> statement-breakpoint
CREATE TRIGGER historico AFTER INSERT OR UPDATE OR DELETE ON "obrigacao_modelos" FOR EACH ROW EXECUTE FUNCTION registrar_historico();--> statement-breakpoint
-- documentos.relacionado_id now names an obligation too (relacionado_a 'obrigacao', a due date's proof).
CREATE OR REPLACE FUNCTION documentos_owner_check() RETURNS trigger LANGUAGE plpgsql
  SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF NEW.relacionado_a = 'condicionante' THEN
    PERFORM 1 FROM condicionantes
      WHERE id = NEW.relacionado_id AND company_id = NEW.company_id FOR KEY SHARE;
  ELSIF NEW.relacionado_a = 'atividade' THEN
    PERFORM 1 FROM atividades_cronograma
      WHERE id = NEW.relacionado_id AND company_id = NEW.company_id FOR KEY SHARE;
  ELSIF NEW.relacionado_a = 'obrigacao' THEN
    PERFORM 1 FROM obrigacoes
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
