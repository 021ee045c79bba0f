import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Counters that statement triggers (migration 0005) raise whenever what a cached answer was built from
 * changes: 'user_list' for users, their role and position links and organisations. In the database, in
 * the writing transaction: every server instance sees a change the moment it commits.
 */
export const changeCounters = pgTable('change_counters', {
  name: text('name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
