DROP INDEX "licencas_cliente_idx";--> statement-breakpoint
CREATE INDEX "licencas_cliente_idx" ON "licencas" USING btree ("company_id","cliente_id") WHERE "licencas"."lixeira_id" is null;