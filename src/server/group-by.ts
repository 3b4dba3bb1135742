/**
 * Rows read in one query for several parents, put under each parent's key in reading order: the
 * details of a page of records in two queries, never one per record.
 */
export function groupBy<T, V = T>(rows: readonly T[], key: (row: T) => string | null, value?: (row: T) => V) {
  const grupos = new Map<string, V[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const v = value ? value(row) : (row as unknown as V);
    const grupo = grupos.get(k);
    if (grupo) grupo.push(v);
    else grupos.set(k, [v]);
  }
  return grupos;
}
