CREATE TABLE "calendario_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"escopo" text DEFAULT 'empresa' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendario_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "historico" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"tabela" text NOT NULL,
	"registro_id" uuid NOT NULL,
	"dono_id" uuid,
	"acao" text NOT NULL,
	"usuario_id" text,
	"ator" text NOT NULL,
	"alteracoes" jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "historico" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "calendario_feeds" ADD CONSTRAINT "calendario_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico" ADD CONSTRAINT "historico_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "historico_registro_idx" ON "historico" USING btree ("company_id","registro_id","criado_em");--> statement-breakpoint
CREATE INDEX "historico_dono_idx" ON "historico" USING btree ("company_id","dono_id","criado_em") WHERE "historico"."dono_id" is not null;--> statement-breakpoint
CREATE POLICY "tenant_select" ON "historico" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
-- The audit trail (issue 17): every insert, update and delete of a business record writes one
-- row, in the writer's transaction. SECURITY DEFINER: the tenant role may not insert into
-- historico itself (it only selects its company's rows), but its writes are recorded. The acting
-- user is the tenant transaction's app.user_id; none means the system path ('sistema').
-- TG_ARGV[0], when given, names the column holding the record the row shows under on screen.
CREATE OR REPLACE FUNCTION registrar_historico() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  antes jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  depois jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
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
CREATE TRIGGER historico AFTER INSERT OR UPDATE OR DELETE ON "clientes" FOR EACH ROW EXECUTE FUNCTION registrar_historico();
--> statement-breakpoint
CREATE TRIGGER historico AFTER INSERT OR UPDATE OR DELETE ON "empreendimentos" FOR EACH ROW EXECUTE FUNCTION registrar_historico('cliente_id');
--> statement-breakpoint
CREATE TRIGGER historico AFTER INSERT OR UPDATE OR DELETE ON "licencas" FOR EACH ROW EXECUTE FUNCTION registrar_historico('empreendimento_id');
--> statement-breakpoint
CREATE TRIGGER historico AFTER INSERT OR UPDATE OR DELETE ON "licenca_documentos" FOR EACH ROW EXECUTE FUNCTION registrar_historico('licenca_id');
--> statement-breakpoint
CREATE TRIGGER historico AFTER INSERT OR UPDATE OR DELETE ON "condicionantes" FOR EACH ROW EXECUTE FUNCTION registrar_historico('licenca_id');
--> statement-breakpoint
CREATE TRIGGER historico AFTER INSERT OR UPDATE OR DELETE ON "condicionante_comprovacoes" FOR EACH ROW EXECUTE FUNCTION registrar_historico('condicionante_id');
--> statement-breakpoint
CREATE TRIGGER historico AFTER INSERT OR UPDATE OR DELETE ON "documentos" FOR EACH ROW EXECUTE FUNCTION registrar_historico('relacionado_id');
--> statement-breakpoint
CREATE TRIGGER historico AFTER INSERT OR UPDATE OR DELETE ON "checklists" FOR EACH ROW EXECUTE FUNCTION registrar_historico('empreendimento_id');
--> statement-breakpoint
CREATE TRIGGER historico AFTER INSERT OR UPDATE OR DELETE ON "checklist_itens" FOR EACH ROW EXECUTE FUNCTION registrar_historico('checklist_id');
--> statement-breakpoint
CREATE TRIGGER historico AFTER INSERT OR UPDATE OR DELETE ON "atividades_cronograma" FOR EACH ROW EXECUTE FUNCTION registrar_historico('empreendimento_id');
--> statement-breakpoint
-- Read only: no insert, update or delete for the tenant role, whatever a route would try.
GRANT SELECT ON "historico" TO app_user;
