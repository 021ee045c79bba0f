/** A header's horizontal extent on screen. */
export interface HeaderEdges {
  left: number;
  right: number;
}

/**
 * The gap a dragged header would land in: the number of the side's headers whose middle lies left of
 * the pointer (0 = before the first, `edges.length` = after the last).
 *
 * @example
 * dropGap([{ left: 0, right: 100 }, { left: 100, right: 200 }], 160); // 2
 */
export function dropGap(edges: readonly HeaderEdges[], x: number): number {
  return edges.filter((edge) => (edge.left + edge.right) / 2 < x).length;
}

/**
 * The column a header dropped in `gap` takes the place of (the `move` of the column settings puts it
 * before that column moving left, after it moving right); undefined when the drop leaves it where it is.
 *
 * @example
 * dropTarget(['a', 'b', 'c'], 'a', 3); // 'c': a goes after c
 * dropTarget(['a', 'b', 'c'], 'c', 1); // 'b': c goes before b
 * dropTarget(['a', 'b', 'c'], 'b', 2); // undefined: the gap right after b
 */
export function dropTarget(side: readonly string[], id: string, gap: number): string | undefined {
  const from = side.indexOf(id);
  if (from < 0 || gap === from || gap === from + 1) return undefined;
  return gap > from ? side[gap - 1] : side[gap];
}

/**
 * Where the drop indicator shows for a gap: before a header, or after the last one of the side.
 *
 * @example
 * dropMark(['a', 'b'], 2); // { id: 'b', edge: 'after' }
 */
export function dropMark(
  side: readonly string[],
  gap: number,
): { id: string; edge: 'before' | 'after' } | undefined {
  if (gap < side.length) return side[gap] === undefined ? undefined : { id: side[gap]!, edge: 'before' };
  const last = side.at(-1);
  return last === undefined ? undefined : { id: last, edge: 'after' };
}
