import type { SecondFactorRequirement, SecurityPolicy } from '@pmc/api-client/contract';
import { T, useT } from '@pmc/i18n/react';
import { Button, Checkbox, FormField, message, NativeSelect } from '@pmc/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { api } from '../../../app/api.ts';
import { queries } from '../../../app/queries.ts';
import { securityPolicyMessages as m } from './messages.ts';

export interface SecondFactorPolicyProps {
  policy: SecurityPolicy | undefined;
  editable: boolean;
  onSaved(): void;
}

/**
 * 两步验证 of 安全策略 (docs/guide/pages.md#security-policy): nobody, the holders of chosen roles, or
 * everyone must have a second factor; such a person without one is taken to the enrolment dialog right
 * after signing in. Applied on its own (its button is not the limits' 保存), only when changed.
 */
export function SecondFactorPolicy({ policy, editable, onSaved }: SecondFactorPolicyProps) {
  const t = useT();
  const roles = useQuery(queries.role.all());
  const [required, setRequired] = useState<SecondFactorRequirement>('none');
  const [roleIds, setRoleIds] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!policy) return;
    setRequired(policy.secondFactorRequired);
    setRoleIds(policy.secondFactorRoleIds);
  }, [policy]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!policy) return;
    const sameRoles = [...roleIds].sort().join() === [...policy.secondFactorRoleIds].sort().join();
    const changed = {
      ...(required === policy.secondFactorRequired ? {} : { secondFactorRequired: required }),
      ...(sameRoles ? {} : { secondFactorRoleIds: [...roleIds] }),
    };
    if (Object.keys(changed).length === 0) {
      message.info(t(m.unchanged));
      return;
    }
    setBusy(true);
    try {
      await api.securityPolicy.update(changed);
      message.success(t(m.saved));
      onSaved();
    } catch {
      // the request core has shown why
    } finally {
      setBusy(false);
    }
  };

  const options = (['none', 'roles', 'everyone'] as const).map((value) => ({
    value,
    label: t(m[`secondFactor_${value}`]),
  }));
  return (
    <form noValidate onSubmit={submit} data-testid="policy-second-factor">
      <fieldset className="admin-security-policy__group">
        <legend>{t(m.secondFactor)}</legend>
        <FormField label={t(m.secondFactorRequired)} help={t(m.secondFactorHelp)}>
          <NativeSelect
            options={options}
            value={required}
            onValueChange={(value) => setRequired(value as SecondFactorRequirement)}
            disabled={!policy || !editable}
            aria-label={t(m.secondFactorRequired)}
          />
        </FormField>
        {required === 'roles' ? (
          <fieldset className="admin-security-policy__roles">
            <legend>{t(m.secondFactorRoles)}</legend>
            {(roles.data?.list ?? []).map((role) => (
              <Checkbox
                key={role.id}
                label={role.fullName}
                checked={roleIds.includes(role.id)}
                disabled={!editable}
                onCheckedChange={(on) =>
                  setRoleIds((ids) => (on === true ? [...ids, role.id] : ids.filter((id) => id !== role.id)))
                }
              />
            ))}
          </fieldset>
        ) : null}
      </fieldset>
      {editable ? (
        <div className="admin-security-policy__actions">
          <Button
            type="submit"
            variant="primary"
            loading={busy}
            disabled={!policy}
            data-testid="policy-second-factor-save"
          >
            <T msg={m.secondFactorApply} />
          </Button>
        </div>
      ) : null}
    </form>
  );
}
