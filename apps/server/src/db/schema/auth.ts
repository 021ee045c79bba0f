import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { chainColumns } from './audit-chain.ts';
import { users } from './users.ts';

/** Captcha answers awaiting use; a row is deleted when used, so each works once. */
export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  text: text('text').notNull(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
});

/** Signed-in sessions. Only the sha256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    lastSeenAt: bigint('last_seen_at', { mode: 'number' }).notNull(),
    /** 'logout' | 'forced' | 'disabled' | 'password'; null while live. */
    revokedReason: text('revoked_reason'),
    revokedAt: bigint('revoked_at', { mode: 'number' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Every sign-in attempt, kept for the log and for per-address rate limiting. */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id'),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    message: text('message').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    ...chainColumns(),
  },
  (t) => [
    index('login_logs_ip_idx').on(t.ip, t.createdAt),
    index('login_logs_user_idx').on(t.userId),
    index('login_logs_time_idx').on(t.createdAt),
    uniqueIndex('login_logs_seq_uq').on(t.seq),
    index('login_logs_unsealed_idx').on(t.createdAt, t.id).where(sql`${t.seq} is null`),
  ],
);

/** Operation log: one row per change tried through the API by a signed-in user, refused or failed ones too. */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id'),
    account: text('account'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** The contract's (English) summary; the log page shows a translated title built from the codes below. */
    summary: text('summary').notNull(),
    /** The menu and button the endpoint declares (null for endpoints any signed-in user may call). */
    menuCode: text('menu_code'),
    buttonCode: text('button_code'),
    /** 'success' | 'refused' (403) | 'failed' (any other code), and the envelope code. */
    result: text('result').notNull().default('success'),
    code: integer('code').notNull().default(200),
    ip: text('ip').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    /** What the change named where its endpoint records it (a reveal's reason, an export's filters); masked. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ...chainColumns(),
  },
  (t) => [
    index('operation_logs_user_idx').on(t.userId, t.createdAt),
    index('operation_logs_time_idx').on(t.createdAt),
    uniqueIndex('operation_logs_seq_uq').on(t.seq),
    index('operation_logs_unsealed_idx').on(t.createdAt, t.id).where(sql`${t.seq} is null`),
  ],
);
