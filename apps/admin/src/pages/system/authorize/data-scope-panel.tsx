import type { DataScope, TreeNode } from '@pmc/api-client/contract';
import { useTranslate } from '@pmc/ui';
import { TreeSelect } from '@pmc/widgets';
import { authorizeMessages as m } from '../../permission/messages.ts';
import { DATA_SCOPES, scopeMessages } from './scope-messages.ts';

export interface DataScopePanelProps {
  value: DataScope;
  orgIds: readonly string[];
  organizations: readonly TreeNode[];
  disabled: boolean;
  onChange: (scope: DataScope, orgIds: string[]) => void;
}

/** The data tab: one scope per role, and the chosen organisations when the scope is 'custom'. */
export function DataScopePanel({ value, orgIds, organizations, disabled, onChange }: DataScopePanelProps) {
  const t = useTranslate();
  return (
    <fieldset className="perm-data-scope" disabled={disabled}>
      <legend>{t(m.scopeLabel)}</legend>
      {DATA_SCOPES.map((scope) => (
        <label key={scope} className="perm-data-scope-option">
          <input
            type="radio"
            name="dataScope"
            value={scope}
            checked={value === scope}
            onChange={() => onChange(scope, [...orgIds])}
          />
          {t(scopeMessages[scope])}
        </label>
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
