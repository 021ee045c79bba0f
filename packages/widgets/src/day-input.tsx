import { useEffect, useState } from 'react';
import { parseDay } from './date-presets.ts';

/**
 * One day typed as yyyy-MM-dd: the value changes when the text is a real day or is cleared; anything
 * else stays as typed until the field is left, then goes back to the last good day.
 */
export function DayInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <input
      className="pmc-date-range__input"
      aria-label={label}
      placeholder="yyyy-MM-dd"
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
