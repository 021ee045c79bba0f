import { Select as RadixSelect } from 'radix-ui';
import type { CSSProperties } from 'react';
import { cn } from './cn.ts';
import { uiMessages } from './messages.ts';
import { useFormField } from './use-form-field.ts';
import { type Translatable, useTranslate } from './use-translate.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Defaults to 请选择. */
  placeholder?: Translatable;
  disabled?: boolean;
  invalid?: boolean;
  name?: string;
  id?: string;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

/**
 * A single-choice select on Radix (role combobox + listbox, typeahead, arrow keys). Values are strings;
 * an empty value shows the placeholder.
 *
 * @example
 * <Select options={[{ value: '1', label: '启用' }, { value: '0', label: '禁用' }]} value={state} onValueChange={setState} />
 */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = uiMessages.placeholderSelect,
  disabled,
  invalid,
  name,
  id,
  className,
  style,
  'aria-label': ariaLabel,
}: SelectProps) {
  const t = useTranslate();
  const aria = useFormField({ id, invalid });
  return (
    <RadixSelect.Root
      value={value === undefined ? undefined : value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      disabled={disabled}
      name={name}
    >
      <RadixSelect.Trigger
        data-slot="select"
        className={cn('pmc-input pmc-select-trigger', className)}
        style={style}
        aria-label={ariaLabel}
        {...aria}
      >
        <RadixSelect.Value placeholder={t(placeholder)} />
        <RadixSelect.Icon aria-hidden="true">▾</RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          data-slot="select-content"
          className="pmc-select-content"
          position="popper"
          sideOffset={4}
        >
          <RadixSelect.Viewport>
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className="pmc-select-item"
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
