import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { roles } from './roles.ts';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    account: text('account').notNull().unique(),
    realName: text('real_name').notNull(),
    /**
     * Pinyin and initials of `realName` (张三: zhangsan, zs) for the keyword of the list and the picker,
     * and the name they were computed from; written with the name (namePinyinColumns), cleared by a
     * trigger when the name changes without them (fillNamePinyin then computes them again).
     */
    namePinyin: text('name_pinyin'),
    nameInitials: text('name_initials'),
    namePinyinOf: text('name_pinyin_of'),
    passwordHash: text('password_hash').notNull(),
    gender: integer('gender').notNull().default(0),
    mobile: text('mobile'),
    email: text('email'),
    avatar: text('avatar').notNull().default(''),
    /** Sealed (`v1.<key id>.…`, id-card/id-card-crypt.ts); the store opens it, nothing else sees it sealed. */
    idCard: text('id_card'),
    /** HMAC-SHA-256 of the normalised ID under a key derived from the data key: exact-match search. */
    idCardHash: text('id_card_hash'),
    organizeId: text('organize_id'),
    managerId: text('manager_id'),
    merchantId: text('merchant_id'),
    enabledMark: integer('enabled_mark').notNull().default(1),
    isAdministrator: boolean('is_administrator').notNull().default(false),
    isWeakPwd: boolean('is_weak_pwd').notNull().default(false),
    // When the password was last set (changed, reset or created): its expiry counts from here.
    passwordSetAt: bigint('password_set_at', { mode: 'number' })
      .notNull()
      .default(sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`),
    // When an administrator last re-enabled the account from dormancy: its idle days count from here.
    reactivatedAt: bigint('reactivated_at', { mode: 'number' }),
    theme: text('theme').notNull().default('classic'),
    failedCount: integer('failed_count').notNull().default(0),
    lockedUntil: bigint('locked_until', { mode: 'number' }),
    lastLoginTime: bigint('last_login_time', { mode: 'number' }),
    lastLoginIp: text('last_login_ip'),
    prevLoginTime: bigint('prev_login_time', { mode: 'number' }),
    prevLoginIp: text('prev_login_ip'),
    description: text('description'),
    sortCode: integer('sort_code').notNull().default(0),
    creatorUserId: text('creator_user_id'),
    creatorTime: bigint('creator_time', { mode: 'number' }).notNull(),
    lastModifyTime: bigint('last_modify_time', { mode: 'number' }),
  },
  (t) => [
    // A department's users in the default order (the tree's click): a station's page of 1,000 reads
    // and orders their index entries alone (at a million users 4.7 -> 0.24 ms in the database).
    index('users_organize_order_idx').on(t.organizeId, t.sortCode, t.creatorTime, t.id),
    index('users_manager_idx').on(t.managerId),
    index('users_creator_idx').on(t.creatorUserId),
    // A creation date range with the keys of the default order: the range's users are counted and
    // ordered from the index alone (the last month of a million: 8 ms, 17 ms through the rows).
    index('users_creator_time_order_idx').on(t.creatorTime, t.sortCode, t.id),
    // Exactly the default ORDER BY of the user list, so page 1 reads 20 index entries instead of sorting all.
    index('users_default_order_idx').on(t.sortCode, t.creatorTime, t.id),
    // The same order within one state: disabled accounts are few, and a page of them walked the whole
    // default order to find 10,001 (a million users: 236-446 ms a page).
    index('users_state_order_idx').on(t.enabledMark, t.sortCode, t.creatorTime, t.id),
    // Sorted by name either way (read backwards for descending; ties by id sorted within one name):
    // without it every name-sorted page sorted every user (a million: 318-454 ms).
    index('users_real_name_idx').on(t.realName),
    // A keyword of one or two characters matches account, name and mobile from their start (FROM_START_BELOW
    // in user-keyword.ts): no trigram narrows it, a btree range over the lower-case text does. Migration
    // 0035 adds INCLUDE (the column, account, real_name, id, sort_code, creator_time, enabled_mark) to
    // these and the two below, which Drizzle cannot write: a keyword's matches are counted and ordered
    // from the index alone.
    index('users_account_prefix_idx').using('btree', sql`lower(${t.account}) text_pattern_ops`),
    index('users_real_name_prefix_idx').using('btree', sql`lower(${t.realName}) text_pattern_ops`),
    index('users_mobile_prefix_idx').using('btree', sql`lower(${t.mobile}) text_pattern_ops`),
    // Trigram indexes keep keyword search fast at 100,000 users.
    index('users_account_trgm_idx').using('gin', sql`${t.account} gin_trgm_ops`),
    index('users_real_name_trgm_idx').using('gin', sql`${t.realName} gin_trgm_ops`),
    index('users_mobile_trgm_idx').using('gin', sql`${t.mobile} gin_trgm_ops`),
    // Pinyin and initials match from their start (zs, zhangs): a btree walk. Trigrams cannot narrow a
    // two-letter keyword, the usual case for initials.
    index('users_name_pinyin_prefix_idx').using('btree', sql`${t.namePinyin} text_pattern_ops`),
    index('users_name_initials_prefix_idx').using('btree', sql`${t.nameInitials} text_pattern_ops`),
    index('users_id_card_hash_idx').on(t.idCardHash),
    // Finds the few users whose pinyin is still to be computed without reading the others.
    index('users_name_pinyin_missing_idx').on(t.id).where(sql`${t.namePinyin} is null`),
    // The few administrators, who hold every right ("who can do this?"), without reading every user.
    index('users_administrator_idx').on(t.id).where(sql`${t.isAdministrator}`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);
