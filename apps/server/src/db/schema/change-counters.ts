import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Counters that deferred triggers (migrations 0005 and 0034) raise once per transaction, at its commit,
 * whenever what a kept answer was built from changes: 'user_list' for users, their role and position
 * links and organisations; 'role_list' for roles and their members; 'operation_log' for the operation log
 * and the page and button names its titles come from. In the database, in the writing transaction:
 * every server instance sees a change the moment it commits. A counter is the sum of its rows: each
 * database connection raises its own `shard` (its backend's pid modulo 8), so writers committing at once
 * on several connections do not queue on one row; the sum only grows, so it moves with every change.
 */
export const changeCounters = pgTable(
  'change_counters',
  {
    name: text('name').notNull(),
    shard: integer('shard').notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.shard] })],
);

/** The counters the triggers raise. */
export type ChangeCounter = 'user_list' | 'role_list' | 'operation_log';

/** A counter's value as SQL text (a scalar sub-select), for statements written as text. */
export function changeCounterText(name: ChangeCounter): string {
  return `(select sum(cc.n) from change_counters cc where cc.name = '${name}')`;
}
