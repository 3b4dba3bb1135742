CREATE TABLE "empresa_contagens" (
	"company_id" uuid NOT NULL,
	"tabela" text NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "empresa_contagens_company_id_tabela_pk" PRIMARY KEY("company_id","tabela")
);
--> statement-breakpoint
ALTER TABLE "empresa_contagens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "licencas_company_created_idx";--> statement-breakpoint
DROP INDEX "licencas_company_validade_idx";--> statement-breakpoint
ALTER TABLE "empresa_contagens" ADD CONSTRAINT "empresa_contagens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "condicionantes_concluidas_idx" ON "condicionantes" USING btree ("company_id","data_entrega" DESC NULLS LAST,"updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "condicionantes"."status" = 'concluida';--> statement-breakpoint
CREATE POLICY "tenant_select" ON "empresa_contagens" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "empresa_contagens" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_update" ON "empresa_contagens" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "empresa_contagens" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
-- Written by hand (decision 034). The fold of shared/rules/search.ts (foldText) as one immutable
-- function: queries search through it and the trigram indexes below are built over it, so both
-- use the same expression and the planner can match them. Not STRICT, so that it is inlined.
CREATE FUNCTION app_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN lower(translate(value, 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny'));--> statement-breakpoint
-- The list's order, its last page read backwards, the export's keyset and the company's count:
-- lixeira_id is included because the tenant wall's policy reads it, so the count is index-only.
CREATE INDEX "licencas_company_created_idx" ON "licencas" ("company_id","created_at","id") INCLUDE ("lixeira_id");--> statement-breakpoint
-- The status filters and the dashboard's and calendar's date ranges, index-only for counts.
CREATE INDEX "licencas_company_validade_idx" ON "licencas" ("company_id","validade_date") INCLUDE ("lixeira_id","em_renovacao","protocolo_renovacao_data");--> statement-breakpoint
-- Text search served by trigram indexes where pg_trgm exists (PostgreSQL's contrib, PGlite's
-- bundled extension); without it the same queries run, unindexed.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX licencas_busca_trgm ON licencas USING gin (app_fold(numero || ' ' || orgao || ' ' || tipo) gin_trgm_ops);
    CREATE INDEX empreendimentos_nome_trgm ON empreendimentos USING gin (app_fold(nome) gin_trgm_ops);
    CREATE INDEX clientes_nome_trgm ON clientes USING gin (app_fold(nome) gin_trgm_ops);
  END IF;
END
$$;--> statement-breakpoint
-- The licence list's text search (licencas.service.ts): the ids of the current company's licences
-- whose number, agency, type code or name, project or client contains the folded pattern.
-- SECURITY DEFINER because LIKE is not leakproof: under the tenant wall's policies the planner
-- may not use it as an index condition, and every search would fold the whole company row by
-- row. It applies the wall itself (app_company_id(), out of the bin), as the policies would.
CREATE FUNCTION app_buscar_licencas(padrao text, tipos text[]) RETURNS SETOF uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public ROWS 1000 AS $$
  with projetos as (
    select e.id from empreendimentos e
      where e.company_id = app_company_id() and e.lixeira_id is null and app_fold(e.nome) like padrao
    union
    select e.id from clientes c join empreendimentos e on e.cliente_id = c.id
      where c.company_id = app_company_id() and c.lixeira_id is null and e.lixeira_id is null
        and app_fold(c.nome) like padrao
  ), codigos as (
    select tipos || array(select t.codigo from licenca_tipos t
      where t.company_id = app_company_id() and app_fold(t.nome) like padrao) as lista
  )
  select l.id from licencas l where l.company_id = app_company_id() and l.lixeira_id is null
    and app_fold(l.numero || ' ' || l.orgao || ' ' || l.tipo) like padrao
  union
  select l.id from codigos, licencas l where cardinality(codigos.lista) > 0
    and l.company_id = app_company_id() and l.lixeira_id is null and l.tipo = any(codigos.lista)
  union
  select l.id from licencas l where l.empreendimento_id in (select id from projetos)
    and l.company_id = app_company_id() and l.lixeira_id is null
$$;
--> statement-breakpoint
-- The companies' row counts (db/schema/contagens.ts): requests read them, only the triggers
-- below write them. Statement triggers with transition tables: an import of a thousand rows
-- updates a company's counter once, and rows in the bin do not count.
GRANT SELECT ON "empresa_contagens" TO app_user;--> statement-breakpoint
CREATE FUNCTION app_contar_linhas() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  -- Each branch names only the transition tables its event has. In company order, so two
  -- statements touching the same companies lock their counters alike.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO empresa_contagens AS c (company_id, tabela, total)
      SELECT company_id, TG_TABLE_NAME, count(*) FROM novas WHERE lixeira_id IS NULL
      GROUP BY company_id ORDER BY company_id
      ON CONFLICT (company_id, tabela) DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO empresa_contagens AS c (company_id, tabela, total)
      SELECT company_id, TG_TABLE_NAME, -count(*) FROM antigas WHERE lixeira_id IS NULL
      GROUP BY company_id ORDER BY company_id
      ON CONFLICT (company_id, tabela) DO UPDATE SET total = c.total + excluded.total;
  ELSE
    INSERT INTO empresa_contagens AS c (company_id, tabela, total)
      SELECT company_id, TG_TABLE_NAME, sum(delta) FROM (
        SELECT company_id, 1 AS delta FROM novas WHERE lixeira_id IS NULL
        UNION ALL SELECT company_id, -1 FROM antigas WHERE lixeira_id IS NULL
      ) d GROUP BY company_id HAVING sum(delta) <> 0 ORDER BY company_id
      ON CONFLICT (company_id, tabela) DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clientes_contar_insert AFTER INSERT ON "clientes" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION app_contar_linhas();--> statement-breakpoint
CREATE TRIGGER clientes_contar_update AFTER UPDATE ON "clientes" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION app_contar_linhas();--> statement-breakpoint
CREATE TRIGGER clientes_contar_delete AFTER DELETE ON "clientes" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION app_contar_linhas();--> statement-breakpoint
CREATE TRIGGER empreendimentos_contar_insert AFTER INSERT ON "empreendimentos" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION app_contar_linhas();--> statement-breakpoint
CREATE TRIGGER empreendimentos_contar_update AFTER UPDATE ON "empreendimentos" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION app_contar_linhas();--> statement-breakpoint
CREATE TRIGGER empreendimentos_contar_delete AFTER DELETE ON "empreendimentos" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION app_contar_linhas();--> statement-breakpoint
CREATE TRIGGER licencas_contar_insert AFTER INSERT ON "licencas" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION app_contar_linhas();--> statement-breakpoint
CREATE TRIGGER licencas_contar_update AFTER UPDATE ON "licencas" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION app_contar_linhas();--> statement-breakpoint
CREATE TRIGGER licencas_contar_delete AFTER DELETE ON "licencas" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION app_contar_linhas();--> statement-breakpoint
-- Every counter computed afresh: here for the rows already there, and for whoever loaded rows
-- with triggers off (the bench's seed) — the only way the counters can drift.
CREATE FUNCTION app_recontar_linhas() RETURNS void LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
  UPDATE empresa_contagens SET total = 0;
  INSERT INTO empresa_contagens (company_id, tabela, total)
    SELECT company_id, 'clientes', count(*) FILTER (WHERE lixeira_id IS NULL) FROM clientes GROUP BY company_id
    UNION ALL
    SELECT company_id, 'empreendimentos', count(*) FILTER (WHERE lixeira_id IS NULL) FROM empreendimentos GROUP BY company_id
    UNION ALL
    SELECT company_id, 'licencas', count(*) FILTER (WHERE lixeira_id IS NULL) FROM licencas GROUP BY company_id
  ON CONFLICT (company_id, tabela) DO UPDATE SET total = excluded.total;
$$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION app_recontar_linhas() FROM PUBLIC;--> statement-breakpoint
SELECT app_recontar_linhas();
