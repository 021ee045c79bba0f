import type { contract } from '@pmc/api-client/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { readSessionFacts, type SessionFacts } from '../../auth/session-facts.ts';
import { textArray } from '../../db/text-array.ts';
import { StampedAnswerCache } from '../../http/stamped-answer-cache.ts';
import type { IdCardCrypt } from '../../id-card/id-card-crypt.ts';
import { pageAnswer, pageArgs, whitelistedColumn } from '../../lists/paging.ts';
import { maskAnswer } from '../../masking/mask-answer.ts';
import { organizeSubtreeUsers } from '../organize/organize-subtree.ts';
import { userKeyword, userKeywordValues } from './user-keyword.ts';
import { USER_SORT_COLUMNS, userListChangesStatement, userPageStatement } from './user-page-statement.ts';

type UserListQuery = z.output<typeof contract.user.list.query>;

/**
 * Resolves the session facts (undefined: unknown token) and, when the statement could answer for this
 * caller, the page as JSON text built by the database; undefined declines before any statement ran.
 */
export type SessionBoundAnswer = (input: {
  tokenHash: string;
  query: UserListQuery;
}) => Promise<{ session: SessionFacts | undefined; json: string | undefined } | undefined>;

const isSubtree = (value: unknown): value is { subtreeOf: string } =>
  typeof value === 'object' && value !== null && 'subtreeOf' in value;

const SEALED_ID_CARD = /"idCard":"(v1\.[\w.-]+)"/g;

// The page's JSON as the database wrote it, each sealed ID replaced by its clear text (no parse of the page).
function openListIdCards(crypt: IdCardCrypt, list: string): string {
  return list.replace(
    SEALED_ID_CARD,
    (_all, sealed: string) => `"idCard":${JSON.stringify(crypt.open(sealed))}`,
  );
}

/**
 * The user list in one statement with the session check, for administrators (everything in scope,
 * every column visible, personal values masked as every answer has them); for anyone else the statement reads only the session and the regular handler
 * applies their data scope and column permissions.
 *
 * The pages an instance built are kept (`LIST_CACHE_MB`) with the 'user_list' change counter they were
 * built at. Holding the page asked for, the instance reads the session and the counter only, and sends
 * the page again when the counter has not moved; every write to users, their links or organisations
 * moves it in its own transaction, so a change committed through any instance shows at the next request.
 * The list page refetches whenever it regains focus: the same page is asked for again and again while
 * nothing changed.
 */
export function adminUserPage(ctx: AppContext): SessionBoundAnswer {
  const pages = new StampedAnswerCache(ctx.config.listCacheBytes);
  return async ({ tokenHash, query }) => {
    // An unknown sort column is refused by the regular path, after the session check.
    if (query.sidx && !whitelistedColumn(USER_SORT_COLUMNS, query.sidx)) return undefined;
    // Filters the statement does not know (position, role, locked now) take the regular path; `locked`
    // also depends on the clock, which the cached pages' change counter does not see.
    if (query.positionId || query.roleId || query.locked !== undefined) return undefined;
    const keyword = query.keyword ? await userKeyword(ctx, query.keyword) : undefined;
    const organizeOnly =
      Boolean(query.organizeId) &&
      !keyword &&
      query.enabledMark === undefined &&
      query.startTime === undefined &&
      query.endTime === undefined;
    const shape = {
      keyword: Boolean(keyword),
      fromStart: Boolean(keyword?.fromStart),
      spelled: Boolean(keyword?.spelled),
      idCardHashes: Boolean(keyword?.idCardHashes),
      enabledMark: query.enabledMark !== undefined,
      organizeId: Boolean(query.organizeId),
      keptTotal: organizeOnly,
      startTime: query.startTime !== undefined,
      endTime: query.endTime !== undefined,
      sortColumn: query.sidx || undefined,
      descending: query.sort === 'desc',
    };
    // The filter's values in the statement's order; the organisation goes in as its subtree's IDs, read
    // only when the page is built (a kept page is keyed by the organisation: a change to the tree moves
    // the counter).
    const filters = [
      ...(keyword ? userKeywordValues(keyword) : []),
      ...(query.enabledMark !== undefined ? [query.enabledMark] : []),
      ...(query.organizeId ? [{ subtreeOf: query.organizeId }] : []),
      ...(query.startTime !== undefined ? [query.startTime] : []),
      ...(query.endTime !== undefined ? [query.endTime] : []),
    ];
    const args = pageArgs(query);
    let page = userPageStatement(shape, args);
    // A filtered page past the counted matches: the regular path.
    if (!page) return undefined;
    // Deep pages are not kept.
    const key = page.kept && `${page.kept} ${JSON.stringify(filters)}`;
    const held = key ? pages.get(key) : undefined;
    if (held) {
      const [row] = await ctx.raw(userListChangesStatement, [tokenHash]);
      const changes = row?.changes;
      // Not an administrator (null) or a moved counter: the regular path, or the page statement.
      if (changes === null || changes === undefined)
        return { session: readSessionFacts(row), json: undefined };
      if (String(changes) === held.stamp) return { session: readSessionFacts(row), json: held.json };
    }
    // A subtree holding every user (the root) is no filter: the unfiltered page, exact and planned once.
    const subtree = query.organizeId ? await organizeSubtreeUsers(ctx, query.organizeId) : undefined;
    if (subtree?.everyone) {
      page = userPageStatement({ ...shape, organizeId: false, keptTotal: false }, args);
      if (!page) return undefined;
    }
    const values = filters.flatMap((value) => {
      if (!isSubtree(value)) return [value];
      return !subtree || subtree.everyone ? [] : [textArray(subtree.ids)];
    });
    const [row] = await ctx.raw(page.statement, [tokenHash, ...values]);
    const session = readSessionFacts(row);
    if (typeof row?.list !== 'string') return { session, json: undefined };
    // The items arrive as JSON text; their IDs are opened and personal values masked once, before the
    // page is kept, so a page sent again from memory costs no parse and stringify.
    const items = JSON.stringify(maskAnswer(JSON.parse(openListIdCards(ctx.idCards, row.list))));
    // Exact unless counted up to the cap: unfiltered, or the organisation alone (its kept count).
    const exact = values.length === 0 || organizeOnly;
    const { pagination } = pageAnswer([], Number(row.total), query, exact);
    const json = `{"list":${items},"pagination":${JSON.stringify(pagination)}}`;
    if (key && row.changes !== null && row.changes !== undefined)
      pages.set(key, { stamp: String(row.changes), json });
    return { session, json };
  };
}
