import { Checkbox as RadixCheckbox } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from './cn.ts';
import { useFormField } from './use-form-field.ts';

export interface CheckboxProps extends ComponentProps<typeof RadixCheckbox.Root> {
  /** Text beside the box; clicking it toggles the box. */
  label?: ReactNode;
}

/**
 * A checkbox on Radix (role checkbox, Space toggles, supports 'indeterminate').
 *
 * @example
 * <Checkbox label="记住密码" checked={remember} onCheckedChange={(v) => setRemember(v === true)} />
 */
export function Checkbox({ label, className, id, ...rest }: CheckboxProps) {
  const generated = useId();
  const aria = useFormField({ ...rest, id });
  const boxId = aria.id ?? `pmc-checkbox-${generated}`;
  const box = (
    <RadixCheckbox.Root
      data-slot="checkbox"
      className={cn('pmc-checkbox__box', !label && className)}
      {...rest}
      {...aria}
      id={boxId}
    >
      <RadixCheckbox.Indicator>
        {rest.checked === 'indeterminate' ? (
          '−'
        ) : (
          <svg
            viewBox="0 0 12 12"
            width="10"
            height="10"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M2 6l3 3 5-6" />
          </svg>
        )}
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
  if (!label) return box;
  return (
    <span className={cn('pmc-checkbox', className)}>
      {box}
      <label htmlFor={boxId}>{label}</label>
    </span>
  );
}
