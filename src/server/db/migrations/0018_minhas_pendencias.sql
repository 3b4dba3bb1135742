CREATE INDEX "checklist_itens_minhas_idx" ON "checklist_itens" USING btree ("company_id","responsavel_id","descricao","id") WHERE not "checklist_itens"."concluido";--> statement-breakpoint
-- Written by hand (decision 039): a person's licences whose renewal no timely filing covers
-- (renovacaoAtendidaCondition negated, 120 = PRAZO_LEGAL_RENOVACAO_DIAS), by expiry, with the
-- wall's column, so that 'Minhas pendências' reads its ten and its capped count index-only
-- instead of testing each of the person's licences in the table.
CREATE INDEX "licencas_minhas_idx" ON "licencas" USING btree ("company_id", "responsavel_id", "validade_date", "id")
  INCLUDE ("lixeira_id")
  WHERE "validade_date" IS NOT NULL
    AND NOT ("em_renovacao" AND ("protocolo_renovacao_data" IS NULL OR "protocolo_renovacao_data" <= "validade_date" - 120));
