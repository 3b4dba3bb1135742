import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

type TArrayType = "uuid" | "text" | "date";

/**
 * A list as one PostgreSQL array parameter (`= any(…)`), the same on PGlite and node-postgres:
 * sent as an array literal with each element quoted, so a value holding a comma, a quote or a
 * brace stays one element.
 */
export function arrayParam(values: readonly string[], tipo: TArrayType): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
  return sql`${literal}::${sql.raw(tipo)}[]`;
}

/**
 * `column = any(values)`, the list as one array parameter of the column's own type: one plan
 * whatever the list's length (an `in (…)` would send one parameter per value), and an index on
 * the column probed with each value.
 */
export function anyOf(column: PgColumn, values: readonly string[]): SQL {
  const tipo = column.getSQLType();
  if (tipo !== "uuid" && tipo !== "text" && tipo !== "date") throw new Error(`anyOf: coluna do tipo ${tipo}`);
  return sql`${column} = any(${arrayParam(values, tipo)})`;
}
