import { cn, useFormField, useTranslate } from '@pmc/ui';
import { type CalcFields, formatAmount } from '@pmc/validators';
import { useEffect, useId, useRef } from 'react';
import { useCalculatedValue } from './use-calculated-value.ts';

export interface CalculatedFieldProps {
  /** The formula over field names, e.g. '单价 × 数量 ÷ (1 + 税率)'. */
  expression: string;
  /** Current values of the fields the formula reads (empty counts as 0). */
  fields: CalcFields;
  /** Receives each new result (2 decimals, no separators; '' on error), e.g. to store it in the form. */
  onChange?: (value: string) => void;
  /** Shows thousands separators (1,234.50). */
  thousands?: boolean;
  id?: string;
  'aria-label'?: string;
  className?: string;
}

/**
 * A read-only field showing a formula's result to 2 decimals, recomputed 500 ms after its inputs stop
 * changing; a formula error (e.g. 计算公式中除数不能为零) is shown under it and announced.
 *
 * @example
 * <FormField label="金额">
 *   <CalculatedField expression="单价 × 数量" fields={{ 单价: price, 数量: quantity }} onChange={setAmount} />
 * </FormField>
 */
export function CalculatedField({
  expression,
  fields,
  onChange,
  thousands = false,
  id,
  className,
  'aria-label': ariaLabel,
}: CalculatedFieldProps) {
  const t = useTranslate();
  const errorId = useId();
  const { value, error, pending } = useCalculatedValue(expression, fields);
  const aria = useFormField({ id, invalid: Boolean(error) });
  const reported = useRef<string>(undefined);
  useEffect(() => {
    if (pending || reported.current === value) return;
    reported.current = value;
    onChange?.(value);
  }, [value, pending, onChange]);

  return (
    <div data-slot="calculated-field" className={cn('pmc-calculated-field', className)}>
      <input
        className="pmc-input"
        readOnly
        aria-readonly="true"
        aria-label={ariaLabel}
        aria-busy={pending || undefined}
        value={thousands && value ? formatAmount(value) : value}
        {...aria}
        aria-describedby={
          [aria['aria-describedby'], error ? errorId : undefined].filter(Boolean).join(' ') || undefined
        }
      />
      {error ? (
        <div id={errorId} role="alert" className="pmc-form-field__error">
          {t(error)}
        </div>
      ) : null}
    </div>
  );
}
