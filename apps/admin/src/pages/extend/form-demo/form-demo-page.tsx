import { zodResolver } from '@hookform/resolvers/zod';
import { T, useT } from '@pmc/i18n/react';
import { Button, message } from '@pmc/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { i18n } from '../../../app/i18n.ts';
import { queries } from '../../../app/queries.ts';
import { formDemoCatalog } from './catalog.ts';
import { emptyFormDemo, type FormDemoValues, formDemoSchema } from './form-demo-schema.ts';
import { AmountFields, ContentField, PickerFields, RuleFields, UploadFields } from './form-demo-sections.tsx';
import { formDemoMessages as m } from './messages.ts';

i18n.load(formDemoCatalog);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="admin-demo-form__section">
      <legend>{title}</legend>
      <div className="admin-demo-form__grid">{children}</div>
    </fieldset>
  );
}

/**
 * 表单示例: one react-hook-form form with every form rule (docs/guide/validation.md#form-rules) of
 * `@pmc/validators` (messages in the user's language, checked when a field is left and again as it is
 * corrected) and every widget of `@pmc/widgets`, on the server's real data (organisations, users,
 * dictionaries, areas, uploads). Submitting shows the value it would send.
 */
export default function FormDemoPage() {
  const t = useT();
  const organizeTree = useQuery(queries.organize.tree());
  const schema = useMemo(() => formDemoSchema(t, t(m.users)), [t]);
  const form = useForm<FormDemoValues>({
    // Checked when a field is left, then again as it is corrected.
    mode: 'onTouched',
    resolver: zodResolver(schema) as unknown as Resolver<FormDemoValues>,
    defaultValues: emptyFormDemo(),
  });
  const [submitted, setSubmitted] = useState<FormDemoValues | null>(null);
  const submit = form.handleSubmit(
    (values) => setSubmitted(values),
    () => {
      setSubmitted(null);
      message.error(t(m.invalid));
    },
  );
  return (
    <section className="admin-page admin-demo" data-testid="form-demo">
      <h1>
        <T msg={m.title} />
      </h1>
      <p className="admin-muted">
        <T msg={m.intro} />
      </p>
      <form
        className="admin-demo-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Section title={t(m.rules)}>
          <RuleFields control={form.control} />
        </Section>
        <Section title={t(m.pickers)}>
          <PickerFields control={form.control} organizeTree={organizeTree.data?.list ?? []} />
        </Section>
        <Section title={t(m.uploads)}>
          <UploadFields control={form.control} />
        </Section>
        <Section title={t(m.amounts)}>
          <AmountFields control={form.control} setTotal={(value) => form.setValue('total', value)} />
        </Section>
        <Section title={t(m.content)}>
          <ContentField control={form.control} />
        </Section>
        <div className="admin-demo-form__actions">
          <Button type="submit" variant="primary" data-testid="form-demo-submit">
            {t(m.submit)}
          </Button>
          <Button
            onClick={() => {
              form.reset(emptyFormDemo());
              setSubmitted(null);
            }}
          >
            {t(m.reset)}
          </Button>
        </div>
      </form>
      {submitted ? (
        <section className="admin-demo-form__result" aria-label={t(m.submitted)}>
          <h2>{t(m.submitted)}</h2>
          <pre data-testid="form-demo-value">{JSON.stringify(submitted, null, 2)}</pre>
        </section>
      ) : null}
    </section>
  );
}
