import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const roles = pgTable(
  'roles',
  {
    id: text('id').primaryKey(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull().unique(),
    type: text('type').notNull().default('user'),
    enabledMark: integer('enabled_mark').notNull().default(1),
    /** 'all' | 'org' | 'orgAndBelow' | 'own' | 'custom' */
    dataScope: text('data_scope').notNull().default('all'),
    description: text('description'),
    sortCode: integer('sort_code').notNull().default(0),
    creatorTime: bigint('creator_time', { mode: 'number' }).notNull(),
    lastModifyTime: bigint('last_modify_time', { mode: 'number' }),
  },
  // The role list's default order: a page is the first rows of this index, not a sort of every role.
  (t) => [index('roles_order_idx').on(t.sortCode, t.id)],
);

/** What a role may use: kind 'menu' (a menu id) or 'button' | 'column' | 'form' (a permission item id). */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.kind, t.itemId] })],
);

/** Organisations a role with data scope 'custom' may see. */
export const roleDataScopeOrgs = pgTable(
  'role_data_scope_orgs',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    organizeId: text('organize_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.organizeId] }), index('role_scope_org_idx').on(t.organizeId)],
);
