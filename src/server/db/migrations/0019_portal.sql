-- The client portal (docs/decisions/044-client-portal.md). Its users' transactions run
-- as portal_user: like app_user, a role that owns nothing and has no BYPASSRLS, with policies of
-- its own on exactly the tables the portal reads. Created as app_user was (migration 0005).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'portal_user') THEN
    CREATE ROLE portal_user NOLOGIN NOINHERIT NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'portal_user', 'MEMBER') THEN
    EXECUTE format('GRANT portal_user TO %I', current_user);
  END IF;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
END $$;
--> statement-breakpoint
-- The client of the current portal transaction, NULL outside one (then no portal policy admits a
-- row). Inlined by the planner, as app_company_id().
CREATE OR REPLACE FUNCTION app_cliente_id() RETURNS uuid LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT nullif(current_setting('app.cliente_id', true), '')::uuid
$$;
--> statement-breakpoint
-- Is `entrega` a scheduled delivery ('agendada') of `condicionante`, in the transaction's company?
-- For the portal's insert policy on condicionante_comprovacoes, which cannot read its own table
-- (PostgreSQL refuses a policy that recurses): read here as the owner, bound to the company.
CREATE FUNCTION app_entrega_agendada(condicionante uuid, entrega uuid) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT EXISTS (SELECT 1 FROM condicionante_comprovacoes
                  WHERE id = entrega AND condicionante_id = condicionante AND company_id = app_company_id()
                    AND status_comprovacao = 'agendada' AND lixeira_id IS NULL)
$$;
--> statement-breakpoint
CREATE TABLE "portal_convites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"cliente_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"enviado_em" timestamp with time zone NOT NULL,
	"aceito_em" timestamp with time zone,
	"revogado_em" timestamp with time zone,
	"user_id" text,
	"convidado_por" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_convites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "portal_convites" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "alertas" DROP CONSTRAINT "alertas_item_tipo_ck";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "cliente_id" uuid;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "portal_ativo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "licenca_documentos" ADD COLUMN "visivel_portal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "licencas" ADD COLUMN "cliente_id" uuid;--> statement-breakpoint
