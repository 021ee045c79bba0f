import { maskAnswer } from '../../masking/mask-answer.ts';
import { scopeRuleOf } from '../../permissions/endpoint-scopes.ts';
import type { EndpointStep } from '../endpoint-step.ts';

/**
 * Personal values go out masked, whatever the caller holds: one value is shown in full only through a
 * reveal with a reason, a whole export only with its own button (docs/guide/permissions.md#personal-fields).
 * Answers about the caller themself (`self` endpoints: the profile) are theirs to read, as are answers
 * that only echo what the caller sent (an import's rows); spreadsheets (`blob`) mask in their handler.
 */
export const maskPersonalFields: EndpointStep = ({ endpoint }) => {
  if (endpoint.response === 'blob' || endpoint.personal === 'echo' || scopeRuleOf(endpoint).scope === 'self')
    return undefined;
  return async (call) => {
    if (call.data !== null && typeof call.data === 'object') call.data = maskAnswer(call.data);
    return undefined;
  };
};
