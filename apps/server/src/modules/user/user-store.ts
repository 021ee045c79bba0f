import type { User } from '@pmc/api-client/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { organizes, userPositions, userRoles, users } from '../../db/schema/index.ts';
import { found } from '../../http/guards.ts';

/** Columns of a user answer (never the password hash). */
export const userColumns = {
  id: users.id,
  account: users.account,
  realName: users.realName,
  gender: users.gender,
  mobile: users.mobile,
  email: users.email,
  avatar: users.avatar,
  organizeId: users.organizeId,
  organizeName: organizes.fullName,
  managerId: users.managerId,
  enabledMark: users.enabledMark,
  isAdministrator: users.isAdministrator,
  isWeakPwd: users.isWeakPwd,
  lastLoginTime: users.lastLoginTime,
  lastLoginIp: users.lastLoginIp,
  prevLoginTime: users.prevLoginTime,
  prevLoginIp: users.prevLoginIp,
  sortCode: users.sortCode,
  description: users.description,
  creatorTime: users.creatorTime,
  lastModifyTime: users.lastModifyTime,
  creatorUserId: users.creatorUserId,
};

export type UserRow = { [K in keyof typeof userColumns]: unknown } & {
  id: string;
  organizeId: string | null;
  creatorUserId: string | null;
  isAdministrator: boolean;
};

/** Adds position and role ids (two queries for the whole page) and shapes the rows. */
export async function withLinks(db: Database, rows: UserRow[]): Promise<User[]> {
  const ids = rows.map((r) => r.id);
  const positionLinks = ids.length
    ? await db.select().from(userPositions).where(inArray(userPositions.userId, ids))
    : [];
  const roleLinks = ids.length ? await db.select().from(userRoles).where(inArray(userRoles.userId, ids)) : [];
  return rows.map((row) => {
    const { creatorUserId: _c, ...rest } = row;
    return {
      ...(rest as unknown as User),
      gender: [0, 1, 2].includes(row.gender as number) ? (row.gender as 0 | 1 | 2) : 0,
      enabledMark: row.enabledMark === 1 ? 1 : 0,
      positionIds: positionLinks.filter((l) => l.userId === row.id).map((l) => l.positionId),
      roleIds: roleLinks.filter((l) => l.userId === row.id).map((l) => l.roleId),
    };
  });
}

export async function getUserRow(db: Database, id: string): Promise<UserRow> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(organizes, eq(organizes.id, users.organizeId))
    .where(eq(users.id, id))
    .limit(1);
  return found(row) as UserRow;
}
