-- One scheduled delivery ('agendada') per condition and date. Before this index, two saves of a
-- periodicity at the same moment could have scheduled a date twice, so duplicates are merged
-- first: per condition and date the row with documents (else the oldest) stays, the others'
-- documents and observations move to it, and then they go. No document row or file is lost.
CREATE TEMPORARY TABLE "agendadas_repetidas" ON COMMIT DROP AS
SELECT "id", "keeper", "n", "observacoes"
FROM (
  SELECT c."id", c."observacoes",
    first_value(c."id") OVER w AS "keeper",
    row_number() OVER w AS "n",
    count(*) OVER (PARTITION BY c."condicionante_id", c."data_entrega") AS "total"
  FROM "condicionante_comprovacoes" c
  WHERE c."status_comprovacao" = 'agendada'
  WINDOW w AS (
    PARTITION BY c."condicionante_id", c."data_entrega"
    ORDER BY EXISTS (SELECT 1 FROM "documentos" d WHERE d."comprovacao_id" = c."id") DESC, c."created_at", c."id"
  )
) ranked
WHERE "total" > 1;
--> statement-breakpoint
UPDATE "documentos" d SET "comprovacao_id" = r."keeper"
FROM "agendadas_repetidas" r
WHERE d."comprovacao_id" = r."id" AND r."n" > 1;
--> statement-breakpoint
UPDATE "condicionante_comprovacoes" c SET "observacoes" = merged."observacoes"
FROM (
  SELECT "keeper", string_agg("observacoes", E'\n' ORDER BY "n") AS "observacoes"
  FROM "agendadas_repetidas"
  WHERE "observacoes" IS NOT NULL
  GROUP BY "keeper"
) merged
WHERE c."id" = merged."keeper";
--> statement-breakpoint
DELETE FROM "condicionante_comprovacoes" c
USING "agendadas_repetidas" r
WHERE c."id" = r."id" AND r."n" > 1;
--> statement-breakpoint
CREATE UNIQUE INDEX "comprovacoes_agendada_uq" ON "condicionante_comprovacoes" USING btree ("condicionante_id","data_entrega") WHERE "condicionante_comprovacoes"."status_comprovacao" = 'agendada';
