import { zodResolver } from '@hookform/resolvers/zod';
import type { SecurityPolicy } from '@pmc/api-client/contract';
import { T, useT } from '@pmc/i18n/react';
import { Button, FormField, Input, message, Switch } from '@pmc/ui';
import { securityPolicyLimits } from '@pmc/validators';
import { changedValues, HistoryDrawer, useKit } from '@pmc/widgets/kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { api } from '../../../app/api.ts';
import { i18n } from '../../../app/i18n.ts';
import { queries } from '../../../app/queries.ts';
import { adminMessages } from '../../../messages.ts';
import { refreshPermissions } from '../../../session/refresh-permissions.ts';
import { securityPolicyCatalog } from './catalog.ts';
import { securityPolicyMessages as m } from './messages.ts';
import { SecondFactorPolicy } from './second-factor-policy.tsx';
import { securityPolicyCodes } from './security-policy-codes.ts';
import { type PolicyFormValues, policyFields, securityPolicySchema } from './security-policy-schema.ts';
import { SeparationOfDutiesPolicy } from './separation-of-duties-policy.tsx';

i18n.load(securityPolicyCatalog);

const formOf = (policy: SecurityPolicy): PolicyFormValues => ({
  maxFailedSignIns: String(policy.maxFailedSignIns),
  lockMinutes: String(policy.lockMinutes),
  sessionIdleMinutes: String(policy.sessionIdleMinutes),
  sessionAbsoluteHours: String(policy.sessionAbsoluteHours),
  watermark: policy.watermark,
  // The password lifecycle.
  passwordExpiryDays: String(policy.passwordExpiryDays),
  passwordHistoryCount: String(policy.passwordHistoryCount),
  dormantDays: String(policy.dormantDays),
});

const groups = [
  { legend: m.signIn, fields: ['maxFailedSignIns', 'lockMinutes'] },
  { legend: m.session, fields: ['sessionIdleMinutes', 'sessionAbsoluteHours'] },
  // The password lifecycle.
  { legend: m.passwordLifecycle, fields: ['passwordExpiryDays', 'passwordHistoryCount', 'dormantDays'] },
] as const;

// Fields where 0 turns the rule off: their help says so.
const zeroTurnsOff: ReadonlySet<string> = new Set([
  'passwordExpiryDays',
  'passwordHistoryCount',
  'dormantDays',
]);

/**
 * 安全策略 (docs/guide/pages.md#security-policy): the lockout and session limits and the password
 * lifecycle every instance enforces, each with its unit and range. A save sends only the fields changed; 历史 shows who changed what.
 */
export default function SecurityPolicyPage() {
  const t = useT();
  const can = useKit().usePermissions();
  const editable = can.button(securityPolicyCodes.button.btn_edit);
  const info = useQuery({ ...queries.securityPolicy.info(), gcTime: 0, staleTime: 0 });
  const schema = useMemo(() => securityPolicySchema(t), [t]);
  const form = useForm<PolicyFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(schema) as unknown as Resolver<PolicyFormValues>,
    defaultValues: {
      maxFailedSignIns: '',
      lockMinutes: '',
      sessionIdleMinutes: '',
      sessionAbsoluteHours: '',
      watermark: false,
      passwordExpiryDays: '',
      passwordHistoryCount: '',
      dormantDays: '',
    },
  });
  const [historyOpen, setHistoryOpen] = useState(false);
  const { reset } = form;
  useEffect(() => {
    if (info.data) reset(formOf(info.data));
  }, [info.data, reset]);

  const submit = form.handleSubmit(async (values) => {
    if (!info.data) return;
    const numbers = Object.fromEntries(policyFields.map((field) => [field, Number(values[field])]));
    const changed = changedValues({ ...numbers, watermark: values.watermark }, info.data, [
      ...policyFields,
      'watermark',
    ]);
    if (Object.keys(changed).length === 0) {
      message.info(t(m.unchanged));
      return;
    }
    try {
      await api.securityPolicy.update(changed);
      await info.refetch();
      // The saver's own pages follow the switch at once; everyone else's at their next refetch.
      if ('watermark' in changed) await refreshPermissions();
      message.success(t(m.saved));
    } catch {
      // The request core has shown the server's message; the form keeps what was typed.
    }
  });

  return (
    <section className="admin-page admin-security-policy" data-testid="security-policy">
      <h1>
        <T msg={m.title} />
      </h1>
      <p className="admin-muted">
        <T msg={m.intro} />
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {groups.map((group) => (
          <fieldset key={group.legend.id} className="admin-security-policy__group">
            <legend>{t(group.legend)}</legend>
            {group.fields.map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field, fieldState }) => (
                  <FormField
                    label={t(m[name])}
                    required
                    error={fieldState.error?.message ?? null}
                    help={t(zeroTurnsOff.has(name) ? m.rangeZeroOff : m.range, {
                      ...securityPolicyLimits[name],
                    })}
                  >
                    <Input
                      {...field}
                      type="number"
                      inputMode="numeric"
                      min={securityPolicyLimits[name].min}
                      max={securityPolicyLimits[name].max}
                      step={1}
                      invalid={fieldState.invalid}
                      disabled={!info.data || !editable}
                      data-testid={`policy-${name}`}
                    />
                  </FormField>
                )}
              />
            ))}
          </fieldset>
        ))}
        <fieldset className="admin-security-policy__group">
          <legend>{t(m.display)}</legend>
          <Controller
            control={form.control}
            name="watermark"
            render={({ field }) => (
              <FormField label={t(m.watermark)} help={t(m.watermarkHelp)}>
                <span className="admin-security-policy__switch">
                  <Switch
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={!info.data || !editable}
                    data-testid="policy-watermark"
                  />
                  <span aria-hidden="true">{t(field.value ? m.watermarkOn : m.watermarkOff)}</span>
                </span>
              </FormField>
            )}
          />
        </fieldset>
        <div className="admin-security-policy__actions">
          {editable ? (
            <Button
              type="submit"
              variant="primary"
              loading={form.formState.isSubmitting}
              disabled={!info.data}
            >
              <T msg={adminMessages.save} />
            </Button>
          ) : null}
          <Button type="button" onClick={() => setHistoryOpen(true)}>
            <T msg={m.history} />
          </Button>
        </div>
      </form>
      {/* Second factor. */}
      <SecondFactorPolicy policy={info.data} editable={editable} onSaved={() => void info.refetch()} />
      <SeparationOfDutiesPolicy policy={info.data} editable={editable} onSaved={() => void info.refetch()} />
      <HistoryDrawer
        record={historyOpen ? { kind: 'securityPolicy', id: 'default', name: t(m.title) } : null}
        onClose={() => setHistoryOpen(false)}
        labels={{
          maxFailedSignIns: t(m.maxFailedSignIns),
          lockMinutes: t(m.lockMinutes),
          sessionIdleMinutes: t(m.sessionIdleMinutes),
          sessionAbsoluteHours: t(m.sessionAbsoluteHours),
          watermark: t(m.watermark),
          passwordExpiryDays: t(m.passwordExpiryDays),
          passwordHistoryCount: t(m.passwordHistoryCount),
          dormantDays: t(m.dormantDays),
          // Second factor.
          secondFactorRequired: t(m.secondFactorRequired),
          secondFactorRoleIds: t(m.secondFactorRoleIds),
          separationOfDuties: t(m.separationOfDuties),
        }}
        values={{
          watermark: (value) => t(value ? m.watermarkOn : m.watermarkOff),
          separationOfDuties: (value) => t(value ? m.watermarkOn : m.watermarkOff),
        }}
      />
    </section>
  );
}
