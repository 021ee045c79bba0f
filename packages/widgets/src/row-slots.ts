/**
 * The slot (a React key) of each row on screen, given the slots of the last render. A row still on
 * screen keeps its slot, so its elements, focus and state move with it when rows above it come or go;
 * a row arriving takes the slot of one that left (the lowest free), so a new page reuses the elements of
 * the last one instead of unmounting them and mounting new ones. Slots stay unique among the rows.
 */
export function assignSlots(
  previous: ReadonlyMap<string, number>,
  keys: readonly string[],
): Map<string, number> {
  const next = new Map<string, number>();
  const taken = new Set<number>();
  for (const key of keys) {
    const slot = previous.get(key);
    if (slot !== undefined && !next.has(key)) {
      next.set(key, slot);
      taken.add(slot);
    }
  }
  let free = 0;
  for (const key of keys) {
    if (next.has(key)) continue;
    while (taken.has(free)) free++;
    next.set(key, free);
    taken.add(free);
  }
  return next;
}
