import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The hashes of passwords a person had before the current one (migration 0019), so a change can refuse
 * the last few (安全策略's reuse count). Only hashes, as slow as the current one; trimmed on each change.
 */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    /** When it stopped being the password. */
    replacedAt: bigint('replaced_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('password_history_user_idx').on(t.userId, t.replacedAt)],
);
