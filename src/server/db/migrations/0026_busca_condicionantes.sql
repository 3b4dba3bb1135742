ALTER TABLE "condicionantes" ADD COLUMN "busca" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Written by hand (decision 066). The conditions screen's text search matches the condition's
-- name and description, its licence's number, its project's and its client's names: folded per
-- row over five columns of four joined tables it took seconds on a large company. The folded text
-- is kept here in one column, from the condition and its parents, never by the app: a condition
-- computes it when written or moved to another licence; a licence renumbered or moved, a project
-- renamed or moved, a client renamed, have their conditions recompute theirs (by touching the
-- column, which fires the condition's own trigger). As the owner, like app_cliente_do_pai (0019),
-- so the wall's policies do not hide the parents.
CREATE FUNCTION app_condicionante_busca() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  NEW.busca := coalesce((
    SELECT app_fold(concat_ws(' ', NEW.nome, NEW.descricao, l.numero, e.nome, c.nome))
    FROM licencas l JOIN empreendimentos e ON e.id = l.empreendimento_id JOIN clientes c ON c.id = e.cliente_id
    WHERE l.id = NEW.licenca_id), app_fold(concat_ws(' ', NEW.nome, NEW.descricao)));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER condicionantes_busca BEFORE INSERT OR UPDATE OF nome, descricao, licenca_id, busca ON "condicionantes"
  FOR EACH ROW EXECUTE FUNCTION app_condicionante_busca();
--> statement-breakpoint
CREATE FUNCTION app_condicionantes_buscam_de_novo() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_TABLE_NAME = 'licencas' THEN
    UPDATE condicionantes SET busca = '' WHERE licenca_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'empreendimentos' THEN
    UPDATE condicionantes SET busca = '' WHERE licenca_id IN (SELECT id FROM licencas WHERE empreendimento_id = NEW.id);
  ELSE
    UPDATE condicionantes SET busca = '' WHERE licenca_id IN (
      SELECT l.id FROM empreendimentos e JOIN licencas l ON l.empreendimento_id = e.id WHERE e.cliente_id = NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER licencas_condicionantes_busca AFTER UPDATE OF numero, empreendimento_id ON "licencas" FOR EACH ROW
  WHEN (OLD.numero IS DISTINCT FROM NEW.numero OR OLD.empreendimento_id IS DISTINCT FROM NEW.empreendimento_id)
  EXECUTE FUNCTION app_condicionantes_buscam_de_novo();
--> statement-breakpoint
CREATE TRIGGER empreendimentos_condicionantes_busca AFTER UPDATE OF nome, cliente_id ON "empreendimentos" FOR EACH ROW
  WHEN (OLD.nome IS DISTINCT FROM NEW.nome OR OLD.cliente_id IS DISTINCT FROM NEW.cliente_id)
  EXECUTE FUNCTION app_condicionantes_buscam_de_novo();
--> statement-breakpoint
CREATE TRIGGER clientes_condicionantes_busca AFTER UPDATE OF nome ON "clientes" FOR EACH ROW
  WHEN (OLD.nome IS DISTINCT FROM NEW.nome)
  EXECUTE FUNCTION app_condicionantes_buscam_de_novo();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registrar_historico() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  -- A project's client is its own field; a licence's or a condition's is carried from it, as is a
  -- condition's folded search text (decision 066).
  mantidos text[] := CASE WHEN TG_TABLE_NAME IN ('licencas', 'condicionantes')
    THEN ARRAY['entregas_abertas', 'proxima_entrega', 'proximo_prazo', 'cliente_id', 'busca'] ELSE ARRAY['entregas_abertas', 'proxima_entrega'] END;
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
-- The existing conditions' text, in one statement; the audit trail and the tallies have nothing to
-- see in it (the column is left out of the one, read by none of the others).
ALTER TABLE "condicionantes" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE condicionantes k SET busca = app_fold(concat_ws(' ', k.nome, k.descricao, l.numero, e.nome, c.nome))
FROM licencas l JOIN empreendimentos e ON e.id = l.empreendimento_id JOIN clientes c ON c.id = e.cliente_id
WHERE l.id = k.licenca_id;
--> statement-breakpoint
ALTER TABLE "condicionantes" ENABLE TRIGGER USER;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX condicionantes_busca_trgm ON condicionantes USING gin (busca gin_trgm_ops);
  END IF;
END
$$;
--> statement-breakpoint
-- The conditions screen's search counted up to a cap (condicionantes/busca.ts): the current
-- company's conditions out of the bin whose text matches, stopping at `teto`; their ids when
-- fewer match, else NULL. SECURITY DEFINER for the trigram index (LIKE is not leakproof, so the
-- wall's policies keep app_user off it), applying the wall itself, as app_contar_licencas (0015);
-- no JIT, whose compiling cost more than the query.
CREATE FUNCTION app_buscar_condicionantes(padrao text, teto int) RETURNS uuid[]
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public SET jit = off AS $$
  SELECT CASE WHEN count(*) < teto THEN coalesce(array_agg(s.id), '{}') END FROM (
    SELECT k.id FROM condicionantes k
    WHERE k.busca LIKE padrao AND k.company_id = app_company_id() AND k.lixeira_id IS NULL
    LIMIT teto
  ) s
$$;
