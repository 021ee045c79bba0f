import { ilike, inArray, like, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { isWholeIdCard } from '../../id-card/whole-id-card.ts';
import { likePattern } from '../../lists/paging.ts';
import { fillNamePinyin } from './name-pinyin.ts';

/**
 * What a user keyword is matched with: `contains` (ILIKE %k%) in the texts people type a part of,
 * `spelled` (LIKE k%, lower case, no spaces) from the start of the name's stored pinyin and initials
 * (zhangsan, zs: 张三), `idCardHashes` a whole national ID's lookup hashes (the sealed column cannot be
 * searched).
 */
export interface UserKeyword {
  contains: string;
  spelled: string | undefined;
  idCardHashes: string[] | undefined;
}

/**
 * The one list of what the keyword is looked for in, for the user list's page statement, its regular
 * path and export, and the user picker (docs/guide/pages.md#users).
 */
export const userKeywordTerms: readonly { column: PgColumn; by: 'contains' | 'spelled' }[] = [
  { column: users.account, by: 'contains' },
  { column: users.realName, by: 'contains' },
  { column: users.mobile, by: 'contains' },
  { column: users.namePinyin, by: 'spelled' },
  { column: users.nameInitials, by: 'spelled' },
];

const LETTERS = /^[a-z]+$/;

/**
 * The patterns of a keyword; a keyword that is not letters alone is not matched against pinyin. Before
 * one that is, names whose pinyin is missing (rows written outside the app, cleared by the trigger) get
 * theirs: one probe of an empty partial index when there are none.
 */
export async function userKeyword(
  ctx: Pick<AppContext, 'idCards' | 'db'>,
  keyword: string,
): Promise<UserKeyword> {
  const letters = keyword.toLowerCase().replace(/\s+/g, '');
  if (LETTERS.test(letters)) await fillNamePinyin(ctx.db);
  return {
    contains: likePattern(keyword),
    // Letters only: no LIKE wildcard is left to escape.
    spelled: LETTERS.test(letters) ? `${letters}%` : undefined,
    idCardHashes: isWholeIdCard(keyword) ? ctx.idCards.lookupHashes(keyword) : undefined,
  };
}

/** The keyword's condition for Drizzle (the regular path, the export, the picker). */
export function userKeywordCondition(keyword: UserKeyword): SQL | undefined {
  const terms = userKeywordTerms.flatMap(({ column, by }) => {
    if (by === 'contains') return [ilike(column, keyword.contains)];
    return keyword.spelled ? [like(column, keyword.spelled)] : [];
  });
  if (keyword.idCardHashes) terms.push(inArray(users.idCardHash, keyword.idCardHashes));
  return or(...terms);
}

/**
 * The same condition as SQL text over the alias `u`, for the page statement: `$n` placeholders of the
 * values present, in the order contains, spelled, idCardHashes (a text[]); `next` numbers them.
 */
export function userKeywordText(
  present: { spelled: boolean; idCardHashes: boolean },
  next: () => string,
): string {
  const contains = next();
  const spelled = present.spelled ? next() : undefined;
  const terms = userKeywordTerms.flatMap(({ column, by }) => {
    if (by === 'contains') return [`u.${column.name} ilike ${contains}`];
    return spelled ? [`u.${column.name} like ${spelled}`] : [];
  });
  if (present.idCardHashes) terms.push(`u.id_card_hash = any(${next()}::text[])`);
  return `(${terms.join(' or ')})`;
}

/** The values of userKeywordText's placeholders, in its order (an array literal: PGlite sends text). */
export function userKeywordValues(keyword: UserKeyword): string[] {
  const values = [keyword.contains];
  if (keyword.spelled) values.push(keyword.spelled);
  if (keyword.idCardHashes) values.push(`{${keyword.idCardHashes.join(',')}}`);
  return values;
}
