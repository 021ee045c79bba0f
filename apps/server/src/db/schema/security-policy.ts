import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The security policy: one row (id 'default'), read by every instance so a change holds everywhere
 * without a restart. Limits are kept in the units the page shows; they are double precision because the
 * first start copies SESSION_IDLE_MINUTES, which tests set to fractions of a minute.
 */
export const securityPolicies = pgTable('security_policy', {
  id: text('id').primaryKey(),
  maxFailedSignIns: doublePrecision('max_failed_sign_ins').notNull(),
  lockMinutes: doublePrecision('lock_minutes').notNull(),
  sessionIdleMinutes: doublePrecision('session_idle_minutes').notNull(),
  sessionAbsoluteHours: doublePrecision('session_absolute_hours').notNull(),
  /** The signed-in person's name, account and date tiled over every page (docs/guide/chrome.md#watermark). */
  watermark: boolean('watermark').notNull().default(false),
  /** 三员分立: grants may not combine two administrative duties (migration 0021). */
  separationOfDuties: boolean('separation_of_duties').notNull().default(false),
  // The password lifecycle (migration 0018); 0 turns each off.
  passwordExpiryDays: integer('password_expiry_days').notNull().default(0),
  passwordHistoryCount: integer('password_history_count').notNull().default(5),
  dormantDays: integer('dormant_days').notNull().default(0),
  // Second factor: 'none' | 'roles' | 'everyone', and the roles of 'roles'.
  secondFactorRequired: text('second_factor_required').notNull().default('none'),
  secondFactorRoleIds: text('second_factor_role_ids').array().notNull().default(sql`'{}'::text[]`),
  lastModifyTime: bigint('last_modify_time', { mode: 'number' }),
  lastModifyUserId: text('last_modify_user_id'),
});
