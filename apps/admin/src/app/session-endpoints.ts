import { type EndpointFunction, endpointFunction } from '@pmc/api-client';
import type { sessionEndpoints } from '@pmc/api-client/contract';
import { requestCore } from './request-core.ts';

type Session = typeof sessionEndpoints;

/** Stands in for a body schema: the payload then travels as the body, not as the query. */
const BODY = Object.freeze({});

/**
 * The session calls of the contract (captcha, sign-in, current user, sign-out, unlock) without its
 * schemas: the request core reads only method, path, whether there is a body and its encoding, so
 * these few descriptors keep zod and the whole contract off the sign-in page.
 * `session-endpoints.test.ts` checks them against the contract.
 */
const describe = <K extends keyof Session>(
  endpoint: Pick<Session[K], 'method' | 'path'> & { bodyEncoding?: 'form'; body?: typeof BODY },
): Session[K] => ({ pathParams: [], ...endpoint }) as unknown as Session[K];

export const sessionDescriptors = {
  captcha: describe<'captcha'>({ method: 'GET', path: '/admin-api/captcha' }),
  login: describe<'login'>({ method: 'POST', path: '/admin-api/login', body: BODY, bodyEncoding: 'form' }),
  currentUser: describe<'currentUser'>({ method: 'GET', path: '/admin-api/current_user' }),
  logout: describe<'logout'>({ method: 'POST', path: '/admin-api/logout' }),
  unlock: describe<'unlock'>({ method: 'POST', path: '/api/oauth/LockScreen', body: BODY }),
};

/** Typed session calls, e.g. `await sessionApi.login({ account, password: hashPassword(pw), code, sys_captcha })`. */
export const sessionApi: { [K in keyof Session]: EndpointFunction<Session[K]> } = {
  captcha: endpointFunction(requestCore, sessionDescriptors.captcha),
  login: endpointFunction(requestCore, sessionDescriptors.login),
  currentUser: endpointFunction(requestCore, sessionDescriptors.currentUser),
  logout: endpointFunction(requestCore, sessionDescriptors.logout),
  unlock: endpointFunction(requestCore, sessionDescriptors.unlock),
};
