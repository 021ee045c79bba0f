import {
  Button,
  cn,
  Popover,
  PopoverAnchor,
  PopoverContent,
  PopoverTrigger,
  type Translatable,
  useTranslate,
} from '@pmc/ui';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { DATE_PRESETS, type DatePreset, parseDay, presetRange, toDay } from './date-presets.ts';
import { DayInput } from './day-input.tsx';
import { widgetsMessages as m } from './messages.ts';
import { OnDemandCalendar } from './on-demand-calendar.ts';

/** Two days as yyyy-MM-dd; either may be '' (open-ended). */
export interface DayRange {
  from: string;
  to: string;
}

export interface DateRangePickerProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** Names the field for screen readers (the search form's label, e.g. 创建时间). */
  label: string;
  /** Words after the label naming the two days; 开始日期 and 结束日期 by default. */
  startLabel?: Translatable;
  endLabel?: Translatable;
  /** 今天, 近7天, 近30天, 本月 by default; `[]` for none. */
  presets?: readonly DatePreset[];
  /** Today, for the presets (tests and stories). */
  today?: () => Date;
  className?: string;
}

const PRESET_LABELS = {
  today: m.datePresetToday,
  last7: m.datePresetLast7,
  last30: m.datePresetLast30,
  thisMonth: m.datePresetThisMonth,
} as const;

/**
 * A date-range field (ProTable's RangePicker): two days typed as yyyy-MM-dd, or picked on two months of
 * calendar (react-day-picker, in the UI language, fetched the first time it opens) opened from the
 * calendar button, beside the quick ranges 今天 / 近7天 / 近30天 / 本月 and 清空. The same format whatever
 * the browser's language, unlike `<input type=date>`.
 *
 * @example
 * const [range, setRange] = useState({ from: '', to: '' });
 * <DateRangePicker label="创建时间" value={range} onChange={setRange} />
 */
export function DateRangePicker({
  value,
  onChange,
  label,
  startLabel = m.dateRangeStart,
  endLabel = m.dateRangeEnd,
  presets = DATE_PRESETS,
  today = () => new Date(),
  className,
}: DateRangePickerProps) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  // Days clicked since the calendar opened: the second one completes the range and closes it.
  const [clicks, setClicks] = useState(0);
  const selected: DateRange | undefined = value.from
    ? { from: parseDay(value.from), to: parseDay(value.to) }
    : undefined;
  const choose = (range: DayRange) => {
    onChange(range);
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setClicks(0);
      }}
    >
      <PopoverAnchor asChild>
        <span className={cn('pmc-input pmc-date-range', className)}>
          <DayInput
            label={`${label} ${t(startLabel)}`}
            placeholder={t(startLabel)}
            value={value.from}
            onChange={(from) => onChange({ ...value, from })}
          />
          <span aria-hidden="true">~</span>
          <DayInput
            label={`${label} ${t(endLabel)}`}
            placeholder={t(endLabel)}
            value={value.to}
            onChange={(to) => onChange({ ...value, to })}
          />
          <PopoverTrigger asChild>
            <button type="button" className="pmc-date-range__open" aria-label={`${label} ${t(m.datePick)}`}>
              <CalendarDays aria-hidden="true" size={14} />
            </button>
          </PopoverTrigger>
        </span>
      </PopoverAnchor>
      <PopoverContent className="pmc-date-picker" aria-label={label} align="start">
        {presets.length > 0 ? (
          <fieldset className="pmc-date-picker__presets" aria-label={t(m.datePresets)}>
            {presets.map((preset) => (
              <Button
                key={preset}
                variant="link"
                data-preset={preset}
                onClick={() => choose(presetRange(preset, today()))}
              >
                {t(PRESET_LABELS[preset])}
              </Button>
            ))}
            <Button variant="link" onClick={() => choose({ from: '', to: '' })}>
              {t(m.clear)}
            </Button>
          </fieldset>
        ) : null}
        <OnDemandCalendar
          mode="range"
          numberOfMonths={2}
          defaultMonth={selected?.from ?? today()}
          selected={selected}
          onSelect={(range) => {
            const next = { from: toDay(range?.from), to: toDay(range?.to) };
            const count = clicks + 1;
            setClicks(count);
            if (count >= 2 && next.from && next.to) choose(next);
            else onChange(next);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
