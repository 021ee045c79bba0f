/** A side a column sticks to; `none` unpins a column the page fixed (e.g. 操作). */
export type ColumnPin = 'left' | 'right' | 'none';

/**
 * Ids in a chosen order: the chosen ids that exist, then the rest in their default order.
 *
 * @example
 * orderIds(['b', 'x'], ['a', 'b', 'c']); // ['b', 'a', 'c']
 */
export function orderIds(chosen: readonly string[], ids: readonly string[]): string[] {
  const known = new Set(ids);
  const placed = new Set<string>();
  for (const id of chosen) if (known.has(id)) placed.add(id);
  return [...placed, ...ids.filter((id) => !placed.has(id))];
}

/**
 * Columns in the person's order with their pins applied: left-pinned first, right-pinned last (a sticky
 * column can only stick at the edge it is next to), each group in the chosen order.
 *
 * @example
 * arrangeColumns([{ id: 'a' }, { id: 'b' }, { id: 'c', fixed: 'right' }], ['c', 'b'], { b: 'left' });
 * // [{ id: 'b', fixed: 'left' }, { id: 'a' }, { id: 'c', fixed: 'right' }]
 */
export function arrangeColumns<C extends { id: string; fixed?: 'left' | 'right' }>(
  columns: readonly C[],
  order: readonly string[] = [],
  pins: Readonly<Record<string, ColumnPin>> = {},
): C[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const ordered = orderIds(
    order,
    columns.map((column) => column.id),
  ).map((id) => {
    const column = byId.get(id)!;
    const pin = pins[id];
    if (pin === undefined || pin === column.fixed) return column;
    return { ...column, fixed: pin === 'none' ? undefined : pin };
  });
  return [
    ...ordered.filter((column) => column.fixed === 'left'),
    ...ordered.filter((column) => column.fixed === undefined),
    ...ordered.filter((column) => column.fixed === 'right'),
  ];
}
