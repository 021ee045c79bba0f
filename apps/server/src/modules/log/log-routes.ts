import { contract } from '@pmc/api-client/contract';
import { and, desc, eq, getTableColumns, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { executeNamed } from '../../db/named-query.ts';
import { loginLogs, operationLogs, users } from '../../db/schema/index.ts';
import { keptAnswers } from '../../endpoint/kept-answers.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { keptTotal, splitTotal, withTotal } from '../../lists/page-total.ts';
import { cappedCount, countCapped, likePattern, orderBy, pageAnswer, pageArgs } from '../../lists/paging.ts';
import { byUsersInScope } from '../../permissions/users-in-scope.ts';
import { ipPlace } from '../session/ip-place.ts';
import { operationTitles } from './operation-title.ts';
import { signInMessage } from './sign-in-message.ts';

const api = contract.log;

/** The columns a log page may sort by (`sidx`); anything else is refused like on every list. */
const signInSort = { time: loginLogs.createdAt, account: loginLogs.account, ip: loginLogs.ip };
const operationSort = {
  time: operationLogs.createdAt,
  account: operationLogs.account,
  path: operationLogs.path,
  ip: operationLogs.ip,
  durationMs: operationLogs.durationMs,
};

/** The log pages: each reader sees the rows of the users inside their data scope. */
export function registerLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.signIn, async ({ auth, query, req, scope }) => {
    const conditions: (SQL | undefined)[] = [
      byUsersInScope(ctx, scope, loginLogs.userId, auth.userId),
      query.startTime === undefined ? undefined : gte(loginLogs.createdAt, query.startTime),
      query.endTime === undefined ? undefined : lte(loginLogs.createdAt, query.endTime),
      query.account
        ? or(
            ilike(loginLogs.account, likePattern(query.account)),
            ilike(users.realName, likePattern(query.account)),
          )
        : undefined,
      query.result ? eq(loginLogs.success, query.result === 'success') : undefined,
    ];
    const where = and(...conditions);
    const { limit, offset } = pageArgs(query);
    // Counted no further than the cap (docs/guide/api.md#calls), in the page's statement.
    const matching = sql`select 1 from ${loginLogs} left join ${users} on ${users.id} = ${loginLogs.userId} where ${where ?? sql`true`}`;
    // Unfiltered, the log's kept row count (exact, no count).
    const kept = keptTotal(loginLogs, where);
    const page = await ctx.db
      .select(
        withTotal(
          {
            id: loginLogs.id,
            account: loginLogs.account,
            realName: users.realName,
            ip: loginLogs.ip,
            success: loginLogs.success,
            message: loginLogs.message,
            time: loginLogs.createdAt,
          },
          kept ?? cappedCount(matching),
        ),
      )
      .from(loginLogs)
      .leftJoin(users, eq(users.id, loginLogs.userId))
      .where(where)
      .orderBy(...orderBy(query, signInSort, [desc(loginLogs.createdAt)], loginLogs.id))
      .limit(limit)
      .offset(offset);
    const { rows, total: count } = await splitTotal(page, offset, () => countCapped(ctx.db, matching));
    const list = rows.map((r) => ({
      ...r,
      ipPlace: ipPlace(r.ip),
      message: signInMessage(req.locale, r.message),
    }));
    return pageAnswer(list, count, query, kept !== undefined && page.length > 0);
  });

  registerEndpoint(
    app,
    ctx,
    api.operation,
    async ({ auth, query, req, scope }) => {
      const conditions: (SQL | undefined)[] = [
        byUsersInScope(ctx, scope, operationLogs.userId, auth.userId),
        query.startTime === undefined ? undefined : gte(operationLogs.createdAt, query.startTime),
        query.endTime === undefined ? undefined : lte(operationLogs.createdAt, query.endTime),
        query.account ? ilike(operationLogs.account, likePattern(query.account)) : undefined,
        query.result ? eq(operationLogs.result, query.result) : undefined,
        query.keyword
          ? or(
              ilike(operationLogs.path, likePattern(query.keyword)),
              ilike(operationLogs.summary, likePattern(query.keyword)),
              ilike(operationLogs.menuCode, likePattern(query.keyword)),
            )
          : undefined,
      ];
      const where = and(...conditions);
      const { limit, offset } = pageArgs(query);
      const matching = sql`select 1 from ${operationLogs} where ${where ?? sql`true`}`;
      const kept = keptTotal(operationLogs, where);
      const statement = ctx.db
        .select(withTotal(getTableColumns(operationLogs), kept ?? cappedCount(matching)))
        .from(operationLogs)
        .where(where)
        .orderBy(...orderBy(query, operationSort, [desc(operationLogs.createdAt)], operationLogs.id))
        .limit(limit)
        .offset(offset);
      // A time range wants a plan for its own bounds (db/named-query.ts).
      const ranged = query.startTime !== undefined || query.endTime !== undefined;
      const page = await (ranged ? statement : executeNamed(statement, 'oplog'));
      const { rows, total: count } = await splitTotal(page, offset, () => countCapped(ctx.db, matching));
      const titles = await operationTitles(ctx.db, req.locale, rows);
      const list = rows.map((r, i) => ({
        id: r.id,
        account: r.account,
        method: r.method,
        path: r.path,
        title: titles[i] ?? r.summary,
        summary: r.summary,
        result: r.result as 'success' | 'refused' | 'failed',
        code: r.code,
        ip: r.ip,
        durationMs: r.durationMs,
        time: r.createdAt,
        detail: r.detail ?? null,
      }));
      return pageAnswer(list, count, query, kept !== undefined && page.length > 0);
    },
    keptAnswers(ctx, 'operation_log'),
  );
}
