import { contract } from '@pmc/api-client/contract';
import { formatDate } from '@pmc/validators';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { loginLogs, organizes, users } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';

const api = contract.statistics;
const DAY = 86_400_000;
/** The chart shows the organisations with the most users; the rest would be unreadable bars. */
const TOP_ORGANIZES = 15;

/** Two small aggregates of the system's own data, for the charts demo (counts only, no records). */
export function registerStatisticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.usersPerOrganize, async () => {
    const count = sql<number>`count(${users.id})::int`;
    const list = await ctx.db
      .select({ id: organizes.id, fullName: organizes.fullName, count })
      .from(users)
      .innerJoin(organizes, eq(organizes.id, users.organizeId))
      .groupBy(organizes.id, organizes.fullName)
      .orderBy(desc(count), organizes.fullName)
      .limit(TOP_ORGANIZES);
    return { list };
  });

  registerEndpoint(app, ctx, api.signInsPerDay, async ({ query }) => {
    const zone = ctx.config.timeZone;
    const now = ctx.now();
    const days = Array.from({ length: query.days }, (_, i) =>
      formatDate(now - (query.days - 1 - i) * DAY, { pattern: 'yyyy-MM-dd', timeZone: zone }),
    );
    const day = sql<string>`to_char(to_timestamp(${loginLogs.createdAt} / 1000.0) at time zone ${zone}, 'YYYY-MM-DD')`;
    const rows = await ctx.db
      .select({
        day,
        success: sql<number>`count(*) filter (where ${loginLogs.success})::int`,
        failure: sql<number>`count(*) filter (where not ${loginLogs.success})::int`,
      })
      .from(loginLogs)
      .where(sql`${loginLogs.createdAt} >= ${now - (query.days + 1) * DAY}`)
      // By position: the zone travels as a parameter, so the expression cannot be repeated to match.
      .groupBy(sql`1`);
    const byDay = new Map(rows.map((r) => [r.day, r]));
    return {
      list: days.map((d) => ({
        day: d,
        success: byDay.get(d)?.success ?? 0,
        failure: byDay.get(d)?.failure ?? 0,
      })),
    };
  });
}
