import { type SQL, sql } from 'drizzle-orm';
import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { anyOf } from '../text-array.ts';

/**
 * How many users each organisation holds, kept by triggers on `users` (migration 0036), sharded per
 * connection as `table_counts` is: the user list filtered by a department takes its exact total from
 * the subtree's rows here instead of counting its users, and knows when the subtree holds every user
 * (the tree's root), where the filter is no filter at all.
 */
export const organizeUserCounts = pgTable(
  'organize_user_counts',
  {
    organizeId: text('organize_id').notNull(),
    shard: integer('shard').notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizeId, t.shard] })],
);

/**
 * The users of the organisations an SQL text[] expression names (`$2::text[]`), as SQL text: a scalar
 * sub-select, read in the same statement (and snapshot) as the page it totals.
 */
export const keptOrganizeUsersText = (ids: string): string =>
  `(select coalesce(sum(c.n), 0) from organize_user_counts c where c.organize_id = any(${ids}))`;

/** The same for statements Drizzle builds: the users of these organisations. */
export const keptOrganizeUsers = (ids: readonly string[]): SQL<number> =>
  sql<number>`(select coalesce(sum(${organizeUserCounts.n}), 0)::int from ${organizeUserCounts} where ${anyOf(organizeUserCounts.organizeId, ids)})`;
