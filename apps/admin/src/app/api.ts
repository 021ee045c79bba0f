// First: zod must be told not to probe for eval before the contract makes its schemas.
import './zod-jitless.ts';
import { createApiClient } from '@pmc/api-client';
import { contract } from '@pmc/api-client/contract';
import { requestCore } from './request-core.ts';

/**
 * Every endpoint of the contract as a typed function. It loads the contract's schemas, so only the
 * signed-in part of the app (the chrome and its pages) imports it; /login uses ./session-api.
 */
export const api = createApiClient(requestCore, contract);
