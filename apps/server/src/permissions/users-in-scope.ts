import { eq, inArray, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../app-context.ts';
import { users } from '../db/schema/index.ts';
import type { DataScopeFilter } from './data-scope.ts';

/**
 * Rows of users inside the caller's data scope (by the user's organisation), and the caller's own: a
 * log row is as private as the user who made it. Undefined: no filter (the whole scope).
 */
export function byUsersInScope(ctx: AppContext, scope: DataScopeFilter, userId: PgColumn, ownId: string) {
  if (scope.all) return undefined;
  const inScope = scope.organizeIds.length
    ? inArray(
        userId,
        ctx.db.select({ id: users.id }).from(users).where(inArray(users.organizeId, scope.organizeIds)),
      )
    : undefined;
  return or(eq(userId, ownId), inScope);
}
