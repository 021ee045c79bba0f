import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const billRules = pgTable('bill_rules', {
  id: text('id').primaryKey(),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull().unique(),
  prefix: text('prefix').notNull().default(''),
  dateFormat: text('date_format').notNull().default('yyyyMMdd'),
  digit: integer('digit').notNull().default(4),
  startNumber: bigint('start_number', { mode: 'number' }).notNull().default(1),
  /** Last serial issued; one UPDATE ... RETURNING increments it, so concurrent issues never repeat. */
  currentNumber: bigint('current_number', { mode: 'number' }).notNull().default(0),
  /** Date part of the number issued last: the serial restarts when the date part moves on. */
  serialDate: text('serial_date'),
  enabledMark: integer('enabled_mark').notNull().default(1),
  sortCode: integer('sort_code').notNull().default(0),
  description: text('description'),
  creatorTime: bigint('creator_time', { mode: 'number' }).notNull(),
  lastModifyTime: bigint('last_modify_time', { mode: 'number' }),
});
