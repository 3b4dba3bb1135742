-- The bin (docs/decisions/015-the-bin.md). Rows of the seven tables below stay where they are when
-- deleted, marked with their bin entry's id; the select policies hide marked rows unless the
-- transaction opened the bin (app.lixeira = 'on'), which only the bin's own service does.
CREATE OR REPLACE FUNCTION app_lixeira_aberta() RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(current_setting('app.lixeira', true), '') = 'on'
$$;
--> statement-breakpoint
-- A company name as compared for duplicates: spaces trimmed and collapsed, then accents and case
-- folded with the letters of shared/rules/search.ts (FOLD_FROM / FOLD_TO). IMMUTABLE: an index
-- is built on it.
CREATE OR REPLACE FUNCTION company_name_key(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(regexp_replace(btrim(name), '[[:space:]]+', ' ', 'g'),
    'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ',
    'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny'))
$$;
--> statement-breakpoint
-- Old databases may hold companies whose names differ only in case, accents or spaces (nothing
-- refused them before). The oldest keeps its name; each later one becomes "Nome (2)", "Nome (3)",
-- ... (the next number whose name is free), so the unique index can be built, no company is lost,
-- and the approval dialog tells them apart. The super-administrator can rename them afterwards.
DO $$
DECLARE
  dup record;
  n integer;
  candidate text;
BEGIN
  FOR dup IN
    SELECT id, name, pos FROM (
      SELECT id, name, row_number() OVER (PARTITION BY company_name_key(name) ORDER BY created_at, id) AS pos
      FROM companies
    ) ranked WHERE pos > 1
  LOOP
    n := dup.pos;
    LOOP
      candidate := btrim(dup.name) || ' (' || n || ')';
      EXIT WHEN NOT EXISTS (SELECT 1 FROM companies WHERE company_name_key(name) = company_name_key(candidate));
      n := n + 1;
    END LOOP;
    UPDATE companies SET name = candidate WHERE id = dup.id;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TABLE "lixeira" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"registro_id" uuid NOT NULL,
	"titulo" text NOT NULL,
	"contexto" text,
	"itens" jsonb NOT NULL,
	"deleted_by" text,
	"deleted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lixeira_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "lixeira" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "lixeira_id" uuid;--> statement-breakpoint
