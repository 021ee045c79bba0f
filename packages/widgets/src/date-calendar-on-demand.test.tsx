import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangePicker, type DayRange } from './date-range-picker.tsx';

// The calendar's chunk: the first fetch fails (a dropped network, a release that removed the file),
// the next one succeeds.
const fetches = vi.hoisted(() => ({ count: 0 }));
vi.mock('./day-calendar.tsx', async (importOriginal) => {
  fetches.count += 1;
  if (fetches.count === 1)
    throw new TypeError('Failed to fetch dynamically imported module: day-calendar.js');
  return importOriginal();
});

afterEach(cleanup);

function Range({ onChange }: { onChange: (range: DayRange) => void }) {
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });
  return (
    <DateRangePicker
      label="创建时间"
      value={range}
      today={() => new Date(2026, 10, 25, 10, 0)}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
}

describe('<DateRangePicker/> calendar on demand', () => {
  it('keeps the typed days and quick ranges working when the calendar will not load, and retries in place', async () => {
    const onChange = vi.fn();
    render(<Range onChange={onChange} />);
    // Nothing of the calendar is fetched until it is opened.
    expect(fetches.count).toBe(0);
    fireEvent.change(screen.getByRole('textbox', { name: '创建时间 开始日期' }), {
      target: { value: '2026-11-01' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '' });

    fireEvent.click(screen.getByRole('button', { name: '创建时间 从日历选择' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('加载失败');
    expect(screen.queryByRole('grid')).toBeNull();
    // The typed days still change while the popover shows the failure.
    fireEvent.change(screen.getByRole('textbox', { name: '创建时间 结束日期' }), {
      target: { value: '2026-11-20' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-20' });

    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findAllByRole('grid', {}, { timeout: 5000 })).toHaveLength(2);
    expect(fetches.count).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
    // The quick ranges beside it answer as before.
    fireEvent.click(screen.getByRole('button', { name: '本月' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-25' });
  });
});
