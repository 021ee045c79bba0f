import type { sessionEndpoints } from '../contract/session.ts';
import { type SessionRouteName, sessionRoutes } from '../contract/session-routes.ts';
import type { RequestCore } from '../core/index.ts';
import { endpointFunction } from './create-api-client.ts';
import type { EndpointFunction } from './endpoint-function.ts';

type SessionEndpoints = typeof sessionEndpoints;

/** The session calls, typed by the contract. */
export type SessionApi = { [K in SessionRouteName]: EndpointFunction<SessionEndpoints[K]> };

// Stands in for a body schema: the request core reads only that there is one (the payload then
// travels as the body) and never parses it; the server checks the body against the real schema.
const BODY = Object.freeze({});

/**
 * The session calls of the contract (captcha, sign-in, current user, sign-out, unlock) as typed
 * functions over a request core, built from their routes alone: zod and the contract's schemas stay
 * off the page that uses only these (the sign-in page). Types come from the contract.
 * @example
 * const session = createSessionApi(core);
 * const answer = await session.login({ account, password: hashPassword(pw), code, sys_captcha });
 * const { token } = 'token' in answer ? answer : await session.secondStep({ ticket: answer.ticket, code: otp });
 */
export function createSessionApi(core: RequestCore): SessionApi {
  const api = {} as Record<SessionRouteName, unknown>;
  for (const name of Object.keys(sessionRoutes) as SessionRouteName[]) {
    const { withBody, ...route } = sessionRoutes[name];
    const descriptor = { ...route, pathParams: [], ...(withBody ? { body: BODY } : {}) };
    api[name] = endpointFunction(core, descriptor as unknown as SessionEndpoints[typeof name]);
  }
  return api as SessionApi;
}
