import { FormField, Input, PasswordInput, type Translatable, useFormField, useTranslate } from '@pmc/ui';
import type { ComponentProps, ReactNode } from 'react';
import { type Control, Controller, type FieldValues } from 'react-hook-form';

/** What a custom field control receives. */
export interface FormControlProps {
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  invalid: boolean;
  disabled: boolean;
}

/** One field of a FormDialog. */
export interface FormDialogField<V> {
  name: keyof V & string;
  label: Translatable;
  /** Shows the required mark (the schema does the checking). */
  required?: boolean;
  /** Form-permission code (default `name`); `false`: always shown. Fields without it are neither shown nor sent. */
  permission?: string | false;
  /** text (default), password, textarea, number; or `render` for anything else. */
  type?: 'text' | 'password' | 'textarea' | 'number';
  render?: (control: FormControlProps) => ReactNode;
  /** Only in this mode (e.g. the initial password on create). */
  only?: 'create' | 'edit';
  /** Locked in this mode (e.g. the account on edit). */
  readOnlyOn?: 'create' | 'edit';
  maxLength?: number;
  placeholder?: Translatable;
  help?: ReactNode;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  /** Never kept as a draft in the browser (password inputs never are). */
  secret?: boolean;
}

const FULL_WIDTH_TYPES = new Set(['textarea']);

/** Whether a field spans both columns of the form grid (asked for, or a multi-line input). */
function isWideField<V>(field: FormDialogField<V>): boolean {
  return field.wide === true || FULL_WIDTH_TYPES.has(field.type ?? '');
}

/** The field's input: its own `render`, or the input its `type` names, wired to its FormField. */
function renderControl<V>(
  field: FormDialogField<V>,
  control: FormControlProps,
  t: (text: Translatable) => string,
): ReactNode {
  if (field.render) return field.render(control);
  const common = {
    name: control.name,
    onBlur: control.onBlur,
    disabled: control.disabled,
    maxLength: field.maxLength,
    placeholder: field.placeholder ? t(field.placeholder) : undefined,
  };
  const text = control.value === null || control.value === undefined ? '' : String(control.value);
  switch (field.type) {
    case 'password':
      return <PasswordInput {...common} value={text} onChange={(e) => control.onChange(e.target.value)} />;
    case 'textarea':
      return <TextArea {...common} value={text} onChange={(e) => control.onChange(e.target.value)} />;
    case 'number':
      return (
        <Input
          {...common}
          type="number"
          value={text}
          onChange={(e) => control.onChange(e.target.value === '' ? null : Number(e.target.value))}
        />
      );
    default:
      return <Input {...common} value={text} onChange={(e) => control.onChange(e.target.value)} />;
  }
}

/** A multi-line input wired to its FormField (label, error, required). */
function TextArea(props: ComponentProps<'textarea'>) {
  const aria = useFormField(props);
  return <textarea className="pmc-input pmc-textarea" rows={3} {...props} {...aria} />;
}

/** One shown field of a FormDialog: its label, required mark, server or rule error and help around its input. */
export function FormDialogFieldRow<V extends FieldValues>(props: {
  field: FormDialogField<V>;
  control: Control<V>;
  mode: 'create' | 'edit';
}) {
  const { field, mode } = props;
  const t = useTranslate();
  return (
    <Controller
      control={props.control}
      name={field.name as never}
      render={({ field: f, fieldState }) => (
        <FormField
          label={t(field.label)}
          required={field.required}
          error={fieldState.error?.message ?? null}
          help={field.help}
          className={isWideField(field) ? 'pmc-form-dialog__wide' : undefined}
        >
          {renderControl(
            field,
            {
              name: field.name,
              value: f.value,
              onChange: f.onChange,
              onBlur: f.onBlur,
              invalid: fieldState.invalid,
              disabled: field.readOnlyOn === mode,
            },
            t,
          )}
        </FormField>
      )}
    />
  );
}
