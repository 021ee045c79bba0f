import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A list page's state saved under a name (docs/guide/pages.md#saved-views): personal settings, not
 * records, so no record history follows them. `state` is the contract's `SavedViewState`, checked on the
 * way in; `page_id` is the page's menu enCode.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: text('id').primaryKey(),
    pageId: text('page_id').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    state: jsonb('state').notNull(),
    shared: boolean('shared').notNull().default(false),
    creatorTime: bigint('creator_time', { mode: 'number' }).notNull(),
    lastModifyTime: bigint('last_modify_time', { mode: 'number' }),
  },
  (t) => [
    unique('saved_views_owner_page_name_uq').on(t.ownerId, t.pageId, t.name),
    // The views others shared on a page: the second half of every list.
    index('saved_views_page_shared_idx').on(t.pageId, t.shared),
  ],
);

/** Each person's default view of a page; deleting the view clears it. */
export const savedViewDefaults = pgTable(
  'saved_view_defaults',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: text('page_id').notNull(),
    viewId: text('view_id')
      .notNull()
      .references(() => savedViews.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pageId] })],
);