ALTER TABLE "condicionantes" ADD COLUMN "cliente_id" uuid;--> statement-breakpoint
ALTER TABLE "condicionantes" ADD COLUMN "proximo_prazo" date GENERATED ALWAYS AS (coalesce(proxima_entrega, data_prazo)) STORED;--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" ADD COLUMN "origem" text DEFAULT 'equipe' NOT NULL;--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" ADD COLUMN "motivo_rejeicao" text;--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" ADD COLUMN "entrega_id" uuid;--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" ADD COLUMN "analisada_por" text;--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" ADD COLUMN "analisada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal_convites" ADD CONSTRAINT "portal_convites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_convites" ADD CONSTRAINT "portal_convites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_convites" ADD CONSTRAINT "portal_convites_convidado_por_users_id_fk" FOREIGN KEY ("convidado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_convites" ADD CONSTRAINT "portal_convites_cliente_fk" FOREIGN KEY ("company_id","cliente_id") REFERENCES "public"."clientes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licencas_cliente_idx" ON "licencas" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "comprovacoes_portal_em_analise_idx" ON "condicionante_comprovacoes" USING btree ("company_id") WHERE "condicionante_comprovacoes"."origem" = 'portal' and "condicionante_comprovacoes"."status_comprovacao" = 'em_analise' and "condicionante_comprovacoes"."lixeira_id" is null;--> statement-breakpoint
CREATE INDEX "condicionantes_portal_idx" ON "condicionantes" USING btree ("company_id","cliente_id","proximo_prazo","id") WHERE "condicionantes"."lixeira_id" is null and ("condicionantes"."status" <> 'concluida' or "condicionantes"."entregas_abertas" > 0);--> statement-breakpoint
CREATE INDEX "portal_convites_cliente_idx" ON "portal_convites" USING btree ("company_id","cliente_id","created_at");--> statement-breakpoint
CREATE INDEX "portal_convites_email_idx" ON "portal_convites" USING btree ("email");--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" ADD CONSTRAINT "condicionante_comprovacoes_analisada_por_users_id_fk" FOREIGN KEY ("analisada_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" ADD CONSTRAINT "comprovacoes_entrega_fk" FOREIGN KEY ("company_id","entrega_id") REFERENCES "public"."condicionante_comprovacoes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas" ADD CONSTRAINT "alertas_item_tipo_ck" CHECK ("alertas"."item_tipo" in ('licenca', 'condicionante', 'atividade', 'comprovacao'));--> statement-breakpoint
CREATE POLICY "portal_select" ON "companies" AS PERMISSIVE FOR SELECT TO "portal_user" USING (id = app_company_id());--> statement-breakpoint
CREATE POLICY "portal_select" ON "clientes" AS PERMISSIVE FOR SELECT TO "portal_user" USING (company_id = app_company_id() and lixeira_id is null and id = app_cliente_id());--> statement-breakpoint
CREATE POLICY "portal_select" ON "empreendimentos" AS PERMISSIVE FOR SELECT TO "portal_user" USING (company_id = app_company_id() and lixeira_id is null and cliente_id = app_cliente_id());--> statement-breakpoint
CREATE POLICY "portal_select" ON "licenca_documentos" AS PERMISSIVE FOR SELECT TO "portal_user" USING (company_id = app_company_id() and lixeira_id is null and visivel_portal and exists (select 1 from licencas l where l.id = licenca_documentos.licenca_id));--> statement-breakpoint
CREATE POLICY "portal_select" ON "licenca_tipos" AS PERMISSIVE FOR SELECT TO "portal_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "portal_select" ON "licencas" AS PERMISSIVE FOR SELECT TO "portal_user" USING (company_id = app_company_id() and lixeira_id is null and cliente_id = app_cliente_id());--> statement-breakpoint
CREATE POLICY "portal_select" ON "condicionante_comprovacoes" AS PERMISSIVE FOR SELECT TO "portal_user" USING (company_id = app_company_id() and lixeira_id is null and exists (select 1 from condicionantes c where c.id = condicionante_comprovacoes.condicionante_id));--> statement-breakpoint
CREATE POLICY "portal_insert" ON "condicionante_comprovacoes" AS PERMISSIVE FOR INSERT TO "portal_user" WITH CHECK (company_id = app_company_id() and lixeira_id is null and origem = 'portal'
        and status_comprovacao = 'em_analise' and created_by = current_setting('app.user_id', true)
        and exists (select 1 from condicionantes c where c.id = condicionante_comprovacoes.condicionante_id
          and c.status <> 'concluida')
        and (entrega_id is null or app_entrega_agendada(condicionante_id, entrega_id)));--> statement-breakpoint
CREATE POLICY "portal_select" ON "condicionantes" AS PERMISSIVE FOR SELECT TO "portal_user" USING (company_id = app_company_id() and lixeira_id is null and cliente_id = app_cliente_id());--> statement-breakpoint
CREATE POLICY "portal_select" ON "documentos" AS PERMISSIVE FOR SELECT TO "portal_user" USING (company_id = app_company_id() and lixeira_id is null and exists (select 1 from condicionante_comprovacoes p where p.id = documentos.comprovacao_id));--> statement-breakpoint
CREATE POLICY "portal_insert" ON "documentos" AS PERMISSIVE FOR INSERT TO "portal_user" WITH CHECK (company_id = app_company_id() and lixeira_id is null and relacionado_a = 'condicionante'
        and created_by = current_setting('app.user_id', true)
        and exists (select 1 from condicionante_comprovacoes p
          where p.id = documentos.comprovacao_id and p.condicionante_id = documentos.relacionado_id
            and p.origem = 'portal' and p.status_comprovacao = 'em_analise'
            and p.created_by = current_setting('app.user_id', true)));--> statement-breakpoint
CREATE POLICY "portal_select" ON "empresa_configuracoes" AS PERMISSIVE FOR SELECT TO "portal_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_select" ON "portal_convites" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "portal_convites" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_update" ON "portal_convites" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "portal_convites" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());
--> statement-breakpoint
-- Written by hand: drizzle cannot say SET NULL of one column. Purging a client leaves its portal
-- users with a 'cliente' role and no client, which admits nothing (http/actor.ts).
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_cliente_fk" FOREIGN KEY ("company_id", "cliente_id")
  REFERENCES "public"."clientes"("company_id", "id") ON DELETE SET NULL ("cliente_id");
