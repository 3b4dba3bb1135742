ALTER TABLE "condicionante_comprovacoes" ADD COLUMN "responsavel_id" text;--> statement-breakpoint
CREATE INDEX "comprovacoes_agendadas_responsavel_idx" ON "condicionante_comprovacoes" USING btree ("company_id","responsavel_id","data_entrega","condicionante_id","id") WHERE "condicionante_comprovacoes"."status_comprovacao" = 'agendada';--> statement-breakpoint
CREATE INDEX "condicionantes_responsavel_obrigacoes_idx" ON "condicionantes" USING btree ("company_id","responsavel_id","data_prazo","id") WHERE "condicionantes"."status" <> 'concluida' and "condicionantes"."entregas_abertas" = 0;--> statement-breakpoint
CREATE INDEX "condicionantes_responsavel_concluidas_idx" ON "condicionantes" USING btree ("company_id","responsavel_id","data_entrega" DESC NULLS LAST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "condicionantes"."status" = 'concluida';--> statement-breakpoint
-- The audit trail leaves a proof's carried responsible person out, as it leaves out what else a
-- trigger keeps (decision 072). Otherwise as in migration 0026.
CREATE OR REPLACE FUNCTION registrar_historico() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  -- A project's client is its own field; a licence's or a condition's is carried from it, as is a
  -- condition's folded search text (decision 066) and a proof's responsible person (decision 072).
  mantidos text[] := CASE
    WHEN TG_TABLE_NAME IN ('licencas', 'condicionantes')
      THEN ARRAY['entregas_abertas', 'proxima_entrega', 'proximo_prazo', 'cliente_id', 'busca']
    WHEN TG_TABLE_NAME = 'condicionante_comprovacoes' THEN ARRAY['responsavel_id']
    ELSE ARRAY['entregas_abertas', 'proxima_entrega'] END;
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
-- The proofs that exist take their condition's person, in one statement; the audit trail, the
-- deliveries' summary and the tallies have nothing to see in it.
ALTER TABLE "condicionante_comprovacoes" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "condicionante_comprovacoes" p SET "responsavel_id" = c."responsavel_id"
  FROM "condicionantes" c WHERE c."id" = p."condicionante_id" AND c."responsavel_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" ENABLE TRIGGER USER;
--> statement-breakpoint
-- A proof carries its condition's responsible person, kept here and never by the app: set on
-- insert (and recomputed if anyone writes it), and moved with the condition's. As the owner, so
-- that the wall's policies never hide the condition (a portal user's proof, a sweep's).
CREATE FUNCTION app_responsavel_da_condicionante() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  NEW.responsavel_id := (SELECT responsavel_id FROM condicionantes WHERE id = NEW.condicionante_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER comprovacoes_responsavel BEFORE INSERT OR UPDATE OF condicionante_id, responsavel_id
  ON "condicionante_comprovacoes" FOR EACH ROW EXECUTE FUNCTION app_responsavel_da_condicionante();
--> statement-breakpoint
CREATE FUNCTION app_responsavel_as_comprovacoes() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  UPDATE condicionante_comprovacoes SET responsavel_id = NEW.responsavel_id
   WHERE condicionante_id = NEW.id AND responsavel_id IS DISTINCT FROM NEW.responsavel_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Also when the person's account goes: the condition's key sets it to null, an update like any other.
CREATE TRIGGER condicionantes_responsavel_as_comprovacoes AFTER UPDATE OF responsavel_id ON "condicionantes"
  FOR EACH ROW WHEN (OLD.responsavel_id IS DISTINCT FROM NEW.responsavel_id)
  EXECUTE FUNCTION app_responsavel_as_comprovacoes();
