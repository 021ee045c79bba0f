import type { AppContext } from '../app-context.ts';
import type { AuthContext } from '../auth/session-auth.ts';
import { fail } from '../http/envelope-error.ts';
import { serverMessages } from '../messages.ts';
import { type DataScopeFilter, loadDataScope } from './data-scope.ts';
import type { ScopeAction } from './delegated-scope.ts';
import type { ScopeRule } from './scope-rule.ts';
import { loadScopedRecords, recordInScope, type ScopedRecord } from './scoped-records.ts';

/** The parsed parts of a request a rule reads ids from. */
export interface RuleInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** The id(s) a rule's source names in a request; absent or empty values name none. */
function idsAt(input: RuleInput, [part, field]: readonly [keyof RuleInput, string]): string[] {
  const container = input[part];
  const value =
    container && typeof container === 'object' ? (container as Record<string, unknown>)[field] : undefined;
  const list = Array.isArray(value) ? value : [value];
  return [...new Set(list.filter((v): v is string => typeof v === 'string' && v !== ''))];
}

/**
 * Applies an endpoint's declared scope rule for a signed-in caller, before its handler runs: records
 * named outside the caller's data scope, or an administrator named by a non-administrator, answer 403;
 * a named record that does not exist answers 400 'does not exist'. Answers the caller's scope for
 * `action` (delegated administrators hold separate rights to view, add, edit and remove) on
 * `filtered` and `records` rules (handlers narrow lists with it), undefined for the others.
 */
export async function enforceScopeRule(
  ctx: AppContext,
  auth: AuthContext,
  rule: ScopeRule,
  input: RuleInput,
  action: ScopeAction = 'view',
): Promise<DataScopeFilter | undefined> {
  if (rule.scope !== 'filtered' && rule.scope !== 'records') return undefined;
  // The action the endpoint's button stands for picks which delegations (分级管理) widen the scope.
  const scope = await loadDataScope(ctx.db, auth, action);
  if (rule.scope !== 'records' || auth.isAdministrator) return scope;
  const checked: (ScopedRecord | undefined)[] = [];
  for (const check of rule.records ?? []) {
    const ids = idsAt(input, check.id);
    if (ids.length === 0 || (scope.all && !check.protectAdministrator)) {
      checked.push(undefined);
      continue;
    }
    const records = await loadScopedRecords(ctx.db, check.record, ids);
    for (const id of ids) {
      const record = records.get(id);
      if (!record) throw fail(400, serverMessages.recordNotFound);
      if (check.protectAdministrator && record.isAdministrator) throw fail(403, serverMessages.forbidden);
      if (!recordInScope(scope, record)) throw fail(403, serverMessages.forbidden);
    }
    checked.push(ids.length === 1 ? records.get(ids[0] as string) : undefined);
  }
  if (scope.all) return scope;
  for (const place of rule.places ?? []) {
    for (const organizeId of idsAt(input, place.organizeId)) {
      const moving = place.moves === undefined ? undefined : checked[place.moves];
      if (moving && moving.placement === organizeId) continue;
      const [organization] = (await loadScopedRecords(ctx.db, 'organize', [organizeId])).values();
      // A missing organisation (or the root, '-1') is never inside a limited scope.
      if (!organization || !recordInScope(scope, organization)) throw fail(403, serverMessages.forbidden);
    }
  }
  return scope;
}
