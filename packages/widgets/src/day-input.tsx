import { useEffect, useState } from 'react';
import { parseDay } from './date-presets.ts';

/**
 * One day typed as yyyy-MM-dd: the value changes when the text is a real day or is cleared; anything
 * else stays as typed until the field is left, then goes back to the last good day. The placeholder
 * names the end of the range (开始日期, Start date), as Ant Design's RangePicker does: the pattern
 * itself did not fit half of a search form's field ("yyyy-MM-dc").
 */
export function DayInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (day: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <input
      className="pmc-date-range__input"
      aria-label={label}
      placeholder={placeholder}
      inputMode="numeric"
      maxLength={10}
      value={text}
      onChange={(event) => {
        const next = event.target.value.trim();
        setText(event.target.value);
        if (next === '' || parseDay(next)) onChange(next);
      }}
      onBlur={() => setText(value)}
    />
  );
}
