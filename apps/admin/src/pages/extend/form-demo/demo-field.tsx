import { FormField } from '@pmc/ui';
import type { ReactNode } from 'react';
import { type Control, Controller, type ControllerRenderProps, type FieldPath } from 'react-hook-form';
import type { FormDemoValues } from './form-demo-schema.ts';

type Name = FieldPath<FormDemoValues>;

/** One labelled row of the demo form: the control gets the form field, the row shows its error. */
export function DemoField<N extends Name>(props: {
  control: Control<FormDemoValues>;
  name: N;
  label: string;
  required?: boolean;
  wide?: boolean;
  help?: ReactNode;
  children: (field: ControllerRenderProps<FormDemoValues, N>, invalid: boolean) => ReactNode;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <FormField
          label={props.label}
          required={props.required}
          error={fieldState.error?.message ?? null}
          help={props.help}
          className={props.wide ? 'admin-demo-form__wide' : undefined}
        >
          {props.children(field, fieldState.invalid)}
        </FormField>
      )}
    />
  );
}
