import * as z from 'zod';
import { batchIdsSchema, batchResultSchema } from './batch.ts';
import { listQuerySchema, pageOf } from './common.ts';
import { defineEndpoint } from './define-endpoint.ts';

export const onlineUserSchema = z.object({
  /** The session id (never the token). */
  id: z.string(),
  userId: z.string(),
  account: z.string(),
  realName: z.string(),
  ip: z.string(),
  ipPlace: z.string().nullable(),
  loginTime: z.number().int(),
  lastSeenTime: z.number().int(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});

const menu = 'system.onlineUser';

/**
 * Beyond the original list (docs/guide/api.md#beyond-the-original-list): the page of
 * docs/guide/pages.md#online-users.
 */
export const onlineUserEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/OnlineUser',
    auth: { menu },
    query: listQuerySchema,
    data: pageOf(onlineUserSchema),
    summary: 'Live sessions',
  }),
  forceOffline: defineEndpoint({
    method: 'DELETE',
    path: '/api/system/OnlineUser/{id}',
    auth: { menu, button: 'btn_remove' },
    data: z.null(),
    summary: 'Force a session offline: its next request answers 602',
  }),
  batchForceOffline: defineEndpoint({
    method: 'POST',
    path: '/api/system/OnlineUser/Batch/Offline',
    auth: { menu, button: 'btn_remove' },
    body: z.object({ ids: batchIdsSchema }),
    data: batchResultSchema,
    summary: 'Force many sessions offline; each is checked (scope, administrators, own session) and reported',
  }),
};
