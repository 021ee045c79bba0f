import * as z from 'zod';
import { defineEndpoint } from './define-endpoint.ts';

/** The day series of sign-ins: one entry a day, oldest first, the server's time zone deciding the day. */
export const signInDaySchema = z.object({
  day: z.string(),
  success: z.number().int(),
  failure: z.number().int(),
});

/**
 * The home page's workbench: figures a staff member can act on. Each needs the permission of the page
 * its figure links to, and counts only what the caller's data scope lets them see there.
 */
export const workbenchEndpoints = {
  userCounts: defineEndpoint({
    method: 'GET',
    path: '/api/system/Workbench/UserCounts',
    auth: { menu: 'system.user' },
    data: z.object({
      total: z.number().int(),
      /** Sign-in refused for now after too many wrong passwords. */
      locked: z.number().int(),
      disabled: z.number().int(),
    }),
    summary: 'Users, locked accounts and disabled accounts within the caller data scope',
  }),
  onlineCount: defineEndpoint({
    method: 'GET',
    path: '/api/system/Workbench/OnlineCount',
    auth: { menu: 'system.onlineUser' },
    data: z.object({ online: z.number().int() }),
    summary: 'Live sessions of users within the caller data scope (the online-user list total)',
  }),
  signInsPerDay: defineEndpoint({
    method: 'GET',
    path: '/api/system/Workbench/SignInsPerDay',
    auth: { menu: 'permission.signInLog' },
    query: z.object({ days: z.coerce.number().int().min(1).max(90).default(14) }),
    data: z.object({ list: z.array(signInDaySchema) }),
    summary:
      'Successful and failed sign-ins per day over the last {days} days, of users within the caller data scope',
  }),
};
