CREATE TABLE "licencas_por_dia" (
	"company_id" uuid NOT NULL,
	"situacao" text NOT NULL,
	"data" date,
	"total" bigint NOT NULL,
	CONSTRAINT "licencas_por_dia_uq" UNIQUE NULLS NOT DISTINCT("company_id","situacao","data")
);
--> statement-breakpoint
ALTER TABLE "licencas_por_dia" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "licencas_por_dia_novas" (
	"company_id" uuid NOT NULL,
	"situacao" text NOT NULL,
	"data" date,
	"total" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licencas_por_dia_novas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "licencas_por_dia" ADD CONSTRAINT "licencas_por_dia_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licencas_por_dia_novas" ADD CONSTRAINT "licencas_por_dia_novas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licencas_por_dia_novas_company_idx" ON "licencas_por_dia_novas" USING btree ("company_id");--> statement-breakpoint
CREATE POLICY "tenant_select" ON "licencas_por_dia" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "licencas_por_dia" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_update" ON "licencas_por_dia" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "licencas_por_dia" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_select" ON "licencas_por_dia_novas" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "licencas_por_dia_novas" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_update" ON "licencas_por_dia_novas" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "licencas_por_dia_novas" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
-- Written by hand (decision 039), as migration 0014 keeps the obligations' tally. Requests only
-- read; the triggers append as the tally's owner and app_compactar_licencas folds in.
GRANT SELECT ON "licencas_por_dia", "licencas_por_dia_novas" TO app_user;--> statement-breakpoint
-- renovacaoSituacao of shared/rules/licenca-status.ts, with 'livre' for a licence not in renewal;
-- 120 is PRAZO_LEGAL_RENOVACAO_DIAS (a test compares the tally with the status rule).
CREATE FUNCTION app_licenca_situacao(em_renovacao boolean, protocolo date, validade date) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN NOT em_renovacao THEN 'livre'
    WHEN protocolo IS NULL OR validade IS NULL THEN 'sem_protocolo'
    WHEN protocolo <= validade - 120 THEN 'no_prazo'
    ELSE 'fora_do_prazo' END
$$;--> statement-breakpoint
-- A licence out of the bin counts once, on its expiry day, under its renewal situation: a
-- statement's change is what its new rows count minus what its old rows counted.
CREATE FUNCTION app_contar_licencas_por_dia() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  linhas text := CASE TG_OP
    WHEN 'INSERT' THEN 'select n.*, 1 as sinal from novas n'
    WHEN 'DELETE' THEN 'select a.*, -1 as sinal from antigas a'
    ELSE 'select n.*, 1 as sinal from novas n union all select a.*, -1 from antigas a' END;
BEGIN
  EXECUTE 'with l as (' || linhas || $q$)
    insert into licencas_por_dia_novas (company_id, situacao, data, total)
    select company_id, app_licenca_situacao(em_renovacao, protocolo_renovacao_data, validade_date), validade_date, sum(sinal)
    from l where lixeira_id is null
    group by 1, 2, 3 having sum(sinal) <> 0$q$;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER licencas_por_dia_insert AFTER INSERT ON "licencas" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION app_contar_licencas_por_dia();--> statement-breakpoint
CREATE TRIGGER licencas_por_dia_update AFTER UPDATE ON "licencas" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION app_contar_licencas_por_dia();--> statement-breakpoint
CREATE TRIGGER licencas_por_dia_delete AFTER DELETE ON "licencas" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION app_contar_licencas_por_dia();--> statement-breakpoint
-- As app_compactar_obrigacoes; the same job runs both.
CREATE FUNCTION app_compactar_licencas() RETURNS void LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
  with novas as (delete from licencas_por_dia_novas returning company_id, situacao, data, total)
  insert into licencas_por_dia as o (company_id, situacao, data, total)
    select company_id, situacao, data, sum(total) from novas group by 1, 2, 3 order by 1, 2, 3
  on conflict (company_id, situacao, data) do update set total = o.total + excluded.total;
$$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION app_compactar_licencas() FROM PUBLIC;--> statement-breakpoint
-- Every counter computed afresh: what app_recontar_linhas did until now, then this tally.
ALTER FUNCTION app_recontar_linhas() RENAME TO app_recontar_contagens_e_obrigacoes;--> statement-breakpoint
CREATE FUNCTION app_recontar_linhas() RETURNS void LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
  SELECT app_recontar_contagens_e_obrigacoes();
  DELETE FROM licencas_por_dia_novas;
  DELETE FROM licencas_por_dia;
  INSERT INTO licencas_por_dia (company_id, situacao, data, total)
    SELECT company_id, app_licenca_situacao(em_renovacao, protocolo_renovacao_data, validade_date), validade_date, count(*)
    FROM licencas WHERE lixeira_id IS NULL GROUP BY 1, 2, 3;
$$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION app_recontar_linhas() FROM PUBLIC;--> statement-breakpoint
SELECT app_recontar_linhas();
