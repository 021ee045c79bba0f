import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A person's second factor: the time-based code's secret, sealed (auth/secret-box.ts), never in clear.
 * A row without `enabledAt` is an enrolment waiting for its first code; it signs nobody in.
 */
export const secondFactors = pgTable('second_factors', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: bigint('enabled_at', { mode: 'number' }),
  /** The last time step a code was accepted for: that step and older ones are refused (no replay). */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});

/** The recovery codes of a second factor, as SHA-256 hashes; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: bigint('used_at', { mode: 'number' }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * Tickets between the two steps of a sign-in: the SHA-256 of a random ticket, single use, short-lived.
 * Kept apart from `sessions`, so a ticket is never taken for a token.
 */
export const signInTickets = pgTable(
  'sign_in_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('sign_in_tickets_user_idx').on(t.userId)],
);
