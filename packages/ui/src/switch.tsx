import { Switch as RadixSwitch } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';
import { useFormField } from './use-form-field.ts';

export type SwitchProps = ComponentProps<typeof RadixSwitch.Root>;

/**
 * An on/off switch on Radix (role switch, Space/Enter toggles).
 *
 * @example
 * <Switch aria-label="显示标签栏" checked={tagsView} onCheckedChange={setTagsView} />
 */
export function Switch({ className, ...rest }: SwitchProps) {
  const aria = useFormField(rest);
  return (
    <RadixSwitch.Root data-slot="switch" className={cn('pmc-switch', className)} {...rest} {...aria}>
      <RadixSwitch.Thumb className="pmc-switch__thumb" />
    </RadixSwitch.Root>
  );
}
