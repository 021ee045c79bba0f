import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Administrative divisions; ids are the GB/T 2260 codes of the seed, root parent '-1'. */
export const areas = pgTable(
  'areas',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').notNull(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull().unique(),
    type: integer('type').notNull(),
    enabledMark: integer('enabled_mark').notNull().default(1),
    sortCode: integer('sort_code').notNull().default(0),
    description: text('description'),
    creatorTime: bigint('creator_time', { mode: 'number' }).notNull(),
    lastModifyTime: bigint('last_modify_time', { mode: 'number' }),
  },
  (t) => [index('areas_parent_idx').on(t.parentId, t.sortCode)],
);
