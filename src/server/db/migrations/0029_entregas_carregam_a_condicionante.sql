ALTER TABLE "condicionante_comprovacoes" ADD COLUMN "busca" text;--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" ADD COLUMN "condicionante_aprovada" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The audit trail leaves out what a proof carries from its condition (decision 074). Otherwise as
-- in migration 0028.
CREATE OR REPLACE FUNCTION registrar_historico() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  -- A project's client is its own field; a licence's or a condition's is carried from it, as is a
  -- condition's folded search text (decision 066), and a proof's condition's person, text and
  -- approval (decisions 073, 074).
  mantidos text[] := CASE
    WHEN TG_TABLE_NAME IN ('licencas', 'condicionantes')
      THEN ARRAY['entregas_abertas', 'proxima_entrega', 'proximo_prazo', 'cliente_id', 'busca']
    WHEN TG_TABLE_NAME = 'condicionante_comprovacoes' THEN ARRAY['responsavel_id', 'busca', 'condicionante_aprovada']
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
-- The proofs that exist take their condition's text and approval, in one statement; the audit
-- trail, the deliveries' summary and the tallies have nothing to see in it.
ALTER TABLE "condicionante_comprovacoes" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "condicionante_comprovacoes" p SET "busca" = c."busca", "condicionante_aprovada" = c."aprovada"
  FROM "condicionantes" c WHERE c."id" = p."condicionante_id";
--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" ENABLE TRIGGER USER;
--> statement-breakpoint
-- One pair of triggers carries all three (person, text, approval): the proof takes them when it is
-- written, and the condition hands them on when any of them changes — its text also when a
-- trigger recomputes it (a renamed client, licence or project), hence no column list. As the
-- owner, so that the wall's policies never hide the condition (a portal user's proof, a sweep's).
DROP TRIGGER comprovacoes_responsavel ON "condicionante_comprovacoes";
--> statement-breakpoint
DROP TRIGGER condicionantes_responsavel_as_comprovacoes ON "condicionantes";
--> statement-breakpoint
DROP FUNCTION app_responsavel_da_condicionante();
--> statement-breakpoint
DROP FUNCTION app_responsavel_as_comprovacoes();
--> statement-breakpoint
CREATE FUNCTION app_comprovacao_da_condicionante() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  aprovada boolean;
BEGIN
  SELECT c.responsavel_id, c.busca, c.aprovada INTO NEW.responsavel_id, NEW.busca, aprovada
    FROM condicionantes c WHERE c.id = NEW.condicionante_id;
  -- No condition: the foreign key refuses the row after this, with its own error.
  NEW.condicionante_aprovada := coalesce(aprovada, false);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER comprovacoes_da_condicionante
  BEFORE INSERT OR UPDATE OF condicionante_id, responsavel_id, busca, condicionante_aprovada
  ON "condicionante_comprovacoes" FOR EACH ROW EXECUTE FUNCTION app_comprovacao_da_condicionante();
--> statement-breakpoint
CREATE FUNCTION app_condicionante_as_comprovacoes() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  UPDATE condicionante_comprovacoes
     SET responsavel_id = NEW.responsavel_id, busca = NEW.busca, condicionante_aprovada = NEW.aprovada
   WHERE condicionante_id = NEW.id
     AND (responsavel_id, busca, condicionante_aprovada) IS DISTINCT FROM (NEW.responsavel_id, NEW.busca, NEW.aprovada);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Also when the person's account goes: the condition's key sets it to null, an update like any other.
CREATE TRIGGER condicionantes_as_comprovacoes AFTER UPDATE ON "condicionantes" FOR EACH ROW
  WHEN (OLD.responsavel_id IS DISTINCT FROM NEW.responsavel_id OR OLD.busca IS DISTINCT FROM NEW.busca
        OR OLD.aprovada IS DISTINCT FROM NEW.aprovada)
  EXECUTE FUNCTION app_condicionante_as_comprovacoes();
