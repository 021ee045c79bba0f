import type { SavedViewState } from '@pmc/api-client/contract';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { dictionaryTypes, organizes, positions } from '../../db/schema/index.ts';

/**
 * Filters of the list pages that name a record (docs/guide/pages.md#saved-views): `organizeId` on users,
 * positions and departments, `positionId` on users, `typeId` on dictionary items. A saved view whose
 * record has since been deleted opens without that filter rather than with a list that can never match.
 */
const referenceFilters: Readonly<Record<string, PgColumn>> = {
  organizeId: organizes.id,
  positionId: positions.id,
  typeId: dictionaryTypes.id,
};

/**
 * The state without the filters whose record is gone, and the names of those filters.
 * @example
 * await withoutDroppedFilters(db, { ...state, filters: { organizeId: 'deleted' } });
 * // { state: { ...state, filters: {} }, dropped: ['organizeId'] }
 */
export async function withoutDroppedFilters(
  db: Database,
  state: SavedViewState,
): Promise<{ state: SavedViewState; dropped: string[] }> {
  const dropped: string[] = [];
  for (const [name, value] of Object.entries(state.filters)) {
    const column = Object.hasOwn(referenceFilters, name) ? referenceFilters[name] : undefined;
    if (!column || value === '') continue;
    const found = await db.select({ id: column }).from(column.table).where(eq(column, value)).limit(1);
    if (found.length === 0) dropped.push(name);
  }
  if (dropped.length === 0) return { state, dropped };
  const filters = Object.fromEntries(
    Object.entries(state.filters).filter(([name]) => !dropped.includes(name)),
  );
  return { state: { ...state, filters }, dropped };
}
