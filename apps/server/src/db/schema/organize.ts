import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

const audit = {
  creatorUserId: text('creator_user_id'),
  creatorTime: bigint('creator_time', { mode: 'number' }).notNull(),
  lastModifyTime: bigint('last_modify_time', { mode: 'number' }),
};

/** One tree of companies and departments (category 'company' | 'department'); root parent '-1'. */
export const organizes = pgTable(
  'organizes',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').notNull(),
    category: text('category').notNull(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull().unique(),
    managerId: text('manager_id'),
    shortName: text('short_name'),
    enterpriseNature: text('enterprise_nature'),
    merchantId: text('merchant_id'),
    enabledMark: integer('enabled_mark').notNull().default(1),
    sortCode: integer('sort_code').notNull().default(0),
    description: text('description'),
    ...audit,
  },
  (t) => [index('organizes_parent_idx').on(t.parentId)],
);

/**
 * Delegated administrators (分级管理) of an organisation: what each may do with the organisations,
 * positions and users of that organisation and below. The data scope reads them.
 */
export const organizeAdmins = pgTable(
  'organize_admins',
  {
    organizeId: text('organize_id')
      .notNull()
      .references(() => organizes.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    canView: boolean('can_view').notNull().default(true),
    canAdd: boolean('can_add').notNull().default(false),
    canEdit: boolean('can_edit').notNull().default(false),
    canRemove: boolean('can_remove').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.organizeId, t.userId] }), index('organize_admins_user_idx').on(t.userId)],
);

export const positions = pgTable(
  'positions',
  {
    id: text('id').primaryKey(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull().unique(),
    type: text('type').notNull(),
    organizeId: text('organize_id').notNull(),
    enabledMark: integer('enabled_mark').notNull().default(1),
    sortCode: integer('sort_code').notNull().default(0),
    description: text('description'),
    ...audit,
  },
  (t) => [index('positions_organize_idx').on(t.organizeId)],
);

export const userPositions = pgTable(
  'user_positions',
  {
    userId: text('user_id').notNull(),
    positionId: text('position_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.positionId] }),
    index('user_positions_position_idx').on(t.positionId),
  ],
);
