import { cn, Popover, PopoverContent, PopoverTrigger, useTranslate } from '@pmc/ui';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { calendarLocale } from './calendar-locale.ts';
import { parseDay, toDay } from './date-presets.ts';
import { widgetsMessages as m } from './messages.ts';
import { useUiLocale } from './use-ui-locale.ts';

export interface DatePickerProps {
  /** The day as yyyy-MM-dd, or ''. */
  value: string;
  onChange: (day: string) => void;
  /** Names the field for screen readers. */
  label: string;
  className?: string;
}

/**
 * A date field: a button showing `yyyy-MM-dd` that opens a month of calendar (react-day-picker, in the
 * UI language); choosing a day closes it, choosing it again clears it.
 *
 * @example
 * <DatePicker label="生效日期" value={day} onChange={setDay} />
 */
export function DatePicker({ value, onChange, label, className }: DatePickerProps) {
  const t = useTranslate();
  const locale = calendarLocale(useUiLocale());
  const [open, setOpen] = useState(false);
  const selected = parseDay(value);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          className={cn('pmc-input pmc-date-picker__trigger', className)}
          aria-label={`${label} ${value || t(m.datePlaceholder)}`}
          data-empty={value ? undefined : ''}
        >
          {value || t(m.datePlaceholder)}
        </button>
      </PopoverTrigger>
      <PopoverContent className="pmc-date-picker" aria-label={label} align="start">
        <DayPicker
          mode="single"
          locale={locale}
          defaultMonth={selected}
          selected={selected}
          onSelect={(day) => {
            onChange(toDay(day));
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
