CREATE TABLE "tallies" (
	"tally" text NOT NULL,
	"source" text NOT NULL,
	"columns" text[] NOT NULL,
	"keys" text[] NOT NULL,
	"counts" text NOT NULL,
	"appends" boolean NOT NULL,
	CONSTRAINT "tallies_tally_source_pk" PRIMARY KEY("tally","source"),
	CONSTRAINT "tallies_keys_ck" CHECK (cardinality("tallies"."columns") = cardinality("tallies"."keys"))
);
--> statement-breakpoint
-- Written by hand (decision 048). The three tallies of migrations 0013, 0014 and 0017 each had
-- their own trigger functions, compaction and recount; here one mechanism keeps all of them, each
-- declared by one row of "tallies" (see app_declare_tally at the end). Same semantics, same cost:
-- statement triggers with transition tables, a statement's new rows +1 and old rows -1, and
-- appended changes folded in by the compaction job where a tally appends. Only migrations write
-- the declarations; requests never read them (no grant to app_user).
DROP FUNCTION app_contar_linhas() CASCADE;--> statement-breakpoint
DROP FUNCTION app_contar_obrigacoes() CASCADE;--> statement-breakpoint
DROP FUNCTION app_contar_licencas_por_dia() CASCADE;--> statement-breakpoint
DROP FUNCTION app_compactar_obrigacoes();--> statement-breakpoint
DROP FUNCTION app_compactar_licencas();--> statement-breakpoint
DROP FUNCTION app_recontar_linhas();--> statement-breakpoint
DROP FUNCTION app_recontar_contagens_e_obrigacoes();--> statement-breakpoint
-- A tally's key columns as a column list, company_id first: 'company_id, situacao, data'.
CREATE FUNCTION app_tally_columns(d tallies) RETURNS text LANGUAGE sql STABLE
RETURN 'company_id, ' || array_to_string(array(SELECT quote_ident(c) FROM unnest(d.columns) c), ', ');--> statement-breakpoint
-- A statement's rows as its event has them: `new_rows` selected from its new rows (novas n),
-- `old_rows` from its old ones (antigas a). Each event names only the transition tables it has.
CREATE FUNCTION app_transition_rows(op text, new_rows text, old_rows text) RETURNS text LANGUAGE sql STABLE
RETURN CASE op
  WHEN 'INSERT' THEN format('select %s from novas n', new_rows)
  WHEN 'DELETE' THEN format('select %s from antigas a', old_rows)
  ELSE format('select %s from novas n union all select %s from antigas a', new_rows, old_rows) END;--> statement-breakpoint
-- Gives a table the three statement triggers <prefix>_insert, _update and _delete running `fn`,
-- with their transition tables, unless it has them.
CREATE FUNCTION app_add_statement_triggers(source text, prefix text, fn text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ev text;
BEGIN
  FOREACH ev IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = source::regclass AND tgname = prefix || '_' || ev) THEN
      EXECUTE format('create trigger %I after %s on %I referencing %s for each statement execute function %I()',
        prefix || '_' || ev, ev, source, CASE ev
          WHEN 'insert' THEN 'new table as novas'
          WHEN 'delete' THEN 'old table as antigas'
          ELSE 'old table as antigas new table as novas' END, fn);
    END IF;
  END LOOP;
