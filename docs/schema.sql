-- The database as the migrations in src/server/db/migrations leave it: GENERATED, do not edit.
-- Regenerate with `npm run db:snapshot` (scripts/db-snapshot.ts) after adding or changing a
-- migration; src/server/db/schema-snapshot.test.ts fails while this file and the migrations
-- disagree. Read from the catalog of a freshly migrated embedded database (PGlite), so no
-- pg_dump is needed. In docs/ rather than beside the migrations: it is read, never run, and it
-- repeats them by nature, which src/ would count as repeated code.
-- One section per table: columns, constraints, row-level security and its policies, grants,
-- indexes, triggers, and the functions that only that table's triggers run. Functions that
-- several tables' triggers share, and those that queries, policies and jobs call, follow in
-- sections of their own. Triggers are in name order, the order PostgreSQL fires those of one
-- event and timing. Not shown: owners, and which login roles are members of app_user and
-- portal_user (the installation's, not the migrations').

-- ================================================================================================
-- Extensions and roles
-- ================================================================================================
CREATE EXTENSION pg_trgm; -- version 1.6
CREATE ROLE app_user NOLOGIN NOINHERIT NOBYPASSRLS;
GRANT USAGE ON SCHEMA public TO app_user;
CREATE ROLE portal_user NOLOGIN NOINHERIT NOBYPASSRLS;
GRANT USAGE ON SCHEMA public TO portal_user;

