import type { DataScope, TreeNode } from '@pmc/api-client/contract';
import { Button, useTranslate } from '@pmc/ui';
import { TreeSelect } from '@pmc/widgets';
import { whoHasMessages } from '@pmc/widgets/kit';
import { authorizeMessages as m } from '../../permission/messages.ts';
import { DATA_SCOPES, scopeMessages } from './scope-messages.ts';

export interface DataScopePanelProps {
  value: DataScope;
  orgIds: readonly string[];
  organizations: readonly TreeNode[];
  disabled: boolean;
  onChange: (scope: DataScope, orgIds: string[]) => void;
  /** With it, each scope offers 谁拥有 (the people whose roles carry it). */
  onWhoHas?: (scope: DataScope) => void;
}

/** The data tab: one scope per role, and the chosen organisations when the scope is 'custom'. */
export function DataScopePanel({
  value,
  orgIds,
  organizations,
  disabled,
  onChange,
  onWhoHas,
}: DataScopePanelProps) {
  const t = useTranslate();
  return (
    <fieldset className="perm-data-scope">
      <legend>{t(m.scopeLabel)}</legend>
      {DATA_SCOPES.map((scope) => (
        <div key={scope} className="perm-data-scope-row">
          <label className="perm-data-scope-option">
            <input
              type="radio"
              name="dataScope"
              value={scope}
              checked={value === scope}
              disabled={disabled}
              onChange={() => onChange(scope, [...orgIds])}
            />
            {t(scopeMessages[scope])}
          </label>
          {onWhoHas ? (
            // Reading who holds a scope changes nothing: usable by those who may not change the scope.
            <Button
              variant="link"
              size="mini"
              aria-label={`${t(whoHasMessages.whoHas)} · ${t(scopeMessages[scope])}`}
              onClick={() => onWhoHas(scope)}
            >
              {t(whoHasMessages.whoHas)}
            </Button>
          ) : null}
        </div>
      ))}
      {value === 'custom' ? (
        <div className="perm-data-scope-orgs">
          <span>{t(m.scopeOrgs)}</span>
          <TreeSelect
            aria-label={t(m.scopeOrgs)}
            nodes={organizations}
            multiple
            searchable
            value={[...orgIds]}
            onChange={(ids) => onChange('custom', ids)}
            disabled={disabled}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
