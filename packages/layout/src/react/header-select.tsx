import { DropdownMenu as Menu } from 'radix-ui';
import type { ReactNode } from 'react';

export interface HeaderSelectProps<V extends string> {
  label: string;
  icon: ReactNode;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** A header icon button opening a single-choice menu (role menuitemradio), e.g. size or language. */
export function HeaderSelect<V extends string>({
  label,
  icon,
  value,
  options,
  onChange,
}: HeaderSelectProps<V>) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <button type="button" className="pmc-icon-button" aria-label={label} title={label}>
          {icon}
        </button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="pmc-menu" align="end" sideOffset={4} aria-label={label}>
          <Menu.RadioGroup value={value} onValueChange={(v) => onChange(v as V)}>
            {options.map((option) => (
              <Menu.RadioItem key={option.value} value={option.value} className="pmc-menu__item">
                <Menu.ItemIndicator className="pmc-menu__check">✓</Menu.ItemIndicator>
                {option.label}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
