-- Written by hand (the month calendar at scale, issue 18; decision 035). The licences' date index gains the id
-- after the date: the month grid reads each day's first few expiries and legal renewal deadlines
-- in (date, id) order, which the index now gives as it is, stopping after those few, instead of
-- reading every licence of a busy day to sort them. Otherwise as in migration 0013: the status
-- filters and the dashboard's and calendar's date ranges, index-only for counts.
DROP INDEX "licencas_company_validade_idx";--> statement-breakpoint
CREATE INDEX "licencas_company_validade_idx" ON "licencas" ("company_id","validade_date","id") INCLUDE ("lixeira_id","em_renovacao","protocolo_renovacao_data");
