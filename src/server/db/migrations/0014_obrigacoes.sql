CREATE TABLE "obrigacoes_por_dia" (
	"company_id" uuid NOT NULL,
	"situacao" text NOT NULL,
	"data" date,
	"total" bigint NOT NULL,
	CONSTRAINT "obrigacoes_por_dia_uq" UNIQUE NULLS NOT DISTINCT("company_id","situacao","data")
);
--> statement-breakpoint
ALTER TABLE "obrigacoes_por_dia" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "obrigacoes_por_dia_novas" (
	"company_id" uuid NOT NULL,
	"situacao" text NOT NULL,
	"data" date,
	"total" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "obrigacoes_por_dia_novas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "comprovacoes_agendadas_company_data_idx";--> statement-breakpoint
ALTER TABLE "condicionantes" ADD COLUMN "entregas_abertas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "condicionantes" ADD COLUMN "proxima_entrega" date;--> statement-breakpoint
ALTER TABLE "obrigacoes_por_dia" ADD CONSTRAINT "obrigacoes_por_dia_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obrigacoes_por_dia_novas" ADD CONSTRAINT "obrigacoes_por_dia_novas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "obrigacoes_por_dia_novas_company_idx" ON "obrigacoes_por_dia_novas" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "condicionantes_obrigacoes_idx" ON "condicionantes" USING btree ("company_id","data_prazo","id") WHERE "condicionantes"."status" <> 'concluida' and "condicionantes"."entregas_abertas" = 0;--> statement-breakpoint
CREATE INDEX "condicionantes_minhas_idx" ON "condicionantes" USING btree ("company_id","responsavel_id",coalesce("proxima_entrega", "data_prazo"),"id") WHERE "condicionantes"."status" <> 'concluida' and not "condicionantes"."aprovada";--> statement-breakpoint
CREATE INDEX "comprovacoes_agendadas_company_data_idx" ON "condicionante_comprovacoes" USING btree ("company_id","data_entrega","condicionante_id","id") WHERE "condicionante_comprovacoes"."status_comprovacao" = 'agendada';--> statement-breakpoint
CREATE POLICY "tenant_select" ON "obrigacoes_por_dia" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "obrigacoes_por_dia" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_update" ON "obrigacoes_por_dia" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "obrigacoes_por_dia" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_select" ON "obrigacoes_por_dia_novas" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "obrigacoes_por_dia_novas" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_update" ON "obrigacoes_por_dia_novas" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "obrigacoes_por_dia_novas" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
-- Written by hand (decision 035). Requests only read the tally; the triggers below append to
-- obrigacoes_por_dia_novas as its owner, and app_compactar_obrigacoes folds those rows in.
GRANT SELECT ON "obrigacoes_por_dia", "obrigacoes_por_dia_novas" TO app_user;--> statement-breakpoint
-- The audit trail leaves out entregas_abertas and proxima_entrega: they sum up the deliveries,
-- kept by a trigger, not a change anyone made to the condition. Otherwise as in migration 0012.
CREATE OR REPLACE FUNCTION registrar_historico() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  antes jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) - 'entregas_abertas' - 'proxima_entrega' END;
  depois jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) - 'entregas_abertas' - 'proxima_entrega' END;
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
-- The obligations of decision 013, each a pure function of one row, so that a statement's change
-- is what its new rows count minus what its old rows counted:
--   a condition out of the bin with no open delivery: 'concluida' if concluded, else 'aberta' on
--   its deadline; a delivery out of the bin still 'agendada': 'aberta' on its date.
-- A delivery's change also recounts its condition's entregas_abertas and proxima_entrega, whose
-- own trigger then moves the condition in or out of the tally. Appending (never updating) keeps writers of one
-- company from waiting on each other or deadlocking on a shared counter row.
CREATE FUNCTION app_contar_obrigacoes() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  -- Each event names only the transition tables it has; dynamic SQL lets one text serve all.
  linhas text := CASE TG_OP
    WHEN 'INSERT' THEN 'select n.*, 1 as sinal from novas n'
    WHEN 'DELETE' THEN 'select a.*, -1 as sinal from antigas a'
    ELSE 'select n.*, 1 as sinal from novas n union all select a.*, -1 from antigas a' END;
