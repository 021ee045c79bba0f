import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Counters that deferred triggers (migration 0005) raise once per transaction, at its commit, whenever
 * what a kept answer was built from changes: 'user_list' for users, their role and position links and
 * organisations. In the database, in the writing transaction: every server instance sees a change the
 * moment it commits.
 */
export const changeCounters = pgTable('change_counters', {
  name: text('name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