--> statement-breakpoint
CREATE INDEX "profiles_cliente_idx" ON "profiles" USING btree ("cliente_id") WHERE "cliente_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" ADD CONSTRAINT "comprovacoes_origem_ck" CHECK ("origem" in ('equipe', 'portal'));
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO portal_user;
--> statement-breakpoint
GRANT SELECT ON "companies", "empresa_configuracoes", "clientes", "empreendimentos", "licencas", "licenca_tipos",
  "licenca_documentos", "condicionantes", "condicionante_comprovacoes", "documentos" TO portal_user;
--> statement-breakpoint
GRANT INSERT ON "condicionante_comprovacoes", "documentos" TO portal_user;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "portal_convites" TO app_user;
--> statement-breakpoint
-- A proof sent from the portal alerts the condition's responsible person, or the company's
-- admins when it has none, in the bell and in their next digest (item 'comprovacao', lead time 0).
-- In the database so that it is written with the proof or not at all, and so that the portal's
-- role needs no grant on the alerts.
CREATE FUNCTION app_alertar_comprovacao_portal() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  c record;
  alerta uuid;
BEGIN
  SELECT cd.licenca_id, cd.responsavel_id, coalesce(cd.nome, cd.descricao) AS titulo, cd.data_prazo,
         cl.nome AS cliente
    INTO c
    FROM condicionantes cd
    JOIN licencas l ON l.id = cd.licenca_id
    JOIN empreendimentos e ON e.id = l.empreendimento_id
    JOIN clientes cl ON cl.id = e.cliente_id
   WHERE cd.id = NEW.condicionante_id;
  INSERT INTO alertas (company_id, item_tipo, item_id, pai_id, prazo, marco, dia, titulo, contexto)
  VALUES (NEW.company_id, 'comprovacao', NEW.id, c.licenca_id, coalesce(c.data_prazo, NEW.data_entrega), 0,
          (now() AT TIME ZONE 'America/Sao_Paulo')::date, left(c.titulo, 500), c.cliente)
  RETURNING id INTO alerta;
  INSERT INTO alerta_destinatarios (alerta_id, company_id, user_id, email_pendente)
  SELECT alerta, NEW.company_id, p.id, p.alertas_email
    FROM profiles p
   WHERE p.company_id = NEW.company_id AND p.ativo AND p.cliente_id IS NULL
     AND (p.id = c.responsavel_id
          OR (c.responsavel_id IS NULL AND EXISTS (
                SELECT 1 FROM user_roles r WHERE r.user_id = p.id AND r.role = 'admin')));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER comprovacoes_alertar_portal AFTER INSERT ON "condicionante_comprovacoes"
  FOR EACH ROW WHEN (NEW.origem = 'portal') EXECUTE FUNCTION app_alertar_comprovacao_portal();
--> statement-breakpoint
-- Its FOR KEY SHARE needs UPDATE on the owner's table, which portal_user has not: checked as the
-- owner, on the company the row's own policy already bound.
ALTER FUNCTION documentos_owner_check() SECURITY DEFINER SET search_path = public;
--> statement-breakpoint
-- One proof from the portal awaiting review per obligation (a condition, or one of its scheduled
-- deliveries): a second 'Enviar comprovação', even at the same instant, is refused until the
-- consultancy decides the first.
CREATE UNIQUE INDEX "comprovacoes_portal_em_analise_uq" ON "condicionante_comprovacoes" ("condicionante_id", "entrega_id")
  NULLS NOT DISTINCT WHERE "origem" = 'portal' AND "status_comprovacao" = 'em_analise' AND "lixeira_id" IS NULL;
