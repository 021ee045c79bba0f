import { cn } from '@pmc/ui';
import type { ComponentProps } from 'react';

interface PickerTriggerProps extends ComponentProps<'button'> {
  /** The chosen value as text; empty shows the placeholder. */
  label: string;
  placeholder: string;
  /** Draws the ▾ of a dropdown (the popover pickers); the dialog picker has none. */
  caret?: boolean;
}

// The input-looking button shared by TreeSelect, AddressCascader and UserPicker. Props (and the ref a
// Radix `asChild` trigger passes) go to the button, so it works bare or under PopoverTrigger.
export function PickerTrigger({ label, placeholder, caret = false, className, ...rest }: PickerTriggerProps) {
  return (
    <button type="button" className={cn('pmc-input pmc-picker__trigger', className)} {...rest}>
      {label ? (
        <span className="pmc-picker__value">{label}</span>
      ) : (
        <span className="pmc-picker__placeholder">{placeholder}</span>
      )}
      {caret ? <span aria-hidden="true">▾</span> : null}
    </button>
  );
}