BEGIN
  IF TG_TABLE_NAME = 'condicionantes' THEN
    EXECUTE 'with l as (' || linhas || $q$)
      insert into obrigacoes_por_dia_novas (company_id, situacao, data, total)
      select company_id, s.situacao, case when s.situacao = 'aberta' then data_prazo end, sum(sinal)
      from l, lateral (select case when status = 'concluida' then 'concluida' else 'aberta' end as situacao) s
      where lixeira_id is null and entregas_abertas = 0
      group by 1, 2, 3 having sum(sinal) <> 0$q$;
  ELSE
    EXECUTE 'with l as (' || linhas || $q$)
      insert into obrigacoes_por_dia_novas (company_id, situacao, data, total)
      select company_id, 'aberta', data_entrega, sum(sinal) from l
      where lixeira_id is null and status_comprovacao = 'agendada'
      group by 1, 3 having sum(sinal) <> 0$q$;
    EXECUTE 'with l as (' || linhas || $q$), tocadas as (select distinct condicionante_id as id from l)
      update condicionantes c set entregas_abertas = a.n, proxima_entrega = a.proxima
      from tocadas t, lateral (
        select count(*)::int as n, min(e.data_entrega) as proxima from condicionante_comprovacoes e
        where e.condicionante_id = t.id and e.status_comprovacao = 'agendada' and e.lixeira_id is null
      ) a
      where c.id = t.id and (c.entregas_abertas, c.proxima_entrega) is distinct from (a.n, a.proxima)$q$;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER condicionantes_obrigacoes_insert AFTER INSERT ON "condicionantes" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION app_contar_obrigacoes();--> statement-breakpoint
CREATE TRIGGER condicionantes_obrigacoes_update AFTER UPDATE ON "condicionantes" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION app_contar_obrigacoes();--> statement-breakpoint
CREATE TRIGGER condicionantes_obrigacoes_delete AFTER DELETE ON "condicionantes" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION app_contar_obrigacoes();--> statement-breakpoint
CREATE TRIGGER comprovacoes_obrigacoes_insert AFTER INSERT ON "condicionante_comprovacoes" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION app_contar_obrigacoes();--> statement-breakpoint
CREATE TRIGGER comprovacoes_obrigacoes_update AFTER UPDATE ON "condicionante_comprovacoes" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION app_contar_obrigacoes();--> statement-breakpoint
CREATE TRIGGER comprovacoes_obrigacoes_delete AFTER DELETE ON "condicionante_comprovacoes" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION app_contar_obrigacoes();--> statement-breakpoint
-- Folds the appended changes into one row per company, situation and day (the compaction job,
-- every minute). Rows appended meanwhile are not in its snapshot and wait for the next run; two
-- runs at once cannot fold a row twice (the second's DELETE skips what the first removed).
CREATE FUNCTION app_compactar_obrigacoes() RETURNS void LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
  with novas as (delete from obrigacoes_por_dia_novas returning company_id, situacao, data, total)
  insert into obrigacoes_por_dia as o (company_id, situacao, data, total)
    select company_id, situacao, data, sum(total) from novas group by 1, 2, 3 order by 1, 2, 3
  on conflict (company_id, situacao, data) do update set total = o.total + excluded.total;
$$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION app_compactar_obrigacoes() FROM PUBLIC;--> statement-breakpoint
-- Every counter computed afresh (see migration 0013), now with each condition's open deliveries,
-- its next one, and the obligations' tally.
CREATE OR REPLACE FUNCTION app_recontar_linhas() RETURNS void LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
  UPDATE empresa_contagens SET total = 0;
  INSERT INTO empresa_contagens (company_id, tabela, total)
    SELECT company_id, 'clientes', count(*) FILTER (WHERE lixeira_id IS NULL) FROM clientes GROUP BY company_id
    UNION ALL
    SELECT company_id, 'empreendimentos', count(*) FILTER (WHERE lixeira_id IS NULL) FROM empreendimentos GROUP BY company_id
    UNION ALL
    SELECT company_id, 'licencas', count(*) FILTER (WHERE lixeira_id IS NULL) FROM licencas GROUP BY company_id
  ON CONFLICT (company_id, tabela) DO UPDATE SET total = excluded.total;
  UPDATE condicionantes c SET entregas_abertas = coalesce(e.abertas, 0), proxima_entrega = e.proxima
    FROM condicionantes c2 LEFT JOIN (
      SELECT condicionante_id, count(*) AS abertas, min(data_entrega) AS proxima FROM condicionante_comprovacoes
      WHERE status_comprovacao = 'agendada' AND lixeira_id IS NULL GROUP BY 1
    ) e ON e.condicionante_id = c2.id
    WHERE c.id = c2.id AND (c.entregas_abertas, c.proxima_entrega) IS DISTINCT FROM (coalesce(e.abertas, 0), e.proxima);
  DELETE FROM obrigacoes_por_dia_novas;
  DELETE FROM obrigacoes_por_dia;
  INSERT INTO obrigacoes_por_dia (company_id, situacao, data, total)
    SELECT company_id, situacao, data, count(*) FROM (
      SELECT company_id, CASE WHEN status = 'concluida' THEN 'concluida' ELSE 'aberta' END AS situacao,
             CASE WHEN status = 'concluida' THEN NULL ELSE data_prazo END AS data
        FROM condicionantes WHERE lixeira_id IS NULL AND entregas_abertas = 0
      UNION ALL
      SELECT company_id, 'aberta', data_entrega FROM condicionante_comprovacoes
        WHERE lixeira_id IS NULL AND status_comprovacao = 'agendada'
    ) o GROUP BY 1, 2, 3;
$$;--> statement-breakpoint
SELECT app_recontar_linhas();
