import type { User } from '@pmc/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { dormantFromSql } from '../../auth/password-lifecycle.ts';
import { organizes, users } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope-error.ts';
import type { IdCardCrypt } from '../../id-card/id-card-crypt.ts';
import { serverMessages } from '../../messages.ts';
import { found } from '../../records/guards.ts';

/** Columns of a user answer (never the password hash). */
export const userColumns = {
  id: users.id,
  account: users.account,
  realName: users.realName,
  gender: users.gender,
  mobile: users.mobile,
  email: users.email,
  avatar: users.avatar,
  idCard: users.idCard,
  organizeId: users.organizeId,
  // A correlated sub-select, not a join: the planner underestimates the join and hashes every organisation
  // to name 20 rows; this reads one organisation per row of the page.
  organizeName: sql<
    string | null
  >`(select o.full_name from "organizes" as o where o.id = "users"."organize_id")`,
  managerId: users.managerId,
  enabledMark: users.enabledMark,
  isAdministrator: users.isAdministrator,
  isWeakPwd: users.isWeakPwd,
  lastLoginTime: users.lastLoginTime,
  lastLoginIp: users.lastLoginIp,
  lockedUntil: users.lockedUntil,
  dormantFrom: sql<number | null>`${sql.raw(dormantFromSql('"users"'))}`,
  prevLoginTime: users.prevLoginTime,
  prevLoginIp: users.prevLoginIp,
  sortCode: users.sortCode,
  description: users.description,
  creatorTime: users.creatorTime,
  lastModifyTime: users.lastModifyTime,
  creatorUserId: users.creatorUserId,
  // Sub-selects rather than extra queries: one round trip per page (written out so "users"."id" stays
  // qualified). ARRAY(subquery) rather than coalesce(array_agg): no aggregate node, about half the work.
  positionIds: sql<
    string[]
  >`array(select up.position_id from "user_positions" as up where up.user_id = "users"."id" order by up.position_id)`,
  roleIds: sql<
    string[]
  >`array(select ur.role_id from "user_roles" as ur where ur.user_id = "users"."id" order by ur.role_id)`,
};

/** A user as pickers and the subordinates list show one (the query left-joins `organizes` for the name). */
export const userBriefColumns = {
  id: users.id,
  account: users.account,
  realName: users.realName,
  organizeId: users.organizeId,
  organizeName: organizes.fullName,
  avatar: users.avatar,
};

/** The names of a user's positions and roles, in their lists' order (the profile and the export). */
export const userLinkNames = {
  positionNames: sql<
    string[]
  >`array(select p.full_name from "user_positions" as up join "positions" as p on p.id = up.position_id where up.user_id = "users"."id" order by p.sort_code, p.full_name)`,
  roleNames: sql<
    string[]
  >`array(select r.full_name from "user_roles" as ur join "roles" as r on r.id = ur.role_id where ur.user_id = "users"."id" order by r.sort_code, r.full_name)`,
};

export type UserRow = { [K in keyof typeof userColumns]: unknown } & {
  id: string;
  organizeId: string | null;
  creatorUserId: string | null;
  isAdministrator: boolean;
};

/** Shapes user rows for the API (the links come with the row); one copy of each row (exports shape a million). */
export function toUsers(rows: UserRow[]): User[] {
  return rows.map((row) => {
    const { creatorUserId: _c, ...user } = row;
    return Object.assign(user, {
      gender: [0, 1, 2].includes(row.gender as number) ? (row.gender as 0 | 1 | 2) : 0,
      enabledMark: row.enabledMark === 1 ? 1 : 0,
      positionIds: (row.positionIds as string[] | null) ?? [],
      roleIds: (row.roleIds as string[] | null) ?? [],
    }) as unknown as User;
  });
}

/** The rows with their national IDs opened (stored sealed): past the store, every reader sees them clear. */
export function openIdCards<T extends { idCard?: unknown }>(crypt: IdCardCrypt, rows: T[]): T[] {
  return rows.map((row) =>
    typeof row.idCard === 'string' ? { ...row, idCard: crypt.open(row.idCard) } : row,
  );
}

/**
 * Values bound for `users` with the national ID sealed and its lookup hash beside it (a blank ID clears
 * both); values without `idCard` pass as they are. Without a key an ID is refused, never stored in clear.
 */
export function sealIdCard<T extends { idCard?: unknown }>(
  crypt: IdCardCrypt,
  values: T,
): T & { idCardHash?: string | null } {
  if (!('idCard' in values) || values.idCard === undefined) return values;
  if (typeof values.idCard !== 'string' || values.idCard === '')
    return { ...values, idCard: null, idCardHash: null };
  if (!crypt.available) throw fail(400, serverMessages.idCardUnavailable);
  return { ...values, ...crypt.seal(values.idCard) };
}

export async function getUserRow(ctx: Pick<AppContext, 'db' | 'idCards'>, id: string): Promise<UserRow> {
  const [row] = await ctx.db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return openIdCards(ctx.idCards, [found(row) as UserRow])[0] as UserRow;
}
