import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { chainColumns } from './audit-chain.ts';

/** Fields that name a record, in the order an entry's name is read (an account before a person's name). */
export const NAME_FIELDS = ['account', 'fullName', 'realName'] as const;

/**
 * The names an entry keeps, as one text the audit search matches: the deleted record's copy of its name
 * fields and a changed name field's before and after (so a renamed record is found by either name).
 * Only immutable functions (a stored generated column needs them): `||` and coalesce, not concat_ws.
 */
const namesText = sql.raw(
  NAME_FIELDS.flatMap((field) => [
    `coalesce("snapshot" ->> '${field}', '')`,
    `coalesce(jsonb_path_query_first("changes", '$[*] ? (@.field == "${field}")') ->> 'before', '')`,
    `coalesce(jsonb_path_query_first("changes", '$[*] ? (@.field == "${field}")') ->> 'after', '')`,
  ]).join(" || ' ' || "),
);

/** One changed field of a history entry; list fields (roles, grants) say what was added and removed. */
export interface StoredChange {
  field: string;
  before?: unknown;
  after?: unknown;
  added?: string[];
  removed?: string[];
}

/** A name as it was at the time: plain text, or per locale for names the seed holds in three languages. */
export type StoredName = string | { zh: string; en: string; zhtw: string };

/**
 * What one change did to one record, written in the transaction of the change (history/write-change.ts).
 * The operation log says which request ran; this says what it did. Never holds a secret.
 */
export const recordHistory = pgTable(
  'record_history',
  {
    id: text('id').primaryKey(),
    /** 'user' | 'organize' | 'department' | 'position' | 'role' | 'dictionaryType' | ... (history/kinds.ts) */
    kind: text('kind').notNull(),
    recordId: text('record_id').notNull(),
    /** 'create' | 'update' | 'delete' | 'state' | 'grant' | 'restore' | 'import' | 'event' */
    action: text('action').notNull(),
    /** An event's name (resetPassword, unlock, members); null for the plain actions. */
    event: text('event'),
    /** The record's organisation at the time (data scope reads it); null for records without one. */
    organizeId: text('organize_id'),
    /** Who, as they were: the account is kept since a user can be renamed or deleted. */
    userId: text('user_id'),
    account: text('account'),
    ip: text('ip'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    changes: jsonb('changes').$type<StoredChange[]>().notNull().default([]),
    /** Names of the ids the changes mention, as they were named at the time. */
    names: jsonb('names').$type<Record<string, StoredName>>().notNull().default({}),
    /** The record as it was before a delete (no secrets), so it can be restored. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    /** The names above as one text, kept by the database itself: what the search by name matches. */
    recordNames: text('record_names').generatedAlwaysAs(namesText).notNull(),
    ...chainColumns(),
  },
  (t) => [
    // Ascending, read backwards for newest first. Not `.desc()`: drizzle writes DESC NULLS LAST, and
    // `ORDER BY … DESC` means NULLS FIRST, so PostgreSQL sorted every matching row instead of reading
    // the index in order (a week of a ten-million-entry history: 96,000 rows sorted for 20).
    // One record's page, newest first.
    index('record_history_record_idx').on(t.kind, t.recordId, t.createdAt, t.id),
    // The audit search of a time range (optionally of one kind or one user) and the retention purge.
    index('record_history_time_idx').on(t.createdAt, t.id),
    index('record_history_user_idx').on(t.userId, t.createdAt),
    // The search by name: a part of a name anywhere (ILIKE '%…%') reads the trigram index.
    index('record_history_names_idx').using('gin', sql`${t.recordNames} gin_trgm_ops`),
    uniqueIndex('record_history_seq_uq').on(t.seq),
    index('record_history_unsealed_idx').on(t.createdAt, t.id).where(sql`${t.seq} is null`),
  ],
);
