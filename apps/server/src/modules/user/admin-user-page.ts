import type { contract, User } from '@pmc/api-client/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { likePattern, pageArgs, pageOf } from '../../http/paging.ts';
import type { SessionBoundAnswer } from '../../http/register-endpoint.ts';
import { readSessionFacts } from '../../http/session-facts.ts';
import { USER_SORT_COLUMNS, userPageStatement } from './user-page-statement.ts';

type ListEndpoint = typeof contract.user.list;
type ListQuery = z.output<ListEndpoint['query']>;

/**
 * The user list in one statement with the session check, for administrators (everything in scope,
 * every column visible); for anyone else the statement reads only the session and the regular handler
 * applies their data scope and column permissions.
 */
export function adminUserPage(ctx: AppContext): SessionBoundAnswer<ListEndpoint> {
  return async ({ tokenHash, query }) => {
    // An unknown sort column is refused by the regular path, after the session check.
    if (query.sidx && !USER_SORT_COLUMNS[query.sidx]) return undefined;
    const { limit, offset } = pageArgs(query);
    const params: unknown[] = [tokenHash, limit, offset];
    if (query.keyword) params.push(likePattern(query.keyword));
    if (query.enabledMark !== undefined) params.push(query.enabledMark);
    if (query.organizeId) params.push(query.organizeId);
    const shape = {
      keyword: Boolean(query.keyword),
      enabledMark: query.enabledMark !== undefined,
      organizeId: Boolean(query.organizeId),
      sortColumn: query.sidx || undefined,
      descending: query.sort === 'desc',
    };
    const [row] = await ctx.raw(userPageStatement(shape), params);
    const page = row?.page as { total: number | string; list: User[] } | null | undefined;
    return {
      session: readSessionFacts(row),
      data: page ? pageOf(page.list, Number(page.total), query as ListQuery) : undefined,
    };
  };
}