END
$$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION app_add_statement_triggers(text, text, text) FROM PUBLIC;--> statement-breakpoint
-- What `source_rows` (rows of the tally's source, each with a `weight`) change in the tally: per
-- company and key, the sum of the weights of the rows that count, leaving out keys that sum to 0.
-- In key order, so two statements adding to the same rows lock them alike.
CREATE FUNCTION app_tally_change(d tallies, source_rows text, weight text) RETURNS text LANGUAGE sql STABLE
RETURN format(
  'select %s, sum(weight) from (select company_id, %s, %s from (%s) l where %s) d(%s, weight) '
    'group by %s having sum(weight) <> 0 order by %s',
  app_tally_columns(d), array_to_string(d.keys, ', '), weight, source_rows, d.counts,
  app_tally_columns(d), app_tally_columns(d), app_tally_columns(d));--> statement-breakpoint
-- Adds `change` (rows: company_id, key columns, total) to the tally's own rows.
CREATE FUNCTION app_tally_add(d tallies, change text) RETURNS text LANGUAGE sql STABLE
RETURN format(
  'insert into %I as o (%s, total) %s on conflict (%s) do update set total = o.total + excluded.total',
  d.tally, app_tally_columns(d), change, app_tally_columns(d));--> statement-breakpoint
-- The one trigger function of every counted table: a statement's change to each tally declared on
-- it. A tally that appends gets rows in <tally>_novas, never an update, so writers of one company
-- never wait on each other's counter row; the others add to their rows at once.
CREATE FUNCTION app_count_tallies() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  linhas text := app_transition_rows(TG_OP, 'n.*, 1 as sinal', 'a.*, -1 as sinal');
  d tallies;
BEGIN
  FOR d IN SELECT * FROM tallies WHERE source = TG_TABLE_NAME ORDER BY tally LOOP
    IF d.appends THEN
      EXECUTE format('insert into %I (%s, total) %s', d.tally || '_novas', app_tally_columns(d),
                     app_tally_change(d, linhas, 'sinal'));
    ELSE
      EXECUTE app_tally_add(d, app_tally_change(d, linhas, 'sinal'));
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Folds every appending tally's changes into one row per key (the compaction job, every minute).
-- Rows appended meanwhile are not in its snapshot and wait for the next run; two runs at once
-- cannot fold a row twice (the second's DELETE skips what the first removed).
CREATE FUNCTION app_fold_tallies() RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  d tallies;
BEGIN
  FOR d IN SELECT DISTINCT ON (tally) * FROM tallies WHERE appends ORDER BY tally LOOP
    EXECUTE format('with novas as (delete from %I returning %s, total) ', d.tally || '_novas', app_tally_columns(d))
      || app_tally_add(d, format('select %s, sum(total) from novas group by %s order by %s',
                                 app_tally_columns(d), app_tally_columns(d), app_tally_columns(d)));
  END LOOP;
END
$$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION app_fold_tallies() FROM PUBLIC;--> statement-breakpoint
-- A condition's summary of its deliveries (migration 0014), which the obligations' tally reads:
-- how many are still scheduled out of the bin, and the next one's date. The statement that brings
-- it up to date for the conditions `conditions` names (a query of condicionante_id).
CREATE FUNCTION app_delivery_summary_update(conditions text) RETURNS text LANGUAGE sql STABLE
RETURN 'with tocadas as (select distinct condicionante_id as id from (' || conditions || $q$) t)
    update condicionantes c set entregas_abertas = a.n, proxima_entrega = a.proxima
    from tocadas t, lateral (
      select count(*)::int as n, min(e.data_entrega) as proxima from condicionante_comprovacoes e
      where e.condicionante_id = t.id and e.status_comprovacao = 'agendada' and e.lixeira_id is null
    ) a
    where c.id = t.id and (c.entregas_abertas, c.proxima_entrega) is distinct from (a.n, a.proxima)$q$;--> statement-breakpoint
-- Kept for the conditions a statement on the deliveries touched; the update then moves each
-- condition in or out of the tally through the conditions' own trigger.
CREATE FUNCTION app_summarize_deliveries() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  EXECUTE app_delivery_summary_update(app_transition_rows(TG_OP, 'condicionante_id', 'condicionante_id'));
  RETURN NULL;
