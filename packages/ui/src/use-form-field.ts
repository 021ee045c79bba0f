import { createContext, useContext } from 'react';

export interface FormFieldState {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

/** Set by `<FormField>` so the control inside it is labelled and described without wiring ids by hand. */
export const FormFieldContext = createContext<FormFieldState | null>(null);

interface ControlAria {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-required'?: boolean | 'true' | 'false';
}

/**
 * Merges the enclosing FormField's id, aria-describedby, aria-invalid and aria-required into a control's
 * own props (the control's own values win). Use it to put a custom control inside `<FormField>`.
 *
 * @example
 * function ColourInput(props: ComponentProps<'input'>) {
 *   return <input type="color" {...props} {...useFormField(props)} />;
 * }
 */
export function useFormField(own: ControlAria & { invalid?: boolean } = {}): ControlAria {
  const field = useContext(FormFieldContext);
  const describedBy = [field?.describedBy, own['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const invalid =
    own.invalid ?? (own['aria-invalid'] === true || own['aria-invalid'] === 'true' || field?.invalid);
  return {
    id: own.id ?? field?.id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': own['aria-required'] ?? (field?.required || undefined),
  };
}
