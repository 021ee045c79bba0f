import { bigint, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Uploaded files; the bytes live in `file_contents` on PostgreSQL, under DATA_DIR/uploads/<type>/<storedName> on PGlite. */
export const uploadedFiles = pgTable('uploaded_files', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  originalName: text('original_name').notNull(),
  storedName: text('stored_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  creatorUserId: text('creator_user_id'),
  creatorTime: bigint('creator_time', { mode: 'number' }).notNull(),
});

// pg answers bytea as a Buffer, PGlite as a Uint8Array: both come out as a Buffer.
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The bytes of uploads when the server runs on PostgreSQL (DATABASE_URL), so that every instance behind
 * a load balancer serves every file. One row per file, written with its `uploaded_files` row.
 */
export const fileContents = pgTable('file_contents', {
  fileId: text('file_id')
    .primaryKey()
    .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

/** Short-lived download links (hash of the ticket), shared by every server instance. */
export const downloadTickets = pgTable(
  'download_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    fileId: text('file_id').notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('download_tickets_expiry_idx').on(t.expiresAt)],
);

/** Print templates: type 1 flow, 2 form. */
export const printTemplates = pgTable('print_templates', {
  id: text('id').primaryKey(),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull().unique(),
  type: integer('type').notNull(),
  category: text('category').notNull(),
  content: text('content').notNull().default(''),
  enabledMark: integer('enabled_mark').notNull().default(1),
  sortCode: integer('sort_code').notNull().default(0),
  description: text('description'),
  creatorTime: bigint('creator_time', { mode: 'number' }).notNull(),
  lastModifyTime: bigint('last_modify_time', { mode: 'number' }),
});
