import { sql, type Placeholder } from "drizzle-orm";
import type { TPageQuery } from "../../shared/schemas/paging";

export const pageOffset = (q: Pick<TPageQuery, "page" | "pageSize">) => (q.page - 1) * q.pageSize;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids arrive from URLs; a malformed one can only mean "not found". */
export const isUuid = (id: string) => UUID.test(id);

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * OFFSET 0 for `.offset()`: the planner's fence. A subquery with it is planned on its own — not
 * flattened into the query around it, no outer filter pushed into it — so it is read in the order
 * and from the index it is written for. drizzle writes an offset only when it is truthy and drops
 * `.offset(0)`, so the zero goes as SQL.
 */
export const OFFSET_FENCE = sql`0` as unknown as Placeholder;
