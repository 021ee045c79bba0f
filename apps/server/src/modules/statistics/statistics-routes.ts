import { contract } from '@pmc/api-client/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { organizes, users } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { signInSeries } from './sign-in-series.ts';

const api = contract.statistics;
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

  registerEndpoint(app, ctx, api.signInsPerDay, async ({ query }) => ({
    list: await signInSeries(ctx, query.days),
  }));
}
