import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/** Menu tree: directories (type C) and pages (type M), names in the three locales. */
export const menus = pgTable(
  'menus',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').notNull(),
    type: text('type').notNull(),
    category: integer('category').notNull(),
    target: text('target').notNull().default('_self'),
    urlAddress: text('url_address'),
    route: text('route').notNull().default(''),
    component: text('component').notNull().default(''),
    fullName: text('full_name').notNull(),
    nameEn: text('name_en').notNull(),
    nameZhtw: text('name_zhtw').notNull(),
    enCode: text('en_code').notNull().unique(),
    icon: text('icon').notNull().default(''),
    sortCode: integer('sort_code').notNull().default(0),
    enabledMark: integer('enabled_mark').notNull().default(1),
  },
  (t) => [index('menus_parent_idx').on(t.parentId)],
);

/** Buttons, columns and form fields a page offers, each granted to roles one by one. */
export const permissionItems = pgTable(
  'permission_items',
  {
    id: text('id').primaryKey(),
    menuId: text('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    enCode: text('en_code').notNull(),
    fullName: text('full_name').notNull(),
    nameEn: text('name_en').notNull(),
    nameZhtw: text('name_zhtw').notNull(),
    sortCode: integer('sort_code').notNull().default(0),
  },
  (t) => [unique('permission_items_code_uq').on(t.menuId, t.kind, t.enCode)],
);
