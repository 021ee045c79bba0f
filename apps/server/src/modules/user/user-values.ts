import type { userInputSchema } from '@pmc/api-client/contract';
import type { z } from 'zod';
import type { users } from '../../db/schema/index.ts';
import { md5Hex } from '../../security/md5-hex.ts';
import { hashPassword } from '../../security/password-hash.ts';
import { namePinyinColumns } from './name-pinyin.ts';

type UserInput = z.output<typeof userInputSchema>;
type UserChanges = Partial<Omit<UserInput, 'password'>>;

/** Initial password of a user created without one (flagged weak, so it must be changed). */
export const DEFAULT_INITIAL_PASSWORD = '123456';

/** The stored hash a new user starts with: of the password sent, else of the default initial one. */
export function initialPasswordHash(password?: string): Promise<string> {
  return hashPassword(password ?? md5Hex(DEFAULT_INITIAL_PASSWORD));
}

/** Column values of the given fields: blank optional texts are stored as null; links are not columns. */
export function userValues(body: UserChanges): Record<string, unknown> {
  const { roleIds: _r, positionIds: _p, ...fields } = body;
  const values: Record<string, unknown> = { ...fields };
  for (const key of ['mobile', 'email', 'idCard', 'managerId'] as const)
    if (key in fields && fields[key] !== undefined) values[key] = fields[key] || null;
  return values;
}

/**
 * The row of a new user, created in the form or by an import: blank optional texts stored as null,
 * flagged weak so the first sign-in asks for a new password.
 */
export function newUserRow(
  input: Omit<UserInput, 'password'>,
  made: { id: string; passwordHash: string; creatorUserId: string; creatorTime: number },
): typeof users.$inferInsert {
  return {
    id: made.id,
    account: input.account,
    realName: input.realName,
    ...namePinyinColumns(input.realName),
    passwordHash: made.passwordHash,
    gender: input.gender,
    mobile: input.mobile || null,
    email: input.email || null,
    idCard: input.idCard || null,
    avatar: input.avatar ?? '',
    organizeId: input.organizeId,
    managerId: input.managerId || null,
    enabledMark: input.enabledMark,
    isWeakPwd: true,
    sortCode: input.sortCode,
    description: input.description ?? null,
    creatorUserId: made.creatorUserId,
    creatorTime: made.creatorTime,
  };
}
