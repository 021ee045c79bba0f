import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePicker } from './date-picker.tsx';
import { DateRangePicker, type DayRange } from './date-range-picker.tsx';

afterEach(cleanup);

const TODAY = () => new Date(2026, 10, 25, 10, 0);

function Range({ onChange }: { onChange: (range: DayRange) => void }) {
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });
  return (
    <DateRangePicker
      label="创建时间"
      value={range}
      today={TODAY}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
}

describe('<DateRangePicker/>', () => {
  it('takes days typed as yyyy-MM-dd and ignores other text until it is a day', () => {
    const onChange = vi.fn();
    render(<Range onChange={onChange} />);
    const start = screen.getByRole('textbox', { name: '创建时间 开始日期' });
    fireEvent.change(start, { target: { value: '11/01/2026' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(start, { target: { value: '2026-11-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '' });
    fireEvent.change(screen.getByRole('textbox', { name: '创建时间 结束日期' }), {
      target: { value: '2026-11-20' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-20' });
  });

  it('fills both days from a preset of the calendar and closes it', async () => {
    const onChange = vi.fn();
    render(<Range onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '创建时间 从日历选择' }));
    // The calendar's code is fetched on first open (the first import is transformed: slow in a test).
    expect(await screen.findAllByRole('grid', {}, { timeout: 5000 })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '近7天' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-19', to: '2026-11-25' });
    expect(screen.queryByRole('button', { name: '近7天' })).toBeNull();
    expect((screen.getByRole('textbox', { name: '创建时间 开始日期' }) as HTMLInputElement).value).toBe(
      '2026-11-19',
    );
  });
});

describe('<DatePicker/>', () => {
  it('shows the chosen day as yyyy-MM-dd and picks another from the calendar', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="生效日期" value="2026-11-03" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '生效日期 2026-11-03' }));
    await screen.findByRole('grid', {}, { timeout: 5000 });
    const days = screen.getAllByRole('button').filter((b) => b.textContent === '20');
    fireEvent.click(days[0]!);
    expect(onChange).toHaveBeenCalledWith('2026-11-20');
  });
});
