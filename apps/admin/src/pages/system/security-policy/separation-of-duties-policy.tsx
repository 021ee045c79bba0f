import type { SecurityPolicy } from '@pmc/api-client/contract';
import { T, useT } from '@pmc/i18n/react';
import { Button, FormField, message, Switch } from '@pmc/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { api } from '../../../app/api.ts';
import { securityPolicyMessages as m } from './messages.ts';

export interface SeparationOfDutiesPolicyProps {
  policy: SecurityPolicy | undefined;
  editable: boolean;
  onSaved(): void;
}

/**
 * 三员分立 of 安全策略 (docs/guide/permissions.md#separated-duties): the switch, applied on its own, and the
 * accounts that hold rights of several duties now, which keep the server from turning it on.
 */
export function SeparationOfDutiesPolicy({ policy, editable, onSaved }: SeparationOfDutiesPolicyProps) {
  const t = useT();
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (policy) setOn(policy.separationOfDuties);
  }, [policy]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!policy) return;
    if (on === policy.separationOfDuties) {
      message.info(t(m.unchanged));
      return;
    }
    setBusy(true);
    try {
      await api.securityPolicy.update({ separationOfDuties: on });
      message.success(t(m.saved));
    } catch {
      // The request core has shown why (the accounts holding several duties, listed below); the switch
      // shows what is stored again.
      setOn(policy.separationOfDuties);
    } finally {
      setBusy(false);
      onSaved();
    }
  };

  const conflicts = policy?.dutyConflicts ?? [];
  return (
    <form noValidate onSubmit={submit} data-testid="policy-duties">
      <fieldset className="admin-security-policy__group">
        <legend>{t(m.duties)}</legend>
        <FormField label={t(m.separationOfDuties)} help={t(m.separationOfDutiesHelp)}>
          <span className="admin-security-policy__switch">
            <Switch
              checked={on}
              onCheckedChange={setOn}
              disabled={!policy || !editable}
              aria-label={t(m.separationOfDuties)}
              data-testid="policy-separation-of-duties"
            />
            <span aria-hidden="true">{t(on ? m.watermarkOn : m.watermarkOff)}</span>
          </span>
        </FormField>
        {conflicts.length > 0 ? (
          <div className="admin-security-policy__conflicts" data-testid="policy-duty-conflicts">
            <p>{t(m.dutyConflicts, { n: conflicts.length })}</p>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t(m.dutyAccount)}</th>
                  <th scope="col">{t(m.dutyHeld)}</th>
                </tr>
              </thead>
              <tbody>
                {conflicts.map((c) => (
                  <tr key={c.account}>
                    <td>
                      {c.account}（{c.realName}）
                    </td>
                    <td>{c.duties.map((duty) => t(m[`duty_${duty}`])).join(t(m.dutySeparator))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </fieldset>
      {editable ? (
        <div className="admin-security-policy__actions">
          <Button
            type="submit"
            variant="primary"
            loading={busy}
            disabled={!policy}
            data-testid="policy-duties-save"
          >
            <T msg={m.dutiesApply} />
          </Button>
        </div>
      ) : null}
    </form>
  );
}
