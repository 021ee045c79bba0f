import { DatePicker, DateRangePicker, type DayRange } from '@pmc/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

function Range({ initial }: { initial: DayRange }) {
  const [range, setRange] = useState(initial);
  return (
    <div style={{ width: 300 }}>
      <DateRangePicker label="创建时间" value={range} onChange={setRange} />
    </div>
  );
}

function Single() {
  const [day, setDay] = useState('2026-11-03');
  return (
    <div style={{ width: 200 }}>
      <DatePicker label="生效日期" value={day} onChange={setDay} />
    </div>
  );
}

const meta = {
  title: 'widgets/DateRangePicker',
  component: DateRangePicker,
  args: { label: '创建时间', value: { from: '', to: '' }, onChange: () => {} },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: type two days as yyyy-MM-dd, or open the calendar for 今天 / 近7天 / 近30天 / 本月. */
export const Empty: Story = { render: () => <Range initial={{ from: '', to: '' }} /> };

/** A chosen range, shown in the calendar's two months when it opens. */
export const Chosen: Story = { render: () => <Range initial={{ from: '2026-11-01', to: '2026-11-20' }} /> };

/** The single-day DatePicker: a button showing the day, a month of calendar. */
export const SingleDay: Story = { render: () => <Single /> };
