import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { condicionantes } from "../../db/schema";
import { likePattern } from "../../db/paging";
import { foldText } from "../../../shared/rules/search";
import { BUSCA_TOTAL_TETO } from "../../../shared/schemas/paging";

// The conditions screen's text search (decision 066): over the condition's name and description,
// its licence's number, its project's and its client's names — all folded into one column,
// `condicionantes.busca`, kept by migration 0026's triggers.

/** A condition the term finds, tested on its stored folded text (one comparison, no join). */
export const encontradaPeloTermo = (q: string, busca: AnyPgColumn = condicionantes.busca): SQL =>
  sql`${busca} like ${likePattern(foldText(q))}`;

/**
 * The company's conditions the term finds, through the trigram index (app_buscar_condicionantes,
 * migration 0026): their ids when at most BUSCA_TOTAL_TETO match, else null — the screen then
 * walks its sections testing each row (encontradaPeloTermo) and says "mais de 1.000".
 */
export async function condicoesDaBusca(db: Db, q: string): Promise<string[] | null> {
  const { rows } = await db.execute<{ ids: string[] | null }>(
    sql`select app_buscar_condicionantes(${likePattern(foldText(q))}, ${BUSCA_TOTAL_TETO + 1}::int) as ids`,
  );
  return rows[0].ids;
}

/**
 * For the rest of the request's transaction, index walks over bitmap and sequential scans, on one
 * process. Behind the wall's policies PostgreSQL does not use a column's statistics for an
 * operator that is not leakproof, LIKE among them, so it takes a term that matches thousands of
 * conditions (this path runs only then) for one matching a handful, and reads a whole section to
 * sort it for ten rows (0.9–1.9 s measured on the bench's large company) instead of walking the
 * section's index in its order until the page is full (1–10 ms). A walk stops early, so parallel
 * workers only add their start-up and their share of two cores under load (decision 074).
 */
export async function preferIndexWalks(db: Db) {
  await db.execute(
    sql`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true),
               set_config('max_parallel_workers_per_gather', '0', true)`,
  );
}
