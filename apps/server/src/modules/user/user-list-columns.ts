import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index.ts';

/**
 * The user list's sortable columns (`sidx`): one whitelist for the regular handler, the export and the
 * statement of the administrators' page.
 */
export const userSortColumns: Record<string, PgColumn> = {
  account: users.account,
  realName: users.realName,
  gender: users.gender,
  mobile: users.mobile,
  creatorTime: users.creatorTime,
  enabledMark: users.enabledMark,
  sortCode: users.sortCode,
  lastLoginTime: users.lastLoginTime,
};

/** The user list's order without `sidx`, ascending (the id follows as the last key). */
export const userDefaultOrder: readonly PgColumn[] = [users.sortCode, users.creatorTime];
