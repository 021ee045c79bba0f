import type { ComponentProps } from 'react';
import { cn } from './cn.ts';
import { useFormField } from './use-form-field.ts';

export interface InputProps extends ComponentProps<'input'> {
  /** Marks the input aria-invalid (red border); inside a FormField the field's error does this. */
  invalid?: boolean;
}

/**
 * A text input styled by the size tokens; inside `<FormField>` it is labelled and described.
 *
 * @example
 * <Input placeholder="请输入账号" value={account} onChange={(e) => setAccount(e.target.value)} />
 */
export function Input({ className, invalid, ...rest }: InputProps) {
  const aria = useFormField({ ...rest, invalid });
  return <input data-slot="input" className={cn('pmc-input', className)} {...rest} {...aria} />;
}
