import { cn, Popover, PopoverContent, PopoverTrigger, useTranslate } from '@pmc/ui';
import { useState } from 'react';
import { parseDay, toDay } from './date-presets.ts';
import { widgetsMessages as m } from './messages.ts';
import { OnDemandCalendar } from './on-demand-calendar.ts';

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
 * UI language, fetched the first time it opens); choosing a day closes it, choosing it again clears it.
 *
 * @example
 * <DatePicker label="生效日期" value={day} onChange={setDay} />
 */
export function DatePicker({ value, onChange, label, className }: DatePickerProps) {
  const t = useTranslate();
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
        <OnDemandCalendar
          mode="single"
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
