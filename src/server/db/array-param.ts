import { sql, type SQL } from "drizzle-orm";

/**
 * A list as one PostgreSQL array parameter (`= any(…)`), the same on PGlite and node-postgres:
 * sent as an array literal with each element quoted, so a value holding a comma, a quote or a
 * brace stays one element.
 */
export function arrayParam(values: readonly string[], tipo: "uuid" | "text" | "date"): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
  return sql`${literal}::${sql.raw(tipo)}[]`;
}
