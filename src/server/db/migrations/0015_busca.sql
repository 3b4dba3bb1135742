ALTER TABLE "clientes" ADD COLUMN "nome_busca" text GENERATED ALWAYS AS (app_fold(nome)) STORED;--> statement-breakpoint
ALTER TABLE "empreendimentos" ADD COLUMN "nome_busca" text GENERATED ALWAYS AS (app_fold(nome)) STORED;--> statement-breakpoint
ALTER TABLE "licencas" ADD COLUMN "busca" text GENERATED ALWAYS AS (app_fold(numero || ' ' || orgao || ' ' || tipo)) STORED;--> statement-breakpoint
-- Written by hand (decision 036). The search's trigram indexes of 0013 move from the fold
-- expressions to the stored folded columns above: a trigram match is only a candidate, and its
-- recheck folded the row again (about 10 µs each, 5 ms for the 631 clients 'ceramica' names);
-- the walk of the list (licencas/busca.ts) reads the columns instead of folding row by row.
DROP INDEX IF EXISTS "licencas_busca_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "empreendimentos_nome_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "clientes_nome_trgm";--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX licencas_busca_trgm ON licencas USING gin (busca gin_trgm_ops);
    CREATE INDEX empreendimentos_nome_busca_trgm ON empreendimentos USING gin (nome_busca gin_trgm_ops);
    CREATE INDEX clientes_nome_busca_trgm ON clientes USING gin (nome_busca gin_trgm_ops);
  END IF;
END
$$;--> statement-breakpoint
-- The whole set of matches (0013's function over the stored columns): the export and the
-- conditions screen's licence choices, which need every match.
CREATE OR REPLACE FUNCTION app_buscar_licencas(padrao text, tipos text[]) RETURNS SETOF uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public ROWS 1000 AS $$
  with projetos as (
    select e.id from empreendimentos e
      where e.company_id = app_company_id() and e.lixeira_id is null and e.nome_busca like padrao
    union
    select e.id from clientes c join empreendimentos e on e.cliente_id = c.id
      where c.company_id = app_company_id() and c.lixeira_id is null and e.lixeira_id is null
        and c.nome_busca like padrao
  ), codigos as (
    select tipos || array(select t.codigo from licenca_tipos t
      where t.company_id = app_company_id() and app_fold(t.nome) like padrao) as lista
  )
  select l.id from licencas l where l.company_id = app_company_id() and l.lixeira_id is null
    and l.busca like padrao
  union
  select l.id from codigos, licencas l where cardinality(codigos.lista) > 0
    and l.company_id = app_company_id() and l.lixeira_id is null and l.tipo = any(codigos.lista)
  union
  select l.id from licencas l where l.empreendimento_id in (select id from projetos)
    and l.company_id = app_company_id() and l.lixeira_id is null
$$;--> statement-breakpoint
-- The licence list's search counted up to a cap (licencas/busca.ts): how many of the current
-- company's licences match, stopping at `teto`, and their ids when fewer than `teto` match.
-- The same matches as app_buscar_licencas, in four disjoint parts, each read through its own
-- index and all stopped by one LIMIT: licences of clients whose name matches; of projects whose
-- name matches (their client's does not); of types whose name matches (neither name does); and
-- whose number, agency or type code matches (none of the above). A term an eighth of the company
-- matches reads `teto` licences instead of all of them; a licence number reads one. SECURITY
-- DEFINER for the trigram indexes, as app_buscar_licencas (0013), applying the wall itself.
-- plpgsql, so that each connection plans it once; the generic plan, because the parts' shape
-- and not the term decides it; and no JIT, whose compiling took 90 ms for a 2 ms query.
CREATE FUNCTION app_contar_licencas(padrao text, tipos text[], teto int, OUT total int, OUT ids uuid[])
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public
SET plan_cache_mode = force_generic_plan SET jit = off AS $$
DECLARE
  codigos text[] := tipos || array(select t.codigo from licenca_tipos t
    where t.company_id = app_company_id() and app_fold(t.nome) like padrao);
BEGIN
  -- The laterals' "offset 0" keeps each a loop over the few rows its outer row names: flattened
  -- into a join, the planner may hash every licence of the company before the LIMIT stops it.
  select array_agg(s.id) into ids from (
    (select x.id from clientes c, lateral (
        select l.id from empreendimentos e join licencas l on l.empreendimento_id = e.id
        where e.cliente_id = c.id and e.lixeira_id is null and l.lixeira_id is null offset 0) x
     where c.company_id = app_company_id() and c.lixeira_id is null and c.nome_busca like padrao)
    union all
    (select x.id from empreendimentos e, lateral (
        select l.id from licencas l where l.empreendimento_id = e.id and l.lixeira_id is null offset 0) x
     where e.company_id = app_company_id() and e.lixeira_id is null and e.nome_busca like padrao
       and not (select c.nome_busca like padrao from clientes c where c.id = e.cliente_id))
    union all
    (select l.id from licencas l
     where cardinality(codigos) > 0 and l.tipo = any(codigos)
       and l.company_id = app_company_id() and l.lixeira_id is null
       and not (select e.nome_busca like padrao or c.nome_busca like padrao
                from empreendimentos e join clientes c on c.id = e.cliente_id where e.id = l.empreendimento_id))
    union all
    (select l.id from licencas l
     where l.busca like padrao and l.company_id = app_company_id() and l.lixeira_id is null
       and not l.tipo = any(codigos)
       and not (select e.nome_busca like padrao or c.nome_busca like padrao
                from empreendimentos e join clientes c on c.id = e.cliente_id where e.id = l.empreendimento_id))
    limit teto
  ) s;
  ids := coalesce(ids, '{}');
  total := cardinality(ids);
  IF total >= teto THEN
    ids := NULL;
  END IF;
END
$$;
