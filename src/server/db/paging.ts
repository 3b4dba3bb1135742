import type { TPageQuery } from "../../shared/schemas/paging";

export const pageOffset = (q: Pick<TPageQuery, "page" | "pageSize">) => (q.page - 1) * q.pageSize;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids arrive from URLs; a malformed one can only mean "not found". */
export const isUuid = (id: string) => UUID.test(id);

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
