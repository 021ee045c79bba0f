import { contract, type Endpoint, getCurrentUser, logout, unlockScreen } from '@pmc/api-client/contract';
import { fail } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import type { EndpointStep } from '../endpoint-step.ts';

/** What a session whose password expired may still call: itself, sign-out and the change. */
const ANSWERED_WHILE_EXPIRED: ReadonlySet<Endpoint> = new Set<Endpoint>([
  getCurrentUser,
  logout,
  unlockScreen,
  contract.currentUser.updatePassword,
  contract.currentUser.modifyPasswordNoCode,
]);

/**
 * A password past 安全策略's expiry (docs/guide/sign-in-and-session.md#password-lifecycle) must be changed
 * before anything else: the server refuses every other signed-in call with 428, whatever the app shows.
 */
export const requireCurrentPassword: EndpointStep = ({ endpoint }) => {
  if (endpoint.auth === 'public' || ANSWERED_WHILE_EXPIRED.has(endpoint)) return undefined;
  return async ({ auth }) => {
    if (auth?.passwordExpired) throw fail(428, serverMessages.passwordExpired);
    return undefined;
  };
};