--> statement-breakpoint
-- The client carried by licences and conditions for the portal (decision 044), kept here from the
-- parent and never by the app: a licence takes its project's client, a condition its licence's;
-- a project moved to another client moves its licences, which move their conditions. As the
-- owner, so the wall's policies (a company's rows only, by construction) do not hide the parent.
CREATE FUNCTION app_cliente_do_pai() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_TABLE_NAME = 'licencas' THEN
    NEW.cliente_id := (SELECT cliente_id FROM empreendimentos WHERE id = NEW.empreendimento_id);
  ELSE
    NEW.cliente_id := (SELECT cliente_id FROM licencas WHERE id = NEW.licenca_id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER licencas_cliente BEFORE INSERT OR UPDATE OF empreendimento_id, cliente_id ON "licencas"
  FOR EACH ROW EXECUTE FUNCTION app_cliente_do_pai();
--> statement-breakpoint
CREATE TRIGGER condicionantes_cliente BEFORE INSERT OR UPDATE OF licenca_id, cliente_id ON "condicionantes"
  FOR EACH ROW EXECUTE FUNCTION app_cliente_do_pai();
--> statement-breakpoint
CREATE FUNCTION app_cliente_aos_filhos() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_TABLE_NAME = 'empreendimentos' THEN
    UPDATE licencas SET cliente_id = NEW.cliente_id WHERE empreendimento_id = NEW.id;
  ELSE
    UPDATE condicionantes SET cliente_id = NEW.cliente_id WHERE licenca_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER empreendimentos_cliente_aos_filhos AFTER UPDATE OF cliente_id ON "empreendimentos"
  FOR EACH ROW WHEN (OLD.cliente_id IS DISTINCT FROM NEW.cliente_id) EXECUTE FUNCTION app_cliente_aos_filhos();
--> statement-breakpoint
CREATE TRIGGER licencas_cliente_aos_filhos AFTER UPDATE OF cliente_id ON "licencas"
  FOR EACH ROW WHEN (OLD.cliente_id IS DISTINCT FROM NEW.cliente_id) EXECUTE FUNCTION app_cliente_aos_filhos();
--> statement-breakpoint
-- The audit trail leaves a licence's and a condition's carried client out, as it leaves out the
-- deliveries' summary: kept by a trigger, not a change anyone made. Otherwise as in migration 0014.
CREATE OR REPLACE FUNCTION registrar_historico() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  -- A project's client is its own field; a licence's or a condition's is carried from it.
  mantidos text[] := CASE WHEN TG_TABLE_NAME IN ('licencas', 'condicionantes')
    THEN ARRAY['entregas_abertas', 'proxima_entrega', 'proximo_prazo', 'cliente_id'] ELSE ARRAY['entregas_abertas', 'proxima_entrega'] END;
  antes jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) - mantidos END;
  depois jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) - mantidos END;
  linha jsonb := coalesce(depois, antes);
  usuario text := nullif(current_setting('app.user_id', true), '');
  mudancas jsonb;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(jsonb_object_agg(n.key, jsonb_build_array(o.value, n.value)), '{}'::jsonb) INTO mudancas
    FROM jsonb_each(depois) n JOIN jsonb_each(antes) o USING (key)
    WHERE n.value IS DISTINCT FROM o.value AND n.key <> 'updated_at';
    -- An update that changes nothing writes nothing.
    IF mudancas = '{}'::jsonb THEN RETURN NULL; END IF;
  ELSE
    SELECT coalesce(jsonb_object_agg(key, CASE WHEN TG_OP = 'INSERT' THEN jsonb_build_array(NULL, value)
                                               ELSE jsonb_build_array(value, NULL) END), '{}'::jsonb) INTO mudancas
    FROM jsonb_each(linha)
    WHERE value <> 'null'::jsonb AND key NOT IN ('id', 'company_id', 'created_at', 'updated_at');
  END IF;
  INSERT INTO historico (company_id, tabela, registro_id, dono_id, acao, usuario_id, ator, alteracoes)
  VALUES ((linha->>'company_id')::uuid, TG_TABLE_NAME, (linha->>'id')::uuid,
          CASE WHEN TG_NARGS > 0 THEN (linha->>TG_ARGV[0])::uuid END,
          lower(TG_OP), usuario, CASE WHEN usuario IS NULL THEN 'sistema' ELSE 'usuario' END, mudancas);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The rows that exist: each licence its project's client, each condition its licence's. Their
-- BEFORE triggers above compute it (the SET only names the column).
UPDATE "licencas" SET "cliente_id" = NULL;
--> statement-breakpoint
UPDATE "condicionantes" SET "cliente_id" = NULL;
