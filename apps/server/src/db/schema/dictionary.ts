import { bigint, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

export const dictionaryTypes = pgTable(
  'dictionary_types',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').notNull(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull().unique(),
    isTree: integer('is_tree').notNull().default(0),
    enabledMark: integer('enabled_mark').notNull().default(1),
    sortCode: integer('sort_code').notNull().default(0),
    description: text('description'),
    creatorTime: bigint('creator_time', { mode: 'number' }).notNull(),
    lastModifyTime: bigint('last_modify_time', { mode: 'number' }),
  },
  (t) => [index('dictionary_types_parent_idx').on(t.parentId)],
);

/** Items of a type; parent '0' at the top (tree types nest further). */
export const dictionaryData = pgTable(
  'dictionary_data',
  {
    id: text('id').primaryKey(),
    dictionaryTypeId: text('dictionary_type_id')
      .notNull()
      .references(() => dictionaryTypes.id),
    parentId: text('parent_id').notNull(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    enabledMark: integer('enabled_mark').notNull().default(1),
    sortCode: integer('sort_code').notNull().default(0),
    description: text('description'),
    creatorTime: bigint('creator_time', { mode: 'number' }).notNull(),
    lastModifyTime: bigint('last_modify_time', { mode: 'number' }),
  },
  (t) => [
    unique('dictionary_data_code_uq').on(t.dictionaryTypeId, t.enCode),
    index('dictionary_data_parent_idx').on(t.parentId),
  ],
);
