import { actionOfButton } from '../../permissions/delegated-scope.ts';
import { scopeRuleOf } from '../../permissions/endpoint-scopes.ts';
import { enforceScopeRule } from '../../permissions/enforce-scope-rule.ts';
import type { EndpointStep } from '../endpoint-step.ts';

/**
 * The endpoint's data-scope rule (permissions/endpoint-scopes.ts): 403 for records outside the caller's
 * scope, and the scope itself for the handler. An endpoint without a rule, or whose rule and `auth`
 * disagree on being public, is refused at registration.
 */
export const enforceDataScope: EndpointStep = ({ ctx, endpoint }) => {
  const rule = scopeRuleOf(endpoint);
  if ((rule.scope === 'public') !== (endpoint.auth === 'public'))
    throw new Error(`${endpoint.method} ${endpoint.path}: scope rule '${rule.scope}' and auth disagree`);
  const action = actionOfButton(typeof endpoint.auth === 'object' ? endpoint.auth.button : undefined);
  return async (call) => {
    if (!call.auth) return undefined;
    const { params, query, body } = call;
    call.scope = await enforceScopeRule(ctx, call.auth, rule, { params, query, body }, action);
    return undefined;
  };
};