-- ================================================================================================
-- Table accounts
-- ================================================================================================
CREATE TABLE accounts (
  id text NOT NULL,
  account_id text NOT NULL,
  provider_id text NOT NULL,
  user_id text NOT NULL,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamp with time zone,
  refresh_token_expires_at timestamp with time zone,
  scope text,
  password text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT accounts_pkey PRIMARY KEY (id),
  CONSTRAINT accounts_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE INDEX accounts_user_id_idx ON public.accounts USING btree (user_id);

-- ================================================================================================
-- Table alerta_destinatarios
-- ================================================================================================
CREATE TABLE alerta_destinatarios (
  alerta_id uuid NOT NULL,
  company_id uuid NOT NULL,
  user_id text NOT NULL,
  lida_em timestamp with time zone,
  email_pendente boolean NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT alerta_destinatarios_pk PRIMARY KEY (alerta_id, user_id),
  CONSTRAINT alerta_destinatarios_alerta_fk FOREIGN KEY (company_id, alerta_id) REFERENCES alertas(company_id, id) ON DELETE CASCADE,
  CONSTRAINT alerta_destinatarios_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE CASCADE,
  CONSTRAINT alerta_destinatarios_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
ALTER TABLE alerta_destinatarios ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_select ON alerta_destinatarios AS PERMISSIVE FOR SELECT TO app_user
  USING (((company_id = app_company_id()) AND (user_id = current_setting('app.user_id'::text, true))));
CREATE POLICY tenant_update ON alerta_destinatarios AS PERMISSIVE FOR UPDATE TO app_user
  USING (((company_id = app_company_id()) AND (user_id = current_setting('app.user_id'::text, true))))
  WITH CHECK (((company_id = app_company_id()) AND (user_id = current_setting('app.user_id'::text, true))));
GRANT SELECT, UPDATE (lida_em) ON alerta_destinatarios TO app_user;
CREATE INDEX alerta_destinatarios_email_idx ON public.alerta_destinatarios USING btree (user_id) WHERE email_pendente;
CREATE INDEX alerta_destinatarios_nao_lidas_idx ON public.alerta_destinatarios USING btree (user_id) WHERE (lida_em IS NULL);
CREATE INDEX alerta_destinatarios_user_created_idx ON public.alerta_destinatarios USING btree (user_id, created_at);

-- ================================================================================================
-- Table alerta_resumos
-- ================================================================================================
CREATE TABLE alerta_resumos (
  user_id text NOT NULL,
  dia date NOT NULL,
  alertas integer NOT NULL,
  enviado_em timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT alerta_resumos_pk PRIMARY KEY (user_id, dia),
  CONSTRAINT alerta_resumos_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);

-- ================================================================================================
-- Table alertas
-- ================================================================================================
CREATE TABLE alertas (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  item_tipo text NOT NULL,
  item_id uuid NOT NULL,
  pai_id uuid,
  prazo date NOT NULL,
  marco integer NOT NULL,
  dia date NOT NULL,
  titulo text NOT NULL,
  contexto text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT alertas_pkey PRIMARY KEY (id),
  CONSTRAINT alertas_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE CASCADE,
  CONSTRAINT alertas_company_id_uq UNIQUE (company_id, id),
  CONSTRAINT alertas_item_prazo_marco_uq UNIQUE (company_id, item_tipo, item_id, prazo, marco),
  CONSTRAINT alertas_item_tipo_ck CHECK ((item_tipo = ANY (ARRAY['licenca'::text, 'condicionante'::text, 'atividade'::text, 'obrigacao'::text, 'entrega'::text, 'comprovacao'::text])))
);
ALTER TABLE alertas ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_select ON alertas AS PERMISSIVE FOR SELECT TO app_user
  USING ((company_id = app_company_id()));
GRANT SELECT ON alertas TO app_user;
CREATE INDEX alertas_item_idx ON public.alertas USING btree (item_id);

-- ================================================================================================
-- Table app_settings
-- ================================================================================================
CREATE TABLE app_settings (
  key text NOT NULL,
  value text NOT NULL,
  CONSTRAINT app_settings_pkey PRIMARY KEY (key)
);

-- ================================================================================================
-- Table atividades
-- ================================================================================================
CREATE TABLE atividades (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  nome text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT atividades_pkey PRIMARY KEY (id),
  CONSTRAINT atividades_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE CASCADE,
  CONSTRAINT atividades_company_nome_uq UNIQUE (company_id, nome)
);
ALTER TABLE atividades ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_delete ON atividades AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON atividades AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON atividades AS PERMISSIVE FOR SELECT TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_update ON atividades AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON atividades TO app_user;

-- ================================================================================================
-- Table atividades_cronograma
-- ================================================================================================
CREATE TABLE atividades_cronograma (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  empreendimento_id uuid NOT NULL,
  titulo text NOT NULL,
  descricao text,
  data_prazo date,
  data_conclusao date,
  observacoes text,
  status text DEFAULT 'pendente'::text NOT NULL,
  created_by text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  lixeira_id uuid,
  responsavel_id text,
  CONSTRAINT atividades_cronograma_pkey PRIMARY KEY (id),
  CONSTRAINT atividades_cronograma_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE RESTRICT,
  CONSTRAINT atividades_cronograma_company_id_uq UNIQUE (company_id, id),
  CONSTRAINT atividades_cronograma_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT atividades_cronograma_empreendimento_fk FOREIGN KEY (company_id, empreendimento_id) REFERENCES empreendimentos(company_id, id) ON DELETE CASCADE,
  CONSTRAINT atividades_cronograma_lixeira_fk FOREIGN KEY (company_id, lixeira_id) REFERENCES lixeira(company_id, id),
  CONSTRAINT atividades_cronograma_responsavel_id_users_id_fk FOREIGN KEY (responsavel_id) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT atividades_cronograma_status_ck CHECK ((status = ANY (ARRAY['pendente'::text, 'em_andamento'::text, 'concluida'::text])))
);
ALTER TABLE atividades_cronograma ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_delete ON atividades_cronograma AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON atividades_cronograma AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON atividades_cronograma AS PERMISSIVE FOR SELECT TO app_user
  USING (((company_id = app_company_id()) AND ((lixeira_id IS NULL) OR app_lixeira_aberta())));
CREATE POLICY tenant_update ON atividades_cronograma AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON atividades_cronograma TO app_user;
CREATE INDEX atividades_cronograma_abertas_prazo_idx ON public.atividades_cronograma USING btree (data_prazo) WHERE ((status <> 'concluida'::text) AND (lixeira_id IS NULL));
CREATE INDEX atividades_cronograma_company_responsavel_idx ON public.atividades_cronograma USING btree (company_id, responsavel_id, data_prazo);
CREATE INDEX atividades_cronograma_empreendimento_prazo_idx ON public.atividades_cronograma USING btree (company_id, empreendimento_id, data_prazo);
CREATE INDEX atividades_cronograma_lixeira_idx ON public.atividades_cronograma USING btree (lixeira_id) WHERE (lixeira_id IS NOT NULL);
CREATE TRIGGER historico AFTER INSERT OR DELETE OR UPDATE ON atividades_cronograma FOR EACH ROW EXECUTE FUNCTION registrar_historico('empreendimento_id');
-- Shared trigger functions (see below): registrar_historico.

-- ================================================================================================
-- Table calendario_feeds
-- ================================================================================================
CREATE TABLE calendario_feeds (
  user_id text NOT NULL,
  token_hash text NOT NULL,
  escopo text DEFAULT 'empresa'::text NOT NULL,
  criado_em timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT calendario_feeds_pkey PRIMARY KEY (user_id),
  CONSTRAINT calendario_feeds_token_hash_unique UNIQUE (token_hash),
  CONSTRAINT calendario_feeds_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);

-- ================================================================================================
-- Table catalogo_ajustes
-- ================================================================================================
CREATE TABLE catalogo_ajustes (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  codigo text NOT NULL,
  ano integer NOT NULL,
  data_vencimento date NOT NULL,
  motivo text NOT NULL,
  fonte_url text,
  publicado_por text,
  publicado_em timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT catalogo_ajustes_pkey PRIMARY KEY (id),
  CONSTRAINT catalogo_ajustes_codigo_ano_uq UNIQUE (codigo, ano),
  CONSTRAINT catalogo_ajustes_publicado_por_users_id_fk FOREIGN KEY (publicado_por) REFERENCES users(id) ON DELETE SET NULL
);

-- ================================================================================================
-- Table checklist_itens
-- ================================================================================================
CREATE TABLE checklist_itens (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  checklist_id uuid NOT NULL,
  descricao text NOT NULL,
  concluido boolean DEFAULT false NOT NULL,
  ordem integer NOT NULL,
  company_id uuid NOT NULL,
  responsavel_id text,
  CONSTRAINT checklist_itens_pkey PRIMARY KEY (id),
  CONSTRAINT checklist_itens_checklist_fk FOREIGN KEY (company_id, checklist_id) REFERENCES checklists(company_id, id) ON DELETE CASCADE,
  CONSTRAINT checklist_itens_checklist_ordem_uq UNIQUE (checklist_id, ordem) DEFERRABLE INITIALLY DEFERRED,
  CONSTRAINT checklist_itens_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE RESTRICT,
  CONSTRAINT checklist_itens_responsavel_id_users_id_fk FOREIGN KEY (responsavel_id) REFERENCES users(id) ON DELETE SET NULL
);
ALTER TABLE checklist_itens ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_delete ON checklist_itens AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON checklist_itens AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON checklist_itens AS PERMISSIVE FOR SELECT TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_update ON checklist_itens AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON checklist_itens TO app_user;
CREATE INDEX checklist_itens_company_responsavel_idx ON public.checklist_itens USING btree (company_id, responsavel_id);
CREATE INDEX checklist_itens_minhas_idx ON public.checklist_itens USING btree (company_id, responsavel_id, descricao, id) WHERE (NOT concluido);
CREATE TRIGGER historico AFTER INSERT OR DELETE OR UPDATE ON checklist_itens FOR EACH ROW EXECUTE FUNCTION registrar_historico('checklist_id');
-- Shared trigger functions (see below): registrar_historico.

-- ================================================================================================
-- Table checklists
-- ================================================================================================
CREATE TABLE checklists (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  titulo text NOT NULL,
  empreendimento_id uuid,
  status text DEFAULT 'aberto'::text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  lixeira_id uuid,
  CONSTRAINT checklists_pkey PRIMARY KEY (id),
  CONSTRAINT checklists_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE RESTRICT,
  CONSTRAINT checklists_company_id_uq UNIQUE (company_id, id),
  CONSTRAINT checklists_empreendimento_company_fk FOREIGN KEY (company_id, empreendimento_id) REFERENCES empreendimentos(company_id, id),
  CONSTRAINT checklists_empreendimento_id_empreendimentos_id_fk FOREIGN KEY (empreendimento_id) REFERENCES empreendimentos(id) ON DELETE SET NULL,
  CONSTRAINT checklists_lixeira_fk FOREIGN KEY (company_id, lixeira_id) REFERENCES lixeira(company_id, id)
);
ALTER TABLE checklists ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_delete ON checklists AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON checklists AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON checklists AS PERMISSIVE FOR SELECT TO app_user
  USING (((company_id = app_company_id()) AND ((lixeira_id IS NULL) OR app_lixeira_aberta())));
CREATE POLICY tenant_update ON checklists AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON checklists TO app_user;
CREATE INDEX checklists_company_created_idx ON public.checklists USING btree (company_id, created_at);
CREATE INDEX checklists_company_status_created_idx ON public.checklists USING btree (company_id, status, created_at);
CREATE INDEX checklists_empreendimento_idx ON public.checklists USING btree (empreendimento_id);
CREATE INDEX checklists_lixeira_idx ON public.checklists USING btree (lixeira_id) WHERE (lixeira_id IS NOT NULL);
CREATE TRIGGER historico AFTER INSERT OR DELETE OR UPDATE ON checklists FOR EACH ROW EXECUTE FUNCTION registrar_historico('empreendimento_id');
-- Shared trigger functions (see below): registrar_historico.

-- ================================================================================================
-- Table clientes
-- ================================================================================================
CREATE TABLE clientes (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  nome text NOT NULL,
  cnpj text,
  tipo_pessoa text NOT NULL,
  situacao text DEFAULT 'ativo'::text NOT NULL,
  email text,
  telefone text,
  estado character(2),
  cidade text,
  responsavel_id text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  lixeira_id uuid,
  nome_busca text GENERATED ALWAYS AS (app_fold(nome)) STORED,
  portal_ativo boolean DEFAULT true NOT NULL,
  ctf_numero text,
  ctf_categorias text[] DEFAULT '{}'::text[] NOT NULL,
  CONSTRAINT clientes_pkey PRIMARY KEY (id),
  CONSTRAINT clientes_company_cnpj_uq UNIQUE (company_id, cnpj),
  CONSTRAINT clientes_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE RESTRICT,
  CONSTRAINT clientes_company_id_uq UNIQUE (company_id, id),
  CONSTRAINT clientes_lixeira_fk FOREIGN KEY (company_id, lixeira_id) REFERENCES lixeira(company_id, id),
  CONSTRAINT clientes_responsavel_id_users_id_fk FOREIGN KEY (responsavel_id) REFERENCES users(id) ON DELETE SET NULL
);
ALTER TABLE clientes ENABLE ROW LEVEL SECURITY;
CREATE POLICY portal_select ON clientes AS PERMISSIVE FOR SELECT TO portal_user
  USING (((company_id = app_company_id()) AND (lixeira_id IS NULL) AND (id = app_cliente_id())));
CREATE POLICY tenant_delete ON clientes AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON clientes AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON clientes AS PERMISSIVE FOR SELECT TO app_user
  USING (((company_id = app_company_id()) AND ((lixeira_id IS NULL) OR app_lixeira_aberta())));
CREATE POLICY tenant_update ON clientes AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON clientes TO app_user;
GRANT SELECT ON clientes TO portal_user;
CREATE INDEX clientes_company_created_idx ON public.clientes USING btree (company_id, created_at);
CREATE INDEX clientes_company_estado_cidade_idx ON public.clientes USING btree (company_id, estado, cidade);
CREATE INDEX clientes_company_nome_idx ON public.clientes USING btree (company_id, nome);
CREATE INDEX clientes_lixeira_idx ON public.clientes USING btree (lixeira_id) WHERE (lixeira_id IS NOT NULL);
CREATE INDEX clientes_nome_busca_trgm ON public.clientes USING gin (nome_busca gin_trgm_ops);
CREATE TRIGGER clientes_condicionantes_busca AFTER UPDATE OF nome ON clientes FOR EACH ROW WHEN (old.nome IS DISTINCT FROM new.nome) EXECUTE FUNCTION app_condicionantes_buscam_de_novo();
CREATE TRIGGER historico AFTER INSERT OR DELETE OR UPDATE ON clientes FOR EACH ROW EXECUTE FUNCTION registrar_historico();
CREATE TRIGGER tallies_delete AFTER DELETE ON clientes REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION app_count_tallies();
CREATE TRIGGER tallies_insert AFTER INSERT ON clientes REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION app_count_tallies();
CREATE TRIGGER tallies_update AFTER UPDATE ON clientes REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION app_count_tallies();
-- Shared trigger functions (see below): app_condicionantes_buscam_de_novo, app_count_tallies, registrar_historico.

-- ================================================================================================
-- Table companies
-- ================================================================================================
CREATE TABLE companies (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  name text NOT NULL,
  cnpj text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT companies_pkey PRIMARY KEY (id),
  CONSTRAINT companies_cnpj_unique UNIQUE (cnpj)
);
ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
CREATE POLICY portal_select ON companies AS PERMISSIVE FOR SELECT TO portal_user
  USING ((id = app_company_id()));
CREATE POLICY tenant_select ON companies AS PERMISSIVE FOR SELECT TO app_user
  USING ((id = app_company_id()));
CREATE POLICY tenant_update ON companies AS PERMISSIVE FOR UPDATE TO app_user
  USING ((id = app_company_id()))
  WITH CHECK ((id = app_company_id()));
GRANT SELECT, UPDATE (name, cnpj) ON companies TO app_user;
GRANT SELECT ON companies TO portal_user;
CREATE UNIQUE INDEX companies_name_key_uq ON public.companies USING btree (company_name_key(name));

-- ================================================================================================
-- Table condicionante_comprovacoes
-- ================================================================================================
CREATE TABLE condicionante_comprovacoes (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  condicionante_id uuid NOT NULL,
  data_entrega date NOT NULL,
  observacoes text,
  status_comprovacao text DEFAULT 'pendente'::text NOT NULL,
  created_by text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  lixeira_id uuid,
  origem text DEFAULT 'equipe'::text NOT NULL,
  motivo_rejeicao text,
  entrega_id uuid,
  analisada_por text,
  analisada_em timestamp with time zone,
  responsavel_id text,
  busca text,
  condicionante_aprovada boolean DEFAULT false NOT NULL,
  CONSTRAINT condicionante_comprovacoes_pkey PRIMARY KEY (id),
  CONSTRAINT comprovacoes_company_id_uq UNIQUE (company_id, id),
  CONSTRAINT comprovacoes_condicionante_fk FOREIGN KEY (company_id, condicionante_id) REFERENCES condicionantes(company_id, id) ON DELETE CASCADE,
  CONSTRAINT comprovacoes_entrega_fk FOREIGN KEY (company_id, entrega_id) REFERENCES condicionante_comprovacoes(company_id, id) ON DELETE CASCADE,
  CONSTRAINT comprovacoes_origem_ck CHECK ((origem = ANY (ARRAY['equipe'::text, 'portal'::text]))),
  CONSTRAINT condicionante_comprovacoes_analisada_por_users_id_fk FOREIGN KEY (analisada_por) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT condicionante_comprovacoes_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE RESTRICT,
  CONSTRAINT condicionante_comprovacoes_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT condicionante_comprovacoes_lixeira_fk FOREIGN KEY (company_id, lixeira_id) REFERENCES lixeira(company_id, id)
);
ALTER TABLE condicionante_comprovacoes ENABLE ROW LEVEL SECURITY;
CREATE POLICY portal_insert ON condicionante_comprovacoes AS PERMISSIVE FOR INSERT TO portal_user
  WITH CHECK (((company_id = app_company_id()) AND (lixeira_id IS NULL) AND (origem = 'portal'::text) AND (status_comprovacao = 'em_analise'::text) AND (created_by = current_setting('app.user_id'::text, true)) AND (EXISTS ( SELECT 1
   FROM condicionantes c
  WHERE ((c.id = condicionante_comprovacoes.condicionante_id) AND (c.status <> 'concluida'::text)))) AND ((entrega_id IS NULL) OR app_entrega_agendada(condicionante_id, entrega_id))));
CREATE POLICY portal_select ON condicionante_comprovacoes AS PERMISSIVE FOR SELECT TO portal_user
  USING (((company_id = app_company_id()) AND (lixeira_id IS NULL) AND (EXISTS ( SELECT 1
   FROM condicionantes c
  WHERE (c.id = condicionante_comprovacoes.condicionante_id)))));
CREATE POLICY tenant_delete ON condicionante_comprovacoes AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON condicionante_comprovacoes AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON condicionante_comprovacoes AS PERMISSIVE FOR SELECT TO app_user
  USING (((company_id = app_company_id()) AND ((lixeira_id IS NULL) OR app_lixeira_aberta())));
CREATE POLICY tenant_update ON condicionante_comprovacoes AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON condicionante_comprovacoes TO app_user;
GRANT SELECT, INSERT ON condicionante_comprovacoes TO portal_user;
CREATE UNIQUE INDEX comprovacoes_agendada_uq ON public.condicionante_comprovacoes USING btree (condicionante_id, data_entrega) WHERE (status_comprovacao = 'agendada'::text);
CREATE INDEX comprovacoes_agendadas_company_data_idx ON public.condicionante_comprovacoes USING btree (company_id, data_entrega, condicionante_id, id) WHERE (status_comprovacao = 'agendada'::text);
CREATE INDEX comprovacoes_agendadas_data_idx ON public.condicionante_comprovacoes USING btree (data_entrega) WHERE ((status_comprovacao = 'agendada'::text) AND (lixeira_id IS NULL));
CREATE INDEX comprovacoes_agendadas_responsavel_idx ON public.condicionante_comprovacoes USING btree (company_id, responsavel_id, data_entrega, condicionante_id, id) WHERE (status_comprovacao = 'agendada'::text);
CREATE INDEX comprovacoes_condicionante_idx ON public.condicionante_comprovacoes USING btree (condicionante_id, data_entrega);
CREATE INDEX comprovacoes_portal_em_analise_idx ON public.condicionante_comprovacoes USING btree (company_id) WHERE ((origem = 'portal'::text) AND (status_comprovacao = 'em_analise'::text) AND (lixeira_id IS NULL));
CREATE UNIQUE INDEX comprovacoes_portal_em_analise_uq ON public.condicionante_comprovacoes USING btree (condicionante_id, entrega_id) NULLS NOT DISTINCT WHERE ((origem = 'portal'::text) AND (status_comprovacao = 'em_analise'::text) AND (lixeira_id IS NULL));
CREATE INDEX condicionante_comprovacoes_lixeira_idx ON public.condicionante_comprovacoes USING btree (lixeira_id) WHERE (lixeira_id IS NOT NULL);
CREATE TRIGGER comprovacoes_alertar_portal AFTER INSERT ON condicionante_comprovacoes FOR EACH ROW WHEN (new.origem = 'portal'::text) EXECUTE FUNCTION app_alertar_comprovacao_portal();
CREATE TRIGGER comprovacoes_da_condicionante BEFORE INSERT OR UPDATE OF condicionante_id, responsavel_id, busca, condicionante_aprovada ON condicionante_comprovacoes FOR EACH ROW EXECUTE FUNCTION app_comprovacao_da_condicionante();
CREATE TRIGGER comprovacoes_resumo_delete AFTER DELETE ON condicionante_comprovacoes REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION app_summarize_deliveries();
CREATE TRIGGER comprovacoes_resumo_insert AFTER INSERT ON condicionante_comprovacoes REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION app_summarize_deliveries();
CREATE TRIGGER comprovacoes_resumo_update AFTER UPDATE ON condicionante_comprovacoes REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION app_summarize_deliveries();
CREATE TRIGGER historico AFTER INSERT OR DELETE OR UPDATE ON condicionante_comprovacoes FOR EACH ROW EXECUTE FUNCTION registrar_historico('condicionante_id');
CREATE TRIGGER tallies_delete AFTER DELETE ON condicionante_comprovacoes REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION app_count_tallies();
CREATE TRIGGER tallies_insert AFTER INSERT ON condicionante_comprovacoes REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION app_count_tallies();
CREATE TRIGGER tallies_update AFTER UPDATE ON condicionante_comprovacoes REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION app_count_tallies();
-- Shared trigger functions (see below): app_count_tallies, registrar_historico.

CREATE OR REPLACE FUNCTION public.app_alertar_comprovacao_portal()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION public.app_comprovacao_da_condicionante()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
DECLARE
  aprovada boolean;
BEGIN
  SELECT c.responsavel_id, c.busca, c.aprovada INTO NEW.responsavel_id, NEW.busca, aprovada
    FROM condicionantes c WHERE c.id = NEW.condicionante_id;
  -- No condition: the foreign key refuses the row after this, with its own error.
  NEW.condicionante_aprovada := coalesce(aprovada, false);
  RETURN NEW;
END $function$;

CREATE OR REPLACE FUNCTION public.app_summarize_deliveries()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
BEGIN
  EXECUTE app_delivery_summary_update(app_transition_rows(TG_OP, 'condicionante_id', 'condicionante_id'));
  RETURN NULL;
END
$function$;

-- ================================================================================================
-- Table condicionantes
-- ================================================================================================
CREATE TABLE condicionantes (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  licenca_id uuid NOT NULL,
  nome text,
  descricao text NOT NULL,
  status text DEFAULT 'pendente'::text NOT NULL,
  aprovada boolean DEFAULT false NOT NULL,
  data_prazo date,
  data_entrega date,
  data_aprovacao timestamp with time zone,
  periodicidade_tipo text,
  periodicidade_intervalo integer,
  data_inicio_periodicidade date,
  data_fim_periodicidade date,
  gerar_automaticamente boolean DEFAULT false NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  lixeira_id uuid,
  responsavel_id text,
  status_antes_atraso text,
  entregas_abertas integer DEFAULT 0 NOT NULL,
  proxima_entrega date,
  cliente_id uuid,
  proximo_prazo date GENERATED ALWAYS AS (COALESCE(proxima_entrega, data_prazo)) STORED,
  importada_do_pdf text,
  busca text DEFAULT ''::text NOT NULL,
  CONSTRAINT condicionantes_pkey PRIMARY KEY (id),
  CONSTRAINT condicionantes_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE RESTRICT,
  CONSTRAINT condicionantes_company_id_uq UNIQUE (company_id, id),
  CONSTRAINT condicionantes_licenca_fk FOREIGN KEY (company_id, licenca_id) REFERENCES licencas(company_id, id) ON DELETE CASCADE,
  CONSTRAINT condicionantes_lixeira_fk FOREIGN KEY (company_id, lixeira_id) REFERENCES lixeira(company_id, id),
  CONSTRAINT condicionantes_responsavel_id_users_id_fk FOREIGN KEY (responsavel_id) REFERENCES users(id) ON DELETE SET NULL
);
ALTER TABLE condicionantes ENABLE ROW LEVEL SECURITY;
CREATE POLICY portal_select ON condicionantes AS PERMISSIVE FOR SELECT TO portal_user
  USING (((company_id = app_company_id()) AND (lixeira_id IS NULL) AND (cliente_id = app_cliente_id())));
CREATE POLICY tenant_delete ON condicionantes AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON condicionantes AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON condicionantes AS PERMISSIVE FOR SELECT TO app_user
  USING (((company_id = app_company_id()) AND ((lixeira_id IS NULL) OR app_lixeira_aberta())));
CREATE POLICY tenant_update ON condicionantes AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON condicionantes TO app_user;
GRANT SELECT ON condicionantes TO portal_user;
CREATE INDEX condicionantes_a_atrasar_idx ON public.condicionantes USING btree (data_prazo) WHERE ((status = ANY (ARRAY['pendente'::text, 'em_andamento'::text])) AND (NOT aprovada) AND (lixeira_id IS NULL));
CREATE INDEX condicionantes_abertas_prazo_idx ON public.condicionantes USING btree (data_prazo) WHERE ((status <> 'concluida'::text) AND (NOT aprovada) AND (lixeira_id IS NULL));
CREATE INDEX condicionantes_atrasadas_sweep_idx ON public.condicionantes USING btree (data_prazo) WHERE (status_antes_atraso IS NOT NULL);
CREATE INDEX condicionantes_busca_trgm ON public.condicionantes USING gin (busca gin_trgm_ops);
CREATE INDEX condicionantes_company_prazo_idx ON public.condicionantes USING btree (company_id, data_prazo);
CREATE INDEX condicionantes_company_responsavel_idx ON public.condicionantes USING btree (company_id, responsavel_id, data_prazo);
CREATE INDEX condicionantes_company_status_idx ON public.condicionantes USING btree (company_id, status);
CREATE INDEX condicionantes_company_updated_idx ON public.condicionantes USING btree (company_id, updated_at);
CREATE INDEX condicionantes_concluidas_idx ON public.condicionantes USING btree (company_id, data_entrega DESC NULLS LAST, updated_at DESC, id DESC) WHERE (status = 'concluida'::text);
CREATE INDEX condicionantes_licenca_idx ON public.condicionantes USING btree (licenca_id, created_at);
CREATE INDEX condicionantes_lixeira_idx ON public.condicionantes USING btree (lixeira_id) WHERE (lixeira_id IS NOT NULL);
CREATE INDEX condicionantes_minhas_idx ON public.condicionantes USING btree (company_id, responsavel_id, COALESCE(proxima_entrega, data_prazo), id) WHERE ((status <> 'concluida'::text) AND (NOT aprovada));
CREATE INDEX condicionantes_obrigacoes_idx ON public.condicionantes USING btree (company_id, data_prazo, id) WHERE ((status <> 'concluida'::text) AND (entregas_abertas = 0));
CREATE INDEX condicionantes_portal_idx ON public.condicionantes USING btree (company_id, cliente_id, proximo_prazo, id) WHERE ((lixeira_id IS NULL) AND ((status <> 'concluida'::text) OR (entregas_abertas > 0)));
CREATE INDEX condicionantes_responsavel_concluidas_idx ON public.condicionantes USING btree (company_id, responsavel_id, data_entrega DESC NULLS LAST, updated_at DESC, id DESC) WHERE (status = 'concluida'::text);
CREATE INDEX condicionantes_responsavel_obrigacoes_idx ON public.condicionantes USING btree (company_id, responsavel_id, data_prazo, id) WHERE ((status <> 'concluida'::text) AND (entregas_abertas = 0));
CREATE TRIGGER condicionantes_as_comprovacoes AFTER UPDATE ON condicionantes FOR EACH ROW WHEN (old.responsavel_id IS DISTINCT FROM new.responsavel_id OR old.busca IS DISTINCT FROM new.busca OR old.aprovada IS DISTINCT FROM new.aprovada) EXECUTE FUNCTION app_condicionante_as_comprovacoes();
CREATE TRIGGER condicionantes_busca BEFORE INSERT OR UPDATE OF nome, descricao, licenca_id, busca ON condicionantes FOR EACH ROW EXECUTE FUNCTION app_condicionante_busca();
CREATE TRIGGER condicionantes_cliente BEFORE INSERT OR UPDATE OF licenca_id, cliente_id ON condicionantes FOR EACH ROW EXECUTE FUNCTION app_cliente_do_pai();
CREATE TRIGGER historico AFTER INSERT OR DELETE OR UPDATE ON condicionantes FOR EACH ROW EXECUTE FUNCTION registrar_historico('licenca_id');
CREATE TRIGGER tallies_delete AFTER DELETE ON condicionantes REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION app_count_tallies();
CREATE TRIGGER tallies_insert AFTER INSERT ON condicionantes REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION app_count_tallies();
CREATE TRIGGER tallies_update AFTER UPDATE ON condicionantes REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION app_count_tallies();
-- Shared trigger functions (see below): app_cliente_do_pai, app_count_tallies, registrar_historico.

CREATE OR REPLACE FUNCTION public.app_condicionante_as_comprovacoes()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
BEGIN
  UPDATE condicionante_comprovacoes
     SET responsavel_id = NEW.responsavel_id, busca = NEW.busca, condicionante_aprovada = NEW.aprovada
   WHERE condicionante_id = NEW.id
     AND (responsavel_id, busca, condicionante_aprovada) IS DISTINCT FROM (NEW.responsavel_id, NEW.busca, NEW.aprovada);
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.app_condicionante_busca()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
BEGIN
  NEW.busca := coalesce((
    SELECT app_fold(concat_ws(' ', NEW.nome, NEW.descricao, l.numero, e.nome, c.nome))
    FROM licencas l JOIN empreendimentos e ON e.id = l.empreendimento_id JOIN clientes c ON c.id = e.cliente_id
    WHERE l.id = NEW.licenca_id), app_fold(concat_ws(' ', NEW.nome, NEW.descricao)));
  RETURN NEW;
END $function$;

-- ================================================================================================
-- Table documentos
-- ================================================================================================
CREATE TABLE documentos (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  relacionado_a text NOT NULL,
  relacionado_id uuid NOT NULL,
  comprovacao_id uuid,
  nome text NOT NULL,
  storage_path text NOT NULL,
  content_type text NOT NULL,
  file_size bigint NOT NULL,
  observacoes_documento text,
  condicionante_cumprida boolean DEFAULT false NOT NULL,
  created_by text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  lixeira_id uuid,
  obrigacao_comprovacao_id uuid,
  CONSTRAINT documentos_pkey PRIMARY KEY (id),
  CONSTRAINT documentos_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE RESTRICT,
  CONSTRAINT documentos_comprovacao_fk FOREIGN KEY (company_id, comprovacao_id) REFERENCES condicionante_comprovacoes(company_id, id) ON DELETE CASCADE,
  CONSTRAINT documentos_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT documentos_lixeira_fk FOREIGN KEY (company_id, lixeira_id) REFERENCES lixeira(company_id, id),
  CONSTRAINT documentos_obrigacao_comprovacao_fk FOREIGN KEY (company_id, obrigacao_comprovacao_id) REFERENCES obrigacao_comprovacoes(company_id, id) ON DELETE CASCADE,
  CONSTRAINT documentos_storage_path_unique UNIQUE (storage_path)
);
ALTER TABLE documentos ENABLE ROW LEVEL SECURITY;
CREATE POLICY portal_insert ON documentos AS PERMISSIVE FOR INSERT TO portal_user
  WITH CHECK (((company_id = app_company_id()) AND (lixeira_id IS NULL) AND (created_by = current_setting('app.user_id'::text, true)) AND (((relacionado_a = 'condicionante'::text) AND (EXISTS ( SELECT 1
   FROM condicionante_comprovacoes p
  WHERE ((p.id = documentos.comprovacao_id) AND (p.condicionante_id = documentos.relacionado_id) AND (p.origem = 'portal'::text) AND (p.status_comprovacao = 'em_analise'::text) AND (p.created_by = current_setting('app.user_id'::text, true)))))) OR ((relacionado_a = 'obrigacao'::text) AND (EXISTS ( SELECT 1
   FROM (obrigacao_comprovacoes p
     JOIN obrigacao_instancias i ON ((i.id = p.instancia_id)))
  WHERE ((p.id = documentos.obrigacao_comprovacao_id) AND (i.obrigacao_id = documentos.relacionado_id) AND (p.origem = 'portal'::text) AND (p.status_comprovacao = 'em_analise'::text) AND (p.created_by = current_setting('app.user_id'::text, true)))))))));
CREATE POLICY portal_select ON documentos AS PERMISSIVE FOR SELECT TO portal_user
  USING (((company_id = app_company_id()) AND (lixeira_id IS NULL) AND ((EXISTS ( SELECT 1
   FROM condicionante_comprovacoes p
  WHERE (p.id = documentos.comprovacao_id))) OR (EXISTS ( SELECT 1
   FROM obrigacao_comprovacoes p
  WHERE (p.id = documentos.obrigacao_comprovacao_id))))));
CREATE POLICY tenant_delete ON documentos AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON documentos AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON documentos AS PERMISSIVE FOR SELECT TO app_user
  USING (((company_id = app_company_id()) AND ((lixeira_id IS NULL) OR app_lixeira_aberta())));
CREATE POLICY tenant_update ON documentos AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON documentos TO app_user;
GRANT SELECT, INSERT ON documentos TO portal_user;
CREATE INDEX documentos_comprovacao_idx ON public.documentos USING btree (comprovacao_id);
CREATE INDEX documentos_lixeira_idx ON public.documentos USING btree (lixeira_id) WHERE (lixeira_id IS NOT NULL);
CREATE INDEX documentos_obrigacao_comprovacao_idx ON public.documentos USING btree (obrigacao_comprovacao_id);
CREATE INDEX documentos_relacionado_idx ON public.documentos USING btree (relacionado_a, relacionado_id, created_at);
CREATE TRIGGER documentos_owner_check BEFORE INSERT OR UPDATE OF relacionado_a, relacionado_id, company_id ON documentos FOR EACH ROW EXECUTE FUNCTION documentos_owner_check();
CREATE TRIGGER historico AFTER INSERT OR DELETE OR UPDATE ON documentos FOR EACH ROW EXECUTE FUNCTION registrar_historico('relacionado_id');
-- Shared trigger functions (see below): registrar_historico.

CREATE OR REPLACE FUNCTION public.documentos_owner_check()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
BEGIN
  IF NEW.relacionado_a = 'condicionante' THEN
    PERFORM 1 FROM condicionantes
      WHERE id = NEW.relacionado_id AND company_id = NEW.company_id FOR KEY SHARE;
  ELSIF NEW.relacionado_a = 'atividade' THEN
    PERFORM 1 FROM atividades_cronograma
      WHERE id = NEW.relacionado_id AND company_id = NEW.company_id FOR KEY SHARE;
  ELSIF NEW.relacionado_a = 'obrigacao' THEN
    PERFORM 1 FROM obrigacoes
      WHERE id = NEW.relacionado_id AND company_id = NEW.company_id FOR KEY SHARE;
  ELSE
    RAISE EXCEPTION 'documentos.relacionado_a desconhecido: %', NEW.relacionado_a
      USING ERRCODE = 'check_violation';
  END IF;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'documentos: % % não existe nesta empresa', NEW.relacionado_a, NEW.relacionado_id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END $function$;

-- ================================================================================================
-- Table empreendimentos
-- ================================================================================================
CREATE TABLE empreendimentos (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  nome text NOT NULL,
  cliente_id uuid NOT NULL,
  atividade text,
  municipio text,
  estado character(2),
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  lixeira_id uuid,
  nome_busca text GENERATED ALWAYS AS (app_fold(nome)) STORED,
  mineracao boolean DEFAULT false NOT NULL,
  CONSTRAINT empreendimentos_pkey PRIMARY KEY (id),
  CONSTRAINT empreendimentos_cliente_fk FOREIGN KEY (company_id, cliente_id) REFERENCES clientes(company_id, id) ON DELETE RESTRICT,
  CONSTRAINT empreendimentos_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE RESTRICT,
  CONSTRAINT empreendimentos_company_id_uq UNIQUE (company_id, id),
  CONSTRAINT empreendimentos_lixeira_fk FOREIGN KEY (company_id, lixeira_id) REFERENCES lixeira(company_id, id)
);
ALTER TABLE empreendimentos ENABLE ROW LEVEL SECURITY;
CREATE POLICY portal_select ON empreendimentos AS PERMISSIVE FOR SELECT TO portal_user
  USING (((company_id = app_company_id()) AND (lixeira_id IS NULL) AND (cliente_id = app_cliente_id())));
CREATE POLICY tenant_delete ON empreendimentos AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON empreendimentos AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON empreendimentos AS PERMISSIVE FOR SELECT TO app_user
  USING (((company_id = app_company_id()) AND ((lixeira_id IS NULL) OR app_lixeira_aberta())));
CREATE POLICY tenant_update ON empreendimentos AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON empreendimentos TO app_user;
GRANT SELECT ON empreendimentos TO portal_user;
CREATE INDEX empreendimentos_cliente_idx ON public.empreendimentos USING btree (cliente_id);
CREATE INDEX empreendimentos_company_created_idx ON public.empreendimentos USING btree (company_id, created_at);
CREATE INDEX empreendimentos_company_nome_busca_idx ON public.empreendimentos USING btree (company_id, nome_busca, id);
CREATE INDEX empreendimentos_lixeira_idx ON public.empreendimentos USING btree (lixeira_id) WHERE (lixeira_id IS NOT NULL);
CREATE INDEX empreendimentos_nome_busca_trgm ON public.empreendimentos USING gin (nome_busca gin_trgm_ops);
CREATE TRIGGER empreendimentos_cliente_aos_filhos AFTER UPDATE OF cliente_id ON empreendimentos FOR EACH ROW WHEN (old.cliente_id IS DISTINCT FROM new.cliente_id) EXECUTE FUNCTION app_cliente_aos_filhos();
CREATE TRIGGER empreendimentos_condicionantes_busca AFTER UPDATE OF nome, cliente_id ON empreendimentos FOR EACH ROW WHEN (old.nome IS DISTINCT FROM new.nome OR old.cliente_id IS DISTINCT FROM new.cliente_id) EXECUTE FUNCTION app_condicionantes_buscam_de_novo();
CREATE TRIGGER historico AFTER INSERT OR DELETE OR UPDATE ON empreendimentos FOR EACH ROW EXECUTE FUNCTION registrar_historico('cliente_id');
CREATE TRIGGER tallies_delete AFTER DELETE ON empreendimentos REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION app_count_tallies();
CREATE TRIGGER tallies_insert AFTER INSERT ON empreendimentos REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION app_count_tallies();
CREATE TRIGGER tallies_update AFTER UPDATE ON empreendimentos REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION app_count_tallies();
-- Shared trigger functions (see below): app_cliente_aos_filhos, app_condicionantes_buscam_de_novo, app_count_tallies, registrar_historico.

-- ================================================================================================
-- Table empresa_configuracoes
-- ================================================================================================
CREATE TABLE empresa_configuracoes (
  company_id uuid NOT NULL,
  apenas_admin_exclui_documentos boolean DEFAULT true NOT NULL,
  email text,
  site text,
  responsavel text,
  telefone1 text,
  telefone2 text,
  rg text,
  cep character(8),
  estado character(2),
  cidade text,
  logradouro text,
  complemento text,
  numero text,
  bairro text,
  logo_path text,
  logo_content_type text,
  logo_size bigint,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  antecedencias_licenca integer[],
  antecedencias_prazo integer[],
  CONSTRAINT empresa_configuracoes_pkey PRIMARY KEY (company_id),
  CONSTRAINT empresa_configuracoes_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE CASCADE
);
ALTER TABLE empresa_configuracoes ENABLE ROW LEVEL SECURITY;
CREATE POLICY portal_select ON empresa_configuracoes AS PERMISSIVE FOR SELECT TO portal_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_delete ON empresa_configuracoes AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON empresa_configuracoes AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON empresa_configuracoes AS PERMISSIVE FOR SELECT TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_update ON empresa_configuracoes AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON empresa_configuracoes TO app_user;
GRANT SELECT ON empresa_configuracoes TO portal_user;

-- ================================================================================================
-- Table empresa_contagens
-- ================================================================================================
CREATE TABLE empresa_contagens (
  company_id uuid NOT NULL,
  tabela text NOT NULL,
  total bigint DEFAULT 0 NOT NULL,
  CONSTRAINT empresa_contagens_company_id_tabela_pk PRIMARY KEY (company_id, tabela),
  CONSTRAINT empresa_contagens_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE CASCADE
);
ALTER TABLE empresa_contagens ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_delete ON empresa_contagens AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON empresa_contagens AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON empresa_contagens AS PERMISSIVE FOR SELECT TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_update ON empresa_contagens AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT ON empresa_contagens TO app_user;

-- ================================================================================================
-- Table historico
-- ================================================================================================
CREATE TABLE historico (
  id bigint DEFAULT nextval('historico_id_seq'::regclass) NOT NULL,
  company_id uuid NOT NULL,
  tabela text NOT NULL,
  registro_id uuid NOT NULL,
  dono_id uuid,
  acao text NOT NULL,
  usuario_id text,
  ator text NOT NULL,
  alteracoes jsonb NOT NULL,
  criado_em timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT historico_pkey PRIMARY KEY (id),
  CONSTRAINT historico_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE CASCADE
);
ALTER TABLE historico ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_select ON historico AS PERMISSIVE FOR SELECT TO app_user
  USING ((company_id = app_company_id()));
GRANT SELECT ON historico TO app_user;
CREATE INDEX historico_dono_idx ON public.historico USING btree (company_id, dono_id, criado_em) WHERE (dono_id IS NOT NULL);
CREATE INDEX historico_registro_idx ON public.historico USING btree (company_id, registro_id, criado_em);

-- ================================================================================================
-- Table importacoes_pdf
-- ================================================================================================
CREATE TABLE importacoes_pdf (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  licenca_id uuid NOT NULL,
  user_id text NOT NULL,
  nome text NOT NULL,
  storage_path text NOT NULL,
  tamanho bigint NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT importacoes_pdf_pkey PRIMARY KEY (id),
  CONSTRAINT importacoes_pdf_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE CASCADE,
  CONSTRAINT importacoes_pdf_licenca_fk FOREIGN KEY (company_id, licenca_id) REFERENCES licencas(company_id, id) ON DELETE CASCADE,
  CONSTRAINT importacoes_pdf_licenca_usuario_uq UNIQUE (licenca_id, user_id),
  CONSTRAINT importacoes_pdf_storage_path_unique UNIQUE (storage_path),
  CONSTRAINT importacoes_pdf_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
ALTER TABLE importacoes_pdf ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_delete ON importacoes_pdf AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON importacoes_pdf AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON importacoes_pdf AS PERMISSIVE FOR SELECT TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_update ON importacoes_pdf AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON importacoes_pdf TO app_user;

-- ================================================================================================
-- Table licenca_documentos
-- ================================================================================================
CREATE TABLE licenca_documentos (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  licenca_id uuid NOT NULL,
  company_id uuid NOT NULL,
  nome text NOT NULL,
  storage_path text NOT NULL,
  content_type text NOT NULL,
  file_size bigint NOT NULL,
  created_by text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  lixeira_id uuid,
  visivel_portal boolean DEFAULT false NOT NULL,
  CONSTRAINT licenca_documentos_pkey PRIMARY KEY (id),
  CONSTRAINT licenca_documentos_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE RESTRICT,
  CONSTRAINT licenca_documentos_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT licenca_documentos_licenca_fk FOREIGN KEY (company_id, licenca_id) REFERENCES licencas(company_id, id) ON DELETE CASCADE,
  CONSTRAINT licenca_documentos_lixeira_fk FOREIGN KEY (company_id, lixeira_id) REFERENCES lixeira(company_id, id),
  CONSTRAINT licenca_documentos_storage_path_unique UNIQUE (storage_path)
);
ALTER TABLE licenca_documentos ENABLE ROW LEVEL SECURITY;
CREATE POLICY portal_select ON licenca_documentos AS PERMISSIVE FOR SELECT TO portal_user
  USING (((company_id = app_company_id()) AND (lixeira_id IS NULL) AND visivel_portal AND (EXISTS ( SELECT 1
   FROM licencas l
  WHERE (l.id = licenca_documentos.licenca_id)))));
CREATE POLICY tenant_delete ON licenca_documentos AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON licenca_documentos AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON licenca_documentos AS PERMISSIVE FOR SELECT TO app_user
  USING (((company_id = app_company_id()) AND ((lixeira_id IS NULL) OR app_lixeira_aberta())));
CREATE POLICY tenant_update ON licenca_documentos AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON licenca_documentos TO app_user;
GRANT SELECT ON licenca_documentos TO portal_user;
CREATE INDEX licenca_documentos_licenca_idx ON public.licenca_documentos USING btree (licenca_id, created_at);
CREATE INDEX licenca_documentos_lixeira_idx ON public.licenca_documentos USING btree (lixeira_id) WHERE (lixeira_id IS NOT NULL);
CREATE TRIGGER historico AFTER INSERT OR DELETE OR UPDATE ON licenca_documentos FOR EACH ROW EXECUTE FUNCTION registrar_historico('licenca_id');
-- Shared trigger functions (see below): registrar_historico.

-- ================================================================================================
-- Table licenca_tipos
-- ================================================================================================
CREATE TABLE licenca_tipos (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  codigo text NOT NULL,
  nome text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT licenca_tipos_pkey PRIMARY KEY (id),
  CONSTRAINT licenca_tipos_company_codigo_uq UNIQUE (company_id, codigo),
  CONSTRAINT licenca_tipos_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE CASCADE
);
ALTER TABLE licenca_tipos ENABLE ROW LEVEL SECURITY;
CREATE POLICY portal_select ON licenca_tipos AS PERMISSIVE FOR SELECT TO portal_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_delete ON licenca_tipos AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON licenca_tipos AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON licenca_tipos AS PERMISSIVE FOR SELECT TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_update ON licenca_tipos AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON licenca_tipos TO app_user;
GRANT SELECT ON licenca_tipos TO portal_user;

-- ================================================================================================
-- Table licencas
-- ================================================================================================
CREATE TABLE licencas (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  empreendimento_id uuid NOT NULL,
  tipo text NOT NULL,
  numero text NOT NULL,
  orgao text NOT NULL,
  emissao_date date,
  validade_date date,
  em_renovacao boolean DEFAULT false NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  lixeira_id uuid,
  protocolo_renovacao_data date,
  protocolo_renovacao_numero text,
  responsavel_id text,
  busca text GENERATED ALWAYS AS (app_fold(((((numero || ' '::text) || orgao) || ' '::text) || tipo))) STORED,
  cliente_id uuid,
  CONSTRAINT licencas_pkey PRIMARY KEY (id),
  CONSTRAINT licencas_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE RESTRICT,
  CONSTRAINT licencas_company_id_uq UNIQUE (company_id, id),
  CONSTRAINT licencas_empreendimento_fk FOREIGN KEY (company_id, empreendimento_id) REFERENCES empreendimentos(company_id, id) ON DELETE RESTRICT,
  CONSTRAINT licencas_lixeira_fk FOREIGN KEY (company_id, lixeira_id) REFERENCES lixeira(company_id, id),
  CONSTRAINT licencas_responsavel_id_users_id_fk FOREIGN KEY (responsavel_id) REFERENCES users(id) ON DELETE SET NULL
);
ALTER TABLE licencas ENABLE ROW LEVEL SECURITY;
CREATE POLICY portal_select ON licencas AS PERMISSIVE FOR SELECT TO portal_user
  USING (((company_id = app_company_id()) AND (lixeira_id IS NULL) AND (cliente_id = app_cliente_id())));
CREATE POLICY tenant_delete ON licencas AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON licencas AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON licencas AS PERMISSIVE FOR SELECT TO app_user
  USING (((company_id = app_company_id()) AND ((lixeira_id IS NULL) OR app_lixeira_aberta())));
CREATE POLICY tenant_update ON licencas AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON licencas TO app_user;
GRANT SELECT ON licencas TO portal_user;
CREATE INDEX licencas_busca_trgm ON public.licencas USING gin (busca gin_trgm_ops);
CREATE INDEX licencas_cliente_idx ON public.licencas USING btree (company_id, cliente_id) WHERE (lixeira_id IS NULL);
CREATE INDEX licencas_company_created_idx ON public.licencas USING btree (company_id, created_at, id) INCLUDE (lixeira_id);
CREATE INDEX licencas_company_responsavel_idx ON public.licencas USING btree (company_id, responsavel_id, validade_date);
CREATE INDEX licencas_company_validade_idx ON public.licencas USING btree (company_id, validade_date, id) INCLUDE (lixeira_id, em_renovacao, protocolo_renovacao_data);
CREATE INDEX licencas_empreendimento_idx ON public.licencas USING btree (empreendimento_id);
CREATE INDEX licencas_lixeira_idx ON public.licencas USING btree (lixeira_id) WHERE (lixeira_id IS NOT NULL);
CREATE INDEX licencas_minhas_idx ON public.licencas USING btree (company_id, responsavel_id, validade_date, id) INCLUDE (lixeira_id) WHERE ((validade_date IS NOT NULL) AND (NOT (em_renovacao AND ((protocolo_renovacao_data IS NULL) OR (protocolo_renovacao_data <= (validade_date - 120))))));
CREATE INDEX licencas_validade_sweep_idx ON public.licencas USING btree (validade_date) WHERE (lixeira_id IS NULL);
CREATE TRIGGER historico AFTER INSERT OR DELETE OR UPDATE ON licencas FOR EACH ROW EXECUTE FUNCTION registrar_historico('empreendimento_id');
CREATE TRIGGER licencas_cliente BEFORE INSERT OR UPDATE OF empreendimento_id, cliente_id ON licencas FOR EACH ROW EXECUTE FUNCTION app_cliente_do_pai();
CREATE TRIGGER licencas_cliente_aos_filhos AFTER UPDATE OF cliente_id ON licencas FOR EACH ROW WHEN (old.cliente_id IS DISTINCT FROM new.cliente_id) EXECUTE FUNCTION app_cliente_aos_filhos();
CREATE TRIGGER licencas_condicionantes_busca AFTER UPDATE OF numero, empreendimento_id ON licencas FOR EACH ROW WHEN (old.numero IS DISTINCT FROM new.numero OR old.empreendimento_id IS DISTINCT FROM new.empreendimento_id) EXECUTE FUNCTION app_condicionantes_buscam_de_novo();
CREATE TRIGGER tallies_delete AFTER DELETE ON licencas REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION app_count_tallies();
CREATE TRIGGER tallies_insert AFTER INSERT ON licencas REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION app_count_tallies();
CREATE TRIGGER tallies_update AFTER UPDATE ON licencas REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION app_count_tallies();
-- Shared trigger functions (see below): app_cliente_aos_filhos, app_cliente_do_pai, app_condicionantes_buscam_de_novo, app_count_tallies, registrar_historico.

-- ================================================================================================
-- Table licencas_por_dia
-- ================================================================================================
CREATE TABLE licencas_por_dia (
  company_id uuid NOT NULL,
  situacao text NOT NULL,
  data date,
  total bigint NOT NULL,
  CONSTRAINT licencas_por_dia_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE CASCADE,
  CONSTRAINT licencas_por_dia_uq UNIQUE NULLS NOT DISTINCT (company_id, situacao, data)
);
ALTER TABLE licencas_por_dia ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_delete ON licencas_por_dia AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON licencas_por_dia AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON licencas_por_dia AS PERMISSIVE FOR SELECT TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_update ON licencas_por_dia AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT ON licencas_por_dia TO app_user;

-- ================================================================================================
-- Table licencas_por_dia_novas
-- ================================================================================================
CREATE TABLE licencas_por_dia_novas (
  company_id uuid NOT NULL,
  situacao text NOT NULL,
  data date,
  total bigint NOT NULL,
  CONSTRAINT licencas_por_dia_novas_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE CASCADE
);
ALTER TABLE licencas_por_dia_novas ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_delete ON licencas_por_dia_novas AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON licencas_por_dia_novas AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON licencas_por_dia_novas AS PERMISSIVE FOR SELECT TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_update ON licencas_por_dia_novas AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT ON licencas_por_dia_novas TO app_user;
CREATE INDEX licencas_por_dia_novas_company_idx ON public.licencas_por_dia_novas USING btree (company_id);

-- ================================================================================================
-- Table lixeira
-- ================================================================================================
CREATE TABLE lixeira (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  tipo text NOT NULL,
  registro_id uuid NOT NULL,
  titulo text NOT NULL,
  contexto text,
  itens jsonb NOT NULL,
  deleted_by text,
  deleted_at timestamp with time zone NOT NULL,
  CONSTRAINT lixeira_pkey PRIMARY KEY (id),
  CONSTRAINT lixeira_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE RESTRICT,
  CONSTRAINT lixeira_company_id_uq UNIQUE (company_id, id),
  CONSTRAINT lixeira_deleted_by_users_id_fk FOREIGN KEY (deleted_by) REFERENCES users(id) ON DELETE SET NULL
);
ALTER TABLE lixeira ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_delete ON lixeira AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON lixeira AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON lixeira AS PERMISSIVE FOR SELECT TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_update ON lixeira AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON lixeira TO app_user;
CREATE INDEX lixeira_company_deleted_idx ON public.lixeira USING btree (company_id, deleted_at);
CREATE INDEX lixeira_deleted_idx ON public.lixeira USING btree (deleted_at);

-- ================================================================================================
-- Table obrigacao_comprovacoes
-- ================================================================================================
CREATE TABLE obrigacao_comprovacoes (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  instancia_id uuid NOT NULL,
  data_entrega date NOT NULL,
  observacoes text,
  status_comprovacao text DEFAULT 'pendente'::text NOT NULL,
  origem text DEFAULT 'equipe'::text NOT NULL,
  motivo_rejeicao text,
  analisada_por text,
  analisada_em timestamp with time zone,
  created_by text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  lixeira_id uuid,
  CONSTRAINT obrigacao_comprovacoes_pkey PRIMARY KEY (id),
  CONSTRAINT obrigacao_comprovacoes_analisada_por_users_id_fk FOREIGN KEY (analisada_por) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT obrigacao_comprovacoes_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE RESTRICT,
  CONSTRAINT obrigacao_comprovacoes_company_id_uq UNIQUE (company_id, id),
  CONSTRAINT obrigacao_comprovacoes_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT obrigacao_comprovacoes_instancia_fk FOREIGN KEY (company_id, instancia_id) REFERENCES obrigacao_instancias(company_id, id) ON DELETE CASCADE,
  CONSTRAINT obrigacao_comprovacoes_lixeira_fk FOREIGN KEY (company_id, lixeira_id) REFERENCES lixeira(company_id, id),
  CONSTRAINT obrigacao_comprovacoes_status_ck CHECK ((status_comprovacao = ANY (ARRAY['pendente'::text, 'em_analise'::text, 'aprovada'::text, 'rejeitada'::text])))
);
ALTER TABLE obrigacao_comprovacoes ENABLE ROW LEVEL SECURITY;
CREATE POLICY portal_insert ON obrigacao_comprovacoes AS PERMISSIVE FOR INSERT TO portal_user
  WITH CHECK (((company_id = app_company_id()) AND (lixeira_id IS NULL) AND (origem = 'portal'::text) AND (status_comprovacao = 'em_analise'::text) AND (created_by = current_setting('app.user_id'::text, true)) AND (EXISTS ( SELECT 1
   FROM obrigacao_instancias i
  WHERE ((i.id = obrigacao_comprovacoes.instancia_id) AND (i.status <> 'cumprida'::text))))));
CREATE POLICY portal_select ON obrigacao_comprovacoes AS PERMISSIVE FOR SELECT TO portal_user
  USING (((company_id = app_company_id()) AND (lixeira_id IS NULL) AND (EXISTS ( SELECT 1
   FROM obrigacao_instancias i
  WHERE (i.id = obrigacao_comprovacoes.instancia_id)))));
CREATE POLICY tenant_delete ON obrigacao_comprovacoes AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON obrigacao_comprovacoes AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON obrigacao_comprovacoes AS PERMISSIVE FOR SELECT TO app_user
  USING (((company_id = app_company_id()) AND ((lixeira_id IS NULL) OR app_lixeira_aberta())));
CREATE POLICY tenant_update ON obrigacao_comprovacoes AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON obrigacao_comprovacoes TO app_user;
GRANT SELECT, INSERT ON obrigacao_comprovacoes TO portal_user;
CREATE INDEX obrigacao_comprovacoes_em_analise_idx ON public.obrigacao_comprovacoes USING btree (company_id) WHERE ((origem = 'portal'::text) AND (status_comprovacao = 'em_analise'::text) AND (lixeira_id IS NULL));
CREATE INDEX obrigacao_comprovacoes_instancia_idx ON public.obrigacao_comprovacoes USING btree (instancia_id, data_entrega);
CREATE INDEX obrigacao_comprovacoes_lixeira_idx ON public.obrigacao_comprovacoes USING btree (lixeira_id) WHERE (lixeira_id IS NOT NULL);
CREATE TRIGGER historico AFTER INSERT OR DELETE OR UPDATE ON obrigacao_comprovacoes FOR EACH ROW EXECUTE FUNCTION registrar_historico('instancia_id');
CREATE TRIGGER obrigacao_comprovacoes_alertar_portal AFTER INSERT ON obrigacao_comprovacoes FOR EACH ROW WHEN (new.origem = 'portal'::text) EXECUTE FUNCTION app_alertar_obrigacao_comprovacao_portal();
-- Shared trigger functions (see below): registrar_historico.

CREATE OR REPLACE FUNCTION public.app_alertar_obrigacao_comprovacao_portal()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
DECLARE
  o record;
  alerta uuid;
BEGIN
  SELECT ob.id, ob.responsavel_id, ob.titulo, i.data_vencimento, cl.nome AS cliente
    INTO o
    FROM obrigacao_instancias i
    JOIN obrigacoes ob ON ob.id = i.obrigacao_id
    JOIN clientes cl ON cl.id = ob.cliente_id
   WHERE i.id = NEW.instancia_id;
  INSERT INTO alertas (company_id, item_tipo, item_id, pai_id, prazo, marco, dia, titulo, contexto)
  VALUES (NEW.company_id, 'comprovacao', NEW.id, o.id, o.data_vencimento, 0,
          (now() AT TIME ZONE 'America/Sao_Paulo')::date, left(o.titulo, 500), o.cliente)
  RETURNING id INTO alerta;
  INSERT INTO alerta_destinatarios (alerta_id, company_id, user_id, email_pendente)
  SELECT alerta, NEW.company_id, p.id, p.alertas_email
    FROM profiles p
   WHERE p.company_id = NEW.company_id AND p.ativo AND p.cliente_id IS NULL
     AND (p.id = o.responsavel_id
          OR (o.responsavel_id IS NULL AND EXISTS (
                SELECT 1 FROM user_roles r WHERE r.user_id = p.id AND r.role = 'admin')));
  RETURN NULL;
END
$function$;

-- ================================================================================================
-- Table obrigacao_instancias
-- ================================================================================================
CREATE TABLE obrigacao_instancias (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  obrigacao_id uuid NOT NULL,
  data_regra date NOT NULL,
  data_vencimento date NOT NULL,
  status text DEFAULT 'pendente'::text NOT NULL,
  cumprida_em date,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  lixeira_id uuid,
  CONSTRAINT obrigacao_instancias_pkey PRIMARY KEY (id),
  CONSTRAINT obrigacao_instancias_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE RESTRICT,
  CONSTRAINT obrigacao_instancias_company_id_uq UNIQUE (company_id, id),
  CONSTRAINT obrigacao_instancias_cumprida_ck CHECK (((status = 'cumprida'::text) = (cumprida_em IS NOT NULL))),
  CONSTRAINT obrigacao_instancias_lixeira_fk FOREIGN KEY (company_id, lixeira_id) REFERENCES lixeira(company_id, id),
  CONSTRAINT obrigacao_instancias_obrigacao_fk FOREIGN KEY (company_id, obrigacao_id) REFERENCES obrigacoes(company_id, id) ON DELETE CASCADE,
  CONSTRAINT obrigacao_instancias_regra_uq UNIQUE (obrigacao_id, data_regra),
  CONSTRAINT obrigacao_instancias_status_ck CHECK ((status = ANY (ARRAY['pendente'::text, 'em_andamento'::text, 'cumprida'::text])))
);
ALTER TABLE obrigacao_instancias ENABLE ROW LEVEL SECURITY;
CREATE POLICY portal_select ON obrigacao_instancias AS PERMISSIVE FOR SELECT TO portal_user
  USING (((company_id = app_company_id()) AND (lixeira_id IS NULL) AND (EXISTS ( SELECT 1
   FROM obrigacoes o
  WHERE (o.id = obrigacao_instancias.obrigacao_id)))));
CREATE POLICY tenant_delete ON obrigacao_instancias AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON obrigacao_instancias AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON obrigacao_instancias AS PERMISSIVE FOR SELECT TO app_user
  USING (((company_id = app_company_id()) AND ((lixeira_id IS NULL) OR app_lixeira_aberta())));
CREATE POLICY tenant_update ON obrigacao_instancias AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON obrigacao_instancias TO app_user;
GRANT SELECT ON obrigacao_instancias TO portal_user;
CREATE INDEX obrigacao_instancias_abertas_idx ON public.obrigacao_instancias USING btree (company_id, data_vencimento) WHERE (status <> 'cumprida'::text);
CREATE INDEX obrigacao_instancias_abertas_vencimento_idx ON public.obrigacao_instancias USING btree (data_vencimento) WHERE (status <> 'cumprida'::text);
CREATE INDEX obrigacao_instancias_cumpridas_idx ON public.obrigacao_instancias USING btree (company_id, cumprida_em DESC NULLS LAST) WHERE (status = 'cumprida'::text);
CREATE INDEX obrigacao_instancias_lixeira_idx ON public.obrigacao_instancias USING btree (lixeira_id) WHERE (lixeira_id IS NOT NULL);
CREATE TRIGGER historico AFTER INSERT OR DELETE OR UPDATE ON obrigacao_instancias FOR EACH ROW EXECUTE FUNCTION registrar_historico('obrigacao_id');
-- Shared trigger functions (see below): registrar_historico.

-- ================================================================================================
-- Table obrigacao_modelos
-- ================================================================================================
CREATE TABLE obrigacao_modelos (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  titulo text NOT NULL,
  orgao text NOT NULL,
  base_legal text,
  base_legal_url text,
  descricao text,
  recorrencia jsonb NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT obrigacao_modelos_pkey PRIMARY KEY (id),
  CONSTRAINT obrigacao_modelos_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE RESTRICT,
  CONSTRAINT obrigacao_modelos_company_id_uq UNIQUE (company_id, id)
);
ALTER TABLE obrigacao_modelos ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_delete ON obrigacao_modelos AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON obrigacao_modelos AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON obrigacao_modelos AS PERMISSIVE FOR SELECT TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_update ON obrigacao_modelos AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON obrigacao_modelos TO app_user;
CREATE INDEX obrigacao_modelos_company_titulo_idx ON public.obrigacao_modelos USING btree (company_id, titulo);
CREATE TRIGGER historico AFTER INSERT OR DELETE OR UPDATE ON obrigacao_modelos FOR EACH ROW EXECUTE FUNCTION registrar_historico();
-- Shared trigger functions (see below): registrar_historico.

-- ================================================================================================
-- Table obrigacoes
-- ================================================================================================
CREATE TABLE obrigacoes (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  cliente_id uuid NOT NULL,
  empreendimento_id uuid,
  titulo text NOT NULL,
  orgao text NOT NULL,
  base_legal text,
  base_legal_url text,
  descricao text,
  responsavel_id text,
  recorrencia jsonb NOT NULL,
  catalogo_codigo text,
  modelo_id uuid,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  lixeira_id uuid,
  CONSTRAINT obrigacoes_pkey PRIMARY KEY (id),
  CONSTRAINT obrigacoes_cliente_fk FOREIGN KEY (company_id, cliente_id) REFERENCES clientes(company_id, id) ON DELETE CASCADE,
  CONSTRAINT obrigacoes_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE RESTRICT,
  CONSTRAINT obrigacoes_company_id_uq UNIQUE (company_id, id),
  CONSTRAINT obrigacoes_empreendimento_fk FOREIGN KEY (company_id, empreendimento_id) REFERENCES empreendimentos(company_id, id) ON DELETE CASCADE,
  CONSTRAINT obrigacoes_lixeira_fk FOREIGN KEY (company_id, lixeira_id) REFERENCES lixeira(company_id, id),
  CONSTRAINT obrigacoes_modelo_id_obrigacao_modelos_id_fk FOREIGN KEY (modelo_id) REFERENCES obrigacao_modelos(id) ON DELETE SET NULL,
  CONSTRAINT obrigacoes_responsavel_id_users_id_fk FOREIGN KEY (responsavel_id) REFERENCES users(id) ON DELETE SET NULL
);
ALTER TABLE obrigacoes ENABLE ROW LEVEL SECURITY;
CREATE POLICY portal_select ON obrigacoes AS PERMISSIVE FOR SELECT TO portal_user
  USING (((company_id = app_company_id()) AND (lixeira_id IS NULL) AND (cliente_id = app_cliente_id())));
CREATE POLICY tenant_delete ON obrigacoes AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON obrigacoes AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON obrigacoes AS PERMISSIVE FOR SELECT TO app_user
  USING (((company_id = app_company_id()) AND ((lixeira_id IS NULL) OR app_lixeira_aberta())));
CREATE POLICY tenant_update ON obrigacoes AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON obrigacoes TO app_user;
GRANT SELECT ON obrigacoes TO portal_user;
CREATE UNIQUE INDEX obrigacoes_catalogo_uq ON public.obrigacoes USING btree (company_id, cliente_id, COALESCE(empreendimento_id, '00000000-0000-0000-0000-000000000000'::uuid), catalogo_codigo) WHERE (catalogo_codigo IS NOT NULL);
CREATE INDEX obrigacoes_company_cliente_idx ON public.obrigacoes USING btree (company_id, cliente_id);
CREATE INDEX obrigacoes_company_responsavel_idx ON public.obrigacoes USING btree (company_id, responsavel_id);
CREATE INDEX obrigacoes_lixeira_idx ON public.obrigacoes USING btree (lixeira_id) WHERE (lixeira_id IS NOT NULL);
CREATE UNIQUE INDEX obrigacoes_modelo_uq ON public.obrigacoes USING btree (company_id, cliente_id, COALESCE(empreendimento_id, '00000000-0000-0000-0000-000000000000'::uuid), modelo_id) WHERE (modelo_id IS NOT NULL);
CREATE TRIGGER historico AFTER INSERT OR DELETE OR UPDATE ON obrigacoes FOR EACH ROW EXECUTE FUNCTION registrar_historico('cliente_id');
-- Shared trigger functions (see below): registrar_historico.

-- ================================================================================================
-- Table obrigacoes_por_dia
-- ================================================================================================
CREATE TABLE obrigacoes_por_dia (
  company_id uuid NOT NULL,
  situacao text NOT NULL,
  data date,
  total bigint NOT NULL,
  CONSTRAINT obrigacoes_por_dia_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE CASCADE,
  CONSTRAINT obrigacoes_por_dia_uq UNIQUE NULLS NOT DISTINCT (company_id, situacao, data)
);
ALTER TABLE obrigacoes_por_dia ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_delete ON obrigacoes_por_dia AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON obrigacoes_por_dia AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON obrigacoes_por_dia AS PERMISSIVE FOR SELECT TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_update ON obrigacoes_por_dia AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT ON obrigacoes_por_dia TO app_user;

-- ================================================================================================
-- Table obrigacoes_por_dia_novas
-- ================================================================================================
CREATE TABLE obrigacoes_por_dia_novas (
  company_id uuid NOT NULL,
  situacao text NOT NULL,
  data date,
  total bigint NOT NULL,
  CONSTRAINT obrigacoes_por_dia_novas_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE CASCADE
);
ALTER TABLE obrigacoes_por_dia_novas ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_delete ON obrigacoes_por_dia_novas AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON obrigacoes_por_dia_novas AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON obrigacoes_por_dia_novas AS PERMISSIVE FOR SELECT TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_update ON obrigacoes_por_dia_novas AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT ON obrigacoes_por_dia_novas TO app_user;
CREATE INDEX obrigacoes_por_dia_novas_company_idx ON public.obrigacoes_por_dia_novas USING btree (company_id);

-- ================================================================================================
-- Table portal_convites
-- ================================================================================================
CREATE TABLE portal_convites (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  company_id uuid NOT NULL,
  cliente_id uuid NOT NULL,
  nome text NOT NULL,
  email text NOT NULL,
  token_hash text NOT NULL,
  expira_em timestamp with time zone NOT NULL,
  enviado_em timestamp with time zone NOT NULL,
  aceito_em timestamp with time zone,
  revogado_em timestamp with time zone,
  user_id text,
  convidado_por text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT portal_convites_pkey PRIMARY KEY (id),
  CONSTRAINT portal_convites_cliente_fk FOREIGN KEY (company_id, cliente_id) REFERENCES clientes(company_id, id) ON DELETE CASCADE,
  CONSTRAINT portal_convites_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE RESTRICT,
  CONSTRAINT portal_convites_convidado_por_users_id_fk FOREIGN KEY (convidado_por) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT portal_convites_token_hash_unique UNIQUE (token_hash),
  CONSTRAINT portal_convites_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL
);
ALTER TABLE portal_convites ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_delete ON portal_convites AS PERMISSIVE FOR DELETE TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_insert ON portal_convites AS PERMISSIVE FOR INSERT TO app_user
  WITH CHECK ((company_id = app_company_id()));
CREATE POLICY tenant_select ON portal_convites AS PERMISSIVE FOR SELECT TO app_user
  USING ((company_id = app_company_id()));
CREATE POLICY tenant_update ON portal_convites AS PERMISSIVE FOR UPDATE TO app_user
  USING ((company_id = app_company_id()))
  WITH CHECK ((company_id = app_company_id()));
GRANT SELECT, INSERT, UPDATE, DELETE ON portal_convites TO app_user;
CREATE INDEX portal_convites_cliente_idx ON public.portal_convites USING btree (company_id, cliente_id, created_at);
CREATE INDEX portal_convites_email_idx ON public.portal_convites USING btree (email);

-- ================================================================================================
-- Table profiles
-- ================================================================================================
CREATE TABLE profiles (
  id text NOT NULL,
  full_name text DEFAULT ''::text NOT NULL,
  company_id uuid,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  ativo boolean DEFAULT true NOT NULL,
  alertas_email boolean DEFAULT true NOT NULL,
  cliente_id uuid,
  CONSTRAINT profiles_pkey PRIMARY KEY (id),
  CONSTRAINT profiles_cliente_fk FOREIGN KEY (company_id, cliente_id) REFERENCES clientes(company_id, id) ON DELETE SET NULL (cliente_id),
  CONSTRAINT profiles_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE RESTRICT,
  CONSTRAINT profiles_id_users_id_fk FOREIGN KEY (id) REFERENCES users(id) ON DELETE CASCADE
);
ALTER TABLE profiles ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_select ON profiles AS PERMISSIVE FOR SELECT TO app_user
  USING ((company_id = app_company_id()));
GRANT SELECT ON profiles TO app_user;
CREATE INDEX profiles_cliente_idx ON public.profiles USING btree (cliente_id) WHERE (cliente_id IS NOT NULL);
CREATE INDEX profiles_company_id_idx ON public.profiles USING btree (company_id);

-- ================================================================================================
-- Table rate_limits
-- ================================================================================================
CREATE TABLE rate_limits (
  key text NOT NULL,
  count integer NOT NULL,
  reset_at timestamp with time zone NOT NULL,
  CONSTRAINT rate_limits_pkey PRIMARY KEY (key)
);
CREATE INDEX rate_limits_reset_at_idx ON public.rate_limits USING btree (reset_at);

-- ================================================================================================
-- Table sessions
-- ================================================================================================
CREATE TABLE sessions (
  id text NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  token text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  ip_address text,
  user_agent text,
  user_id text NOT NULL,
  CONSTRAINT sessions_pkey PRIMARY KEY (id),
  CONSTRAINT sessions_token_unique UNIQUE (token),
  CONSTRAINT sessions_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE INDEX sessions_user_id_idx ON public.sessions USING btree (user_id);

-- ================================================================================================
-- Table tallies
-- ================================================================================================
CREATE TABLE tallies (
  tally text NOT NULL,
  source text NOT NULL,
  columns text[] NOT NULL,
  keys text[] NOT NULL,
  counts text NOT NULL,
  appends boolean NOT NULL,
  CONSTRAINT tallies_tally_source_pk PRIMARY KEY (tally, source),
  CONSTRAINT tallies_keys_ck CHECK ((cardinality(columns) = cardinality(keys)))
);

-- ================================================================================================
-- Table user_roles
-- ================================================================================================
CREATE TABLE user_roles (
  id uuid DEFAULT gen_random_uuid() NOT NULL,
  user_id text NOT NULL,
  role text NOT NULL,
  CONSTRAINT user_roles_pkey PRIMARY KEY (id),
  CONSTRAINT user_roles_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
  CONSTRAINT user_roles_user_role_uq UNIQUE (user_id, role)
);
ALTER TABLE user_roles ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_select ON user_roles AS PERMISSIVE FOR SELECT TO app_user
  USING ((EXISTS ( SELECT 1
   FROM profiles p
  WHERE (p.id = user_roles.user_id))));
GRANT SELECT ON user_roles TO app_user;

-- ================================================================================================
-- Table users
-- ================================================================================================
CREATE TABLE users (
  id text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  email_verified boolean DEFAULT false NOT NULL,
  image text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT users_pkey PRIMARY KEY (id),
  CONSTRAINT users_email_unique UNIQUE (email)
);
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant_select ON users AS PERMISSIVE FOR SELECT TO app_user
  USING ((EXISTS ( SELECT 1
   FROM profiles p
  WHERE (p.id = users.id))));
GRANT SELECT (id, name, email, created_at) ON users TO app_user;

-- ================================================================================================
-- Table varreduras
-- ================================================================================================
CREATE TABLE varreduras (
  dia date NOT NULL,
  alertas integer DEFAULT 0 NOT NULL,
  status_alterados integer DEFAULT 0 NOT NULL,
  emails integer DEFAULT 0 NOT NULL,
  concluida_em timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT varreduras_pkey PRIMARY KEY (dia)
);

-- ================================================================================================
-- Table verifications
-- ================================================================================================
CREATE TABLE verifications (
  id text NOT NULL,
  identifier text NOT NULL,
  value text NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT verifications_pkey PRIMARY KEY (id)
);
CREATE INDEX verifications_identifier_idx ON public.verifications USING btree (identifier);

-- ================================================================================================
-- Trigger functions shared by several tables
-- ================================================================================================

-- Run by triggers on: empreendimentos, licencas.
CREATE OR REPLACE FUNCTION public.app_cliente_aos_filhos()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
BEGIN
  IF TG_TABLE_NAME = 'empreendimentos' THEN
    UPDATE licencas SET cliente_id = NEW.cliente_id WHERE empreendimento_id = NEW.id;
  ELSE
    UPDATE condicionantes SET cliente_id = NEW.cliente_id WHERE licenca_id = NEW.id;
  END IF;
  RETURN NULL;
END $function$;

-- Run by triggers on: condicionantes, licencas.
CREATE OR REPLACE FUNCTION public.app_cliente_do_pai()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
BEGIN
  IF TG_TABLE_NAME = 'licencas' THEN
    NEW.cliente_id := (SELECT cliente_id FROM empreendimentos WHERE id = NEW.empreendimento_id);
  ELSE
    NEW.cliente_id := (SELECT cliente_id FROM licencas WHERE id = NEW.licenca_id);
  END IF;
  RETURN NEW;
END $function$;

-- Run by triggers on: clientes, empreendimentos, licencas.
CREATE OR REPLACE FUNCTION public.app_condicionantes_buscam_de_novo()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
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
END $function$;

-- Run by triggers on: clientes, condicionante_comprovacoes, condicionantes, empreendimentos, licencas.
CREATE OR REPLACE FUNCTION public.app_count_tallies()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
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
$function$;

-- Run by triggers on: atividades_cronograma, checklist_itens, checklists, clientes, condicionante_comprovacoes, condicionantes, documentos, empreendimentos, licenca_documentos, licencas, obrigacao_comprovacoes, obrigacao_instancias, obrigacao_modelos, obrigacoes.
CREATE OR REPLACE FUNCTION public.registrar_historico()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
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
$function$;

-- ================================================================================================
-- Functions called by queries, policies, generated columns and jobs
-- ================================================================================================

CREATE OR REPLACE FUNCTION public.app_add_statement_triggers(source text, prefix text, fn text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
$function$;
REVOKE EXECUTE ON FUNCTION app_add_statement_triggers(text,text,text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION public.app_buscar_condicionantes(padrao text, teto integer)
 RETURNS uuid[]
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 SET jit TO 'off'
AS $function$
  SELECT CASE WHEN count(*) < teto THEN coalesce(array_agg(s.id), '{}') END FROM (
    SELECT k.id FROM condicionantes k
    WHERE k.busca LIKE padrao AND k.company_id = app_company_id() AND k.lixeira_id IS NULL
    LIMIT teto
  ) s
$function$;

CREATE OR REPLACE FUNCTION public.app_buscar_licencas(padrao text, tipos text[])
 RETURNS SETOF uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION public.app_catalogo_ajuste(p_codigo text, p_ano integer)
 RETURNS date
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
  SELECT data_vencimento FROM catalogo_ajustes WHERE codigo = p_codigo AND ano = p_ano
$function$;
REVOKE EXECUTE ON FUNCTION app_catalogo_ajuste(text,integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_catalogo_ajuste(text,integer) TO app_user;

CREATE OR REPLACE FUNCTION public.app_cliente_id()
 RETURNS uuid
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT nullif(current_setting('app.cliente_id', true), '')::uuid
$function$;

CREATE OR REPLACE FUNCTION public.app_company_id()
 RETURNS uuid
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT nullif(current_setting('app.company_id', true), '')::uuid
$function$;

CREATE OR REPLACE FUNCTION public.app_contar_licencas(padrao text, tipos text[], teto integer, OUT total integer, OUT ids uuid[])
 RETURNS record
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION public.app_declare_tally(tally text, source text, columns text[], keys text[], counts text, appends boolean)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO 'public'
AS $function$
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
$function$;
REVOKE EXECUTE ON FUNCTION app_declare_tally(text,text,text[],text[],text,boolean) FROM PUBLIC;

CREATE OR REPLACE FUNCTION public.app_delivery_summary_update(conditions text)
 RETURNS text
 LANGUAGE sql
 STABLE
RETURN (('with tocadas as (select distinct condicionante_id as id from ('::text || conditions) || ') t)
    update condicionantes c set entregas_abertas = a.n, proxima_entrega = a.proxima
    from tocadas t, lateral (
      select count(*)::int as n, min(e.data_entrega) as proxima from condicionante_comprovacoes e
      where e.condicionante_id = t.id and e.status_comprovacao = ''agendada'' and e.lixeira_id is null
    ) a
    where c.id = t.id and (c.entregas_abertas, c.proxima_entrega) is distinct from (a.n, a.proxima)'::text);

CREATE OR REPLACE FUNCTION public.app_entrega_agendada(condicionante uuid, entrega uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
  SELECT EXISTS (SELECT 1 FROM condicionante_comprovacoes
                  WHERE id = entrega AND condicionante_id = condicionante AND company_id = app_company_id()
                    AND status_comprovacao = 'agendada' AND lixeira_id IS NULL)
$function$;

CREATE OR REPLACE FUNCTION public.app_fold(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
RETURN lower(translate(value, 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ'::text, 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny'::text));

CREATE OR REPLACE FUNCTION public.app_fold_tallies()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
DECLARE
  d tallies;
BEGIN
  FOR d IN SELECT DISTINCT ON (tally) * FROM tallies WHERE appends ORDER BY tally LOOP
    EXECUTE format('with novas as (delete from %I returning %s, total) ', d.tally || '_novas', app_tally_columns(d))
      || app_tally_add(d, format('select %s, sum(total) from novas group by %s order by %s',
                                 app_tally_columns(d), app_tally_columns(d), app_tally_columns(d)));
  END LOOP;
END
$function$;
REVOKE EXECUTE ON FUNCTION app_fold_tallies() FROM PUBLIC;

CREATE OR REPLACE FUNCTION public.app_licenca_situacao(em_renovacao boolean, protocolo date, validade date)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT CASE
    WHEN NOT em_renovacao THEN 'livre'
    WHEN protocolo IS NULL OR validade IS NULL THEN 'sem_protocolo'
    WHEN protocolo <= validade - 120 THEN 'no_prazo'
    ELSE 'fora_do_prazo' END
$function$;

CREATE OR REPLACE FUNCTION public.app_lixeira_aberta()
 RETURNS boolean
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT coalesce(current_setting('app.lixeira', true), '') = 'on'
$function$;

CREATE OR REPLACE FUNCTION public.app_recount_tallies()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
AS $function$
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
$function$;
REVOKE EXECUTE ON FUNCTION app_recount_tallies() FROM PUBLIC;

CREATE OR REPLACE FUNCTION public.app_tally_add(d tallies, change text)
 RETURNS text
 LANGUAGE sql
 STABLE
RETURN format('insert into %I as o (%s, total) %s on conflict (%s) do update set total = o.total + excluded.total'::text, (d).tally, app_tally_columns(d), change, app_tally_columns(d));

CREATE OR REPLACE FUNCTION public.app_tally_change(d tallies, source_rows text, weight text)
 RETURNS text
 LANGUAGE sql
 STABLE
RETURN format('select %s, sum(weight) from (select company_id, %s, %s from (%s) l where %s) d(%s, weight) group by %s having sum(weight) <> 0 order by %s'::text, app_tally_columns(d), array_to_string((d).keys, ', '::text), weight, source_rows, (d).counts, app_tally_columns(d), app_tally_columns(d), app_tally_columns(d));

CREATE OR REPLACE FUNCTION public.app_tally_columns(d tallies)
 RETURNS text
 LANGUAGE sql
 STABLE
RETURN ('company_id, '::text || array_to_string(ARRAY(SELECT quote_ident(c.c) AS quote_ident FROM unnest((app_tally_columns.d).columns) c(c)), ', '::text));

CREATE OR REPLACE FUNCTION public.app_transition_rows(op text, new_rows text, old_rows text)
 RETURNS text
 LANGUAGE sql
 STABLE
RETURN CASE op WHEN 'INSERT'::text THEN format('select %s from novas n'::text, new_rows) WHEN 'DELETE'::text THEN format('select %s from antigas a'::text, old_rows) ELSE format('select %s from novas n union all select %s from antigas a'::text, new_rows, old_rows) END;

CREATE OR REPLACE FUNCTION public.company_name_key(name text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT lower(translate(regexp_replace(btrim(name), '[[:space:]]+', ' ', 'g'),
    'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ',
    'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny'))
$function$;
