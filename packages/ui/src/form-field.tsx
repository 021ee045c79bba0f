import { type ReactNode, useId } from 'react';
import { cn } from './cn.ts';
import { FormFieldContext } from './use-form-field.ts';
import { type Translatable, useTranslate } from './use-translate.ts';

export interface FormFieldProps {
  label?: ReactNode;
  /** Shows the red * and marks the control aria-required. */
  required?: boolean;
  /** Validation error; when set the control is aria-invalid and described by it. */
  error?: Translatable | null;
  help?: ReactNode;
  /** Use your own control id (otherwise one is generated). */
  id?: string;
  layout?: 'vertical' | 'horizontal';
  className?: string;
  children: ReactNode;
}

/**
 * A labelled form row: label with required mark, the control, help and error text. Controls of this
 * package pick up the id and aria attributes; custom ones call `useFormField()`.
 *
 * @example
 * <FormField label="账号" required error={errors.account?.message}>
 *   <Input {...register('account')} />
 * </FormField>
 */
export function FormField({
  label,
  required = false,
  error,
  help,
  id,
  layout = 'vertical',
  className,
  children,
}: FormFieldProps) {
  const t = useTranslate();
  const generated = useId();
  const controlId = id ?? `pmc-field-${generated}`;
  const helpId = help ? `${controlId}-help` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      data-slot="form-field"
      data-invalid={error ? true : undefined}
      className={cn('pmc-form-field', layout === 'horizontal' && 'pmc-form-field--horizontal', className)}
    >
      {label ? (
        <label className="pmc-form-field__label" htmlFor={controlId}>
          {required ? (
            <span className="pmc-form-field__required" aria-hidden="true">
              *
            </span>
          ) : null}
          {label}
        </label>
      ) : null}
      <div className="pmc-form-field__control">
        <FormFieldContext.Provider value={{ id: controlId, describedBy, invalid: Boolean(error), required }}>
          {children}
        </FormFieldContext.Provider>
        {help ? (
          <div id={helpId} className="pmc-form-field__help">
            {help}
          </div>
        ) : null}
        {error ? (
          <div id={errorId} role="alert" className="pmc-form-field__error">
            {t(error)}
          </div>
        ) : null}
      </div>
    </div>
  );
}
