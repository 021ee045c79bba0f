import { ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { isWholeIdCard } from '../../id-card/whole-id-card.ts';
import { likePattern, startsWithPattern } from '../../lists/paging.ts';
import { fillNamePinyin } from './name-pinyin.ts';

/**
 * What a user keyword is matched with: `typed` in the texts people type (ILIKE %k%, or for a keyword
 * shorter than FROM_START_BELOW characters LIKE k% over the lower-case text: `fromStart`), `spelled`
 * (LIKE k%, lower case, no spaces) from the start of the name's stored pinyin and initials (zhangsan, zs:
 * 张三), `idCardHashes` a whole national ID's lookup hashes (the sealed column cannot be searched).
 */
export interface UserKeyword {
  typed: string;
  fromStart: boolean;
  spelled: string | undefined;
  idCardHashes: string[] | undefined;
}

/**
 * Keywords shorter than this match account, name and mobile from their start: a trigram index cannot
 * narrow one or two characters (`zw`, 张三), and a contains-search read every user (0.9 s at a million);
 * from the start, a btree range over `lower(column)` answers (docs/guide/pages.md#users).
 */
export const FROM_START_BELOW = 3;

/**
 * The one list of what the keyword is looked for in, for the user list's page statement, its regular
 * path and export, and the user picker (docs/guide/pages.md#users).
 */
export const userKeywordTerms: readonly { column: PgColumn; by: 'typed' | 'spelled' }[] = [
  { column: users.account, by: 'typed' },
  { column: users.realName, by: 'typed' },
  { column: users.mobile, by: 'typed' },
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
  const fromStart = [...keyword].length < FROM_START_BELOW;
  return {
    typed: fromStart ? startsWithPattern(keyword) : likePattern(keyword),
    fromStart,
    // Letters only: no LIKE wildcard is left to escape.
    spelled: LETTERS.test(letters) ? `${letters}%` : undefined,
    idCardHashes: isWholeIdCard(keyword) ? ctx.idCards.lookupHashes(keyword) : undefined,
  };
}

/** The keyword's condition for Drizzle (the regular path, the export, the picker). */
export function userKeywordCondition(keyword: UserKeyword): SQL | undefined {
  const terms = userKeywordTerms.flatMap(({ column, by }) => {
    if (by === 'typed')
      return [keyword.fromStart ? like(sql`lower(${column})`, keyword.typed) : ilike(column, keyword.typed)];
    return keyword.spelled ? [like(column, keyword.spelled)] : [];
  });
  if (keyword.idCardHashes) terms.push(inArray(users.idCardHash, keyword.idCardHashes));
  return or(...terms);
}

/**
 * The same condition as SQL text over the alias `u`, one text per term (the condition is any of them),
 * for the page statement: `$n` placeholders of the values present, in the order typed, spelled,
 * idCardHashes (a text[]); `next` numbers them.
 */
export function userKeywordTexts(
  present: { fromStart: boolean; spelled: boolean; idCardHashes: boolean },
  next: () => string,
): string[] {
  const typed = next();
  const spelled = present.spelled ? next() : undefined;
  const terms = userKeywordTerms.flatMap(({ column, by }) => {
    if (by === 'typed')
      return [
        present.fromStart ? `lower(u.${column.name}) like ${typed}` : `u.${column.name} ilike ${typed}`,
      ];
    return spelled ? [`u.${column.name} like ${spelled}`] : [];
  });
  if (present.idCardHashes) terms.push(`u.id_card_hash = any(${next()}::text[])`);
  return terms;
}

/** The values of userKeywordTexts' placeholders, in its order (an array literal: PGlite sends text). */
export function userKeywordValues(keyword: UserKeyword): string[] {
  const values = [keyword.typed];
  if (keyword.spelled) values.push(keyword.spelled);
  if (keyword.idCardHashes) values.push(`{${keyword.idCardHashes.join(',')}}`);
  return values;
}
