import * as z from 'zod';
import { defineEndpoint } from './define-endpoint.ts';

/** Figures of the system's own data for the charts demo. */
export const statisticsEndpoints = {
  usersPerOrganize: defineEndpoint({
    method: 'GET',
    path: '/api/system/Statistics/UsersPerOrganize',
    auth: { menu: 'extend.chartsDemo' },
    data: z.object({
      list: z.array(z.object({ id: z.string(), fullName: z.string(), count: z.number().int() })),
    }),
    summary: 'Users per top-level organisation (users of its whole subtree)',
  }),
  signInsPerDay: defineEndpoint({
    method: 'GET',
    path: '/api/system/Statistics/SignInsPerDay',
    auth: { menu: 'extend.chartsDemo' },
    query: z.object({ days: z.coerce.number().int().min(1).max(90).default(14) }),
    data: z.object({
      list: z.array(z.object({ day: z.string(), success: z.number().int(), failure: z.number().int() })),
    }),
    summary: 'Successful and failed sign-ins per day (server time zone) over the last {days} days',
  }),
};