ALTER TABLE "empreendimentos" ADD COLUMN "lixeira_id" uuid;--> statement-breakpoint
ALTER TABLE "licenca_documentos" ADD COLUMN "lixeira_id" uuid;--> statement-breakpoint
ALTER TABLE "licencas" ADD COLUMN "lixeira_id" uuid;--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" ADD COLUMN "lixeira_id" uuid;--> statement-breakpoint
ALTER TABLE "condicionantes" ADD COLUMN "lixeira_id" uuid;--> statement-breakpoint
ALTER TABLE "documentos" ADD COLUMN "lixeira_id" uuid;--> statement-breakpoint
ALTER TABLE "lixeira" ADD CONSTRAINT "lixeira_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lixeira" ADD CONSTRAINT "lixeira_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lixeira_company_deleted_idx" ON "lixeira" USING btree ("company_id","deleted_at");--> statement-breakpoint
CREATE INDEX "lixeira_deleted_idx" ON "lixeira" USING btree ("deleted_at");--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_lixeira_fk" FOREIGN KEY ("company_id","lixeira_id") REFERENCES "public"."lixeira"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empreendimentos" ADD CONSTRAINT "empreendimentos_lixeira_fk" FOREIGN KEY ("company_id","lixeira_id") REFERENCES "public"."lixeira"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenca_documentos" ADD CONSTRAINT "licenca_documentos_lixeira_fk" FOREIGN KEY ("company_id","lixeira_id") REFERENCES "public"."lixeira"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licencas" ADD CONSTRAINT "licencas_lixeira_fk" FOREIGN KEY ("company_id","lixeira_id") REFERENCES "public"."lixeira"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condicionante_comprovacoes" ADD CONSTRAINT "condicionante_comprovacoes_lixeira_fk" FOREIGN KEY ("company_id","lixeira_id") REFERENCES "public"."lixeira"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condicionantes" ADD CONSTRAINT "condicionantes_lixeira_fk" FOREIGN KEY ("company_id","lixeira_id") REFERENCES "public"."lixeira"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_lixeira_fk" FOREIGN KEY ("company_id","lixeira_id") REFERENCES "public"."lixeira"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_key_uq" ON "companies" USING btree (company_name_key("name"));--> statement-breakpoint
CREATE INDEX "clientes_lixeira_idx" ON "clientes" USING btree ("lixeira_id") WHERE "clientes"."lixeira_id" is not null;--> statement-breakpoint
CREATE INDEX "empreendimentos_lixeira_idx" ON "empreendimentos" USING btree ("lixeira_id") WHERE "empreendimentos"."lixeira_id" is not null;--> statement-breakpoint
CREATE INDEX "licenca_documentos_lixeira_idx" ON "licenca_documentos" USING btree ("lixeira_id") WHERE "licenca_documentos"."lixeira_id" is not null;--> statement-breakpoint
CREATE INDEX "licencas_lixeira_idx" ON "licencas" USING btree ("lixeira_id") WHERE "licencas"."lixeira_id" is not null;--> statement-breakpoint
CREATE INDEX "condicionante_comprovacoes_lixeira_idx" ON "condicionante_comprovacoes" USING btree ("lixeira_id") WHERE "condicionante_comprovacoes"."lixeira_id" is not null;--> statement-breakpoint
CREATE INDEX "condicionantes_lixeira_idx" ON "condicionantes" USING btree ("lixeira_id") WHERE "condicionantes"."lixeira_id" is not null;--> statement-breakpoint
CREATE INDEX "documentos_lixeira_idx" ON "documentos" USING btree ("lixeira_id") WHERE "documentos"."lixeira_id" is not null;--> statement-breakpoint
CREATE POLICY "tenant_select" ON "lixeira" AS PERMISSIVE FOR SELECT TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_insert" ON "lixeira" AS PERMISSIVE FOR INSERT TO "app_user" WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_update" ON "lixeira" AS PERMISSIVE FOR UPDATE TO "app_user" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_delete" ON "lixeira" AS PERMISSIVE FOR DELETE TO "app_user" USING (company_id = app_company_id());--> statement-breakpoint
ALTER POLICY "tenant_select" ON "clientes" TO app_user USING (company_id = app_company_id() and (lixeira_id is null or app_lixeira_aberta()));--> statement-breakpoint
ALTER POLICY "tenant_select" ON "empreendimentos" TO app_user USING (company_id = app_company_id() and (lixeira_id is null or app_lixeira_aberta()));--> statement-breakpoint
ALTER POLICY "tenant_select" ON "licenca_documentos" TO app_user USING (company_id = app_company_id() and (lixeira_id is null or app_lixeira_aberta()));--> statement-breakpoint
ALTER POLICY "tenant_select" ON "licencas" TO app_user USING (company_id = app_company_id() and (lixeira_id is null or app_lixeira_aberta()));--> statement-breakpoint
ALTER POLICY "tenant_select" ON "condicionante_comprovacoes" TO app_user USING (company_id = app_company_id() and (lixeira_id is null or app_lixeira_aberta()));--> statement-breakpoint
ALTER POLICY "tenant_select" ON "condicionantes" TO app_user USING (company_id = app_company_id() and (lixeira_id is null or app_lixeira_aberta()));--> statement-breakpoint
ALTER POLICY "tenant_select" ON "documentos" TO app_user USING (company_id = app_company_id() and (lixeira_id is null or app_lixeira_aberta()));--> statement-breakpoint
-- Like every business table: app_user reads and writes it through the policies above.
GRANT SELECT, INSERT, UPDATE, DELETE ON "lixeira" TO app_user;
