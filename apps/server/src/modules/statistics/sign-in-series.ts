import { formatDate } from '@pmc/validators';
import { and, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { loginLogs } from '../../db/schema/index.ts';

const DAY = 86_400_000;

/**
 * Successful and failed sign-ins per day over the last `days` days, oldest first, every day present
 * (0 when none); the day is the server's time zone's. `where` narrows the rows (a data scope).
 */
export async function signInSeries(
  ctx: AppContext,
  days: number,
  where?: SQL,
): Promise<{ day: string; success: number; failure: number }[]> {
  const zone = ctx.config.timeZone;
  const now = ctx.now();
  const dayList = Array.from({ length: days }, (_, i) =>
    formatDate(now - (days - 1 - i) * DAY, { pattern: 'yyyy-MM-dd', timeZone: zone }),
  );
  const day = sql<string>`to_char(to_timestamp(${loginLogs.createdAt} / 1000.0) at time zone ${zone}, 'YYYY-MM-DD')`;
  const rows = await ctx.db
    .select({
      day,
      success: sql<number>`count(*) filter (where ${loginLogs.success})::int`,
      failure: sql<number>`count(*) filter (where not ${loginLogs.success})::int`,
    })
    .from(loginLogs)
    .where(and(sql`${loginLogs.createdAt} >= ${now - (days + 1) * DAY}`, where))
    // By position: the zone travels as a parameter, so the expression cannot be repeated to match.
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return dayList.map((d) => ({
    day: d,
    success: byDay.get(d)?.success ?? 0,
    failure: byDay.get(d)?.failure ?? 0,
  }));
}
