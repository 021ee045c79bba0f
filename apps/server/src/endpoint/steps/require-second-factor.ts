import { contract, type Endpoint, getCurrentUser, logout, unlockScreen } from '@pmc/api-client/contract';
import { fail } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import type { EndpointStep } from '../endpoint-step.ts';

/** What a person the policy asks for a second factor may call before turning one on. */
const ANSWERED_BEFORE_ENROLMENT: ReadonlySet<Endpoint> = new Set<Endpoint>([
  getCurrentUser,
  logout,
  unlockScreen,
  contract.currentUser.updatePassword,
  contract.currentUser.modifyPasswordNoCode,
  contract.secondFactor.status,
  contract.secondFactor.setup,
  contract.secondFactor.enable,
]);

/**
 * 安全策略 asks this person for a second factor and they have none
 * (docs/guide/sign-in-and-session.md#second-factor): the app shows the enrolment dialog, and the server
 * refuses every other signed-in call with 428 until the factor is on, whatever the app shows.
 */
export const requireSecondFactor: EndpointStep = ({ endpoint }) => {
  if (endpoint.auth === 'public' || ANSWERED_BEFORE_ENROLMENT.has(endpoint)) return undefined;
  return async ({ auth }) => {
    if (auth?.mustEnrolSecondFactor) throw fail(428, serverMessages.secondFactorEnrolFirst);
    return undefined;
  };
};
