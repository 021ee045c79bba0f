import type { DataScope } from '@pmc/api-client/contract';
import { authorizeMessages as m } from '../../permission/messages.ts';

/** The name of each data scope of a role. */
export const scopeMessages: Record<DataScope, (typeof m)[keyof typeof m]> = {
  all: m.scopeAll,
  org: m.scopeOrg,
  orgAndBelow: m.scopeOrgAndBelow,
  own: m.scopeOwn,
  custom: m.scopeCustom,
};

export const DATA_SCOPES: readonly DataScope[] = ['all', 'org', 'orgAndBelow', 'own', 'custom'];
