import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { foldText } from "../../shared/rules/search";
import { likePattern } from "./paging";

/**
 * The column lowercased and without accents, as foldText does in TypeScript: app_fold of
 * migration 0013, the expression the trigram indexes are built over.
 */
export const folded = (column: AnyPgColumn | SQL) => sql`app_fold(${column})`;

/**
 * Accent- and case-insensitive "contains" over any of the columns. Parenthesised: inside
 * `and(company_id = …, <this>)` a bare `a or b` would let the later terms escape the tenant filter.
 */
export function foldedContains(columns: Array<AnyPgColumn | SQL>, q: string): SQL {
  const pattern = likePattern(foldText(q));
  const terms = sql.join(
    columns.map((c) => sql`${folded(c)} like ${pattern}`),
    sql` or `,
  );
  return sql`(${terms})`;
}