END
$$;--> statement-breakpoint
SELECT app_add_statement_triggers('condicionante_comprovacoes', 'comprovacoes_resumo', 'app_summarize_deliveries');--> statement-breakpoint
-- Every tally computed afresh from its sources, after the conditions' delivery summaries they
-- read: for whoever loaded rows with triggers off (the bench's seed), the only way to drift.
CREATE FUNCTION app_recount_tallies() RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  d tallies;
BEGIN
  EXECUTE app_delivery_summary_update('select id as condicionante_id from condicionantes');
  FOR d IN SELECT DISTINCT ON (tally) * FROM tallies ORDER BY tally LOOP
    IF d.appends THEN EXECUTE format('delete from %I', d.tally || '_novas'); END IF;
    EXECUTE format('delete from %I', d.tally);
  END LOOP;
  FOR d IN SELECT * FROM tallies ORDER BY tally, source LOOP
    EXECUTE app_tally_add(d, app_tally_change(d, format('select * from %I', d.source), '1'));
  END LOOP;
END
$$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION app_recount_tallies() FROM PUBLIC;--> statement-breakpoint
-- Declares a tally (one call per counted table), or changes its declaration: records it, and gives
-- the table the statement triggers that keep all its tallies unless it has them. A tally's tables
-- (and <tally>_novas if it appends) are created beforehand, behind the tenant wall with a
-- SELECT-only grant; the triggers and the compaction write them as their owner. A migration that
-- declares or changes a tally runs app_recount_tallies() after it.
CREATE FUNCTION app_declare_tally(tally text, source text, columns text[], keys text[], counts text, appends boolean)
RETURNS void LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM tallies t WHERE t.tally = app_declare_tally.tally AND t.source <> app_declare_tally.source
             AND (t.columns, t.appends) IS DISTINCT FROM (app_declare_tally.columns, app_declare_tally.appends)) THEN
    RAISE EXCEPTION 'tally % is declared with other columns or another way of writing', tally;
  END IF;
  INSERT INTO tallies AS t VALUES (tally, source, columns, keys, counts, appends)
    ON CONFLICT ON CONSTRAINT tallies_tally_source_pk DO UPDATE
    SET columns = excluded.columns, keys = excluded.keys, counts = excluded.counts, appends = excluded.appends;
  PERFORM app_add_statement_triggers(source, 'tallies', 'app_count_tallies');
END
$$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION app_declare_tally(text, text, text[], text[], text, boolean) FROM PUBLIC;--> statement-breakpoint
-- How many rows of each table a company has outside the bin (decision 034): added at once, one
-- row per company and table, which the lists and the dashboard read.
SELECT app_declare_tally('empresa_contagens', 'clientes', '{tabela}', ARRAY[$$'clientes'$$], 'lixeira_id is null', false);--> statement-breakpoint
SELECT app_declare_tally('empresa_contagens', 'empreendimentos', '{tabela}', ARRAY[$$'empreendimentos'$$], 'lixeira_id is null', false);--> statement-breakpoint
SELECT app_declare_tally('empresa_contagens', 'licencas', '{tabela}', ARRAY[$$'licencas'$$], 'lixeira_id is null', false);--> statement-breakpoint
-- The obligations of decision 013 per day (decision 035): a condition out of the bin with no open
-- delivery, 'concluida' if concluded, else 'aberta' on its deadline; a delivery out of the bin
-- still 'agendada', 'aberta' on its date.
SELECT app_declare_tally('obrigacoes_por_dia', 'condicionantes', '{situacao,data}', ARRAY[
  $$case when status = 'concluida' then 'concluida' else 'aberta' end$$,
  $$case when status = 'concluida' then null else data_prazo end$$
], 'lixeira_id is null and entregas_abertas = 0', true);--> statement-breakpoint
SELECT app_declare_tally('obrigacoes_por_dia', 'condicionante_comprovacoes', '{situacao,data}',
  ARRAY[$$'aberta'$$, 'data_entrega'], $$lixeira_id is null and status_comprovacao = 'agendada'$$, true);--> statement-breakpoint
-- The licences out of the bin per expiry day and renewal situation (decision 039).
SELECT app_declare_tally('licencas_por_dia', 'licencas', '{situacao,data}',
  ARRAY['app_licenca_situacao(em_renovacao, protocolo_renovacao_data, validade_date)', 'validade_date'],
  'lixeira_id is null', true);--> statement-breakpoint
SELECT app_recount_tallies();
