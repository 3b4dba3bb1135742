import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * Where the previous batch of an export stopped: its last row's creation instant and id, both as
 * the database printed them. The instant travels as text, never as a JS Date: a Date keeps
 * milliseconds and PostgreSQL microseconds, so a cursor rounded through a Date would skip the rows
 * created within the same millisecond after it (a bulk insert's rows, the benchmark's 100,000).
 */
export interface TCursor {
  em: string;
  id: string;
}

/** The two columns a batch query selects so its last row can be the next batch's cursor. */
export const cursorColumns = (criadoEm: AnyColumn, id: AnyColumn) => ({
  cursorEm: sql<string>`${criadoEm}::text`,
  cursorId: sql<string>`${id}::text`,
});

/**
 * Rows after `cursor` in the lists' order (newest first, then id descending), as one row
 * comparison the (company_id, created_at) index serves. Without a cursor: from the first row.
 */
export function depoisDe(criadoEm: AnyColumn, id: AnyColumn | SQL, cursor: TCursor | null): SQL | undefined {
  return cursor ? sql`(${criadoEm}, ${id}) < (${cursor.em}::timestamptz, ${cursor.id})` : undefined;
}
