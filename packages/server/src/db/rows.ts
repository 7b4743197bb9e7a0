/** A row without the store it names: what a per-store answer or kept part holds. */
export const withoutStore = <T extends { store_id: number }>({
  store_id: _store,
  ...row
}: T): Omit<T, 'store_id'> => row;

/**
 * Rows of several stores (one statement's, each naming its `store_id`) by store id, each without that column, in
 * the order they came; a store without rows has no entry.
 */
export function rowsByStore<T extends { store_id: number }>(
  rows: readonly T[],
): Map<number, Omit<T, 'store_id'>[]> {
  const grouped = new Map<number, Omit<T, 'store_id'>[]>();
  for (const row of rows) {
    const list = grouped.get(row.store_id) ?? [];
    list.push(withoutStore(row));
    grouped.set(row.store_id, list);
  }
  return grouped;
}
