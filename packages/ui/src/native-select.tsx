import type { CSSProperties } from 'react';
import { cn } from './cn.ts';
import type { SelectOption } from './select.tsx';
import { useFormField } from './use-form-field.ts';

export interface NativeSelectProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  name?: string;
  id?: string;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

/**
 * A single-choice select on the browser's own `<select>`: the same options and `onValueChange` as
 * {@link Select}, for short fixed lists (a pager's page sizes) where the Radix listbox's ~30 KB (gzip)
 * of popper, focus and scroll-lock code buys nothing. The platform gives keyboard, typeahead and the
 * phone's own picker.
 *
 * @example
 * <NativeSelect aria-label="每页条数" options={[{ value: '20', label: '20条/页' }]} value="20" onValueChange={setSize} />
 */
export function NativeSelect({
  options,
  value,
  defaultValue,
  onValueChange,
  disabled,
  invalid,
  name,
  id,
  className,
  style,
  'aria-label': ariaLabel,
}: NativeSelectProps) {
  const aria = useFormField({ id, invalid });
  return (
    <select
      data-slot="native-select"
      className={cn('pmc-input pmc-native-select', className)}
      style={style}
      aria-label={ariaLabel}
      value={value}
      defaultValue={defaultValue}
      disabled={disabled}
      name={name}
      onChange={(event) => onValueChange?.(event.target.value)}
      {...aria}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
