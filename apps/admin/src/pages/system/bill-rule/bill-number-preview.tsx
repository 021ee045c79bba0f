import { T } from '@pmc/i18n/react';
import { nextBillNumbers } from '@pmc/validators';
import type { BillRuleFormValues } from './bill-rule-form.ts';
import { billRuleMessages as m } from './messages.ts';

const whole = (value: unknown, min: number, max: number): number | undefined => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

/**
 * The next three numbers the rule being edited would issue, from the very function the server issues
 * them with (`@pmc/validators`), in the server's time zone, so the two cannot disagree.
 */
export function BillNumberPreview(props: {
  values: Partial<BillRuleFormValues>;
  /** Date part of the last issued number of the stored rule (null for a new one). */
  serialDate: string | null;
  timeZone: string;
  now?: Date;
}) {
  const { values } = props;
  const digit = whole(values.digit, 1, 12);
  const startNumber = whole(values.startNumber, 0, 999_999_999);
  const currentNumber = whole(values.currentNumber, 0, 999_999_999);
  const prefix = values.prefix ?? '';
  const numbers =
    digit !== undefined && startNumber !== undefined && currentNumber !== undefined && /^[\w-]*$/.test(prefix)
      ? nextBillNumbers(
          {
            prefix,
            dateFormat: values.dateFormat ?? '',
            digit,
            startNumber,
            currentNumber,
            serialDate: props.serialDate,
          },
          3,
          props.now ?? new Date(),
          props.timeZone,
        )
      : [];
  return (
    <section className="admin-bill-preview" aria-labelledby="bill-preview-title">
      <h3 id="bill-preview-title">
        <T msg={m.preview} />
      </h3>
      <output data-testid="bill-preview" aria-live="polite">
        {numbers.length > 0 ? (
          <ol>
            {numbers.map((n) => (
              <li key={n}>
                <code>{n}</code>
              </li>
            ))}
          </ol>
        ) : (
          '—'
        )}
      </output>
      <p className="admin-muted">
        <T msg={m.previewHelp} />
      </p>
    </section>
  );
}
