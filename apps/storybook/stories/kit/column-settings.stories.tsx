import { ColumnSettings } from '@pmc/widgets/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

const columns = [
  { id: 'account', header: '账号' },
  { id: 'realName', header: '姓名' },
  { id: 'mobile', header: '手机' },
];

function Settings() {
  const [hidden, setHidden] = useState<string[]>(['mobile']);
  return (
    <ColumnSettings
      columns={columns}
      isVisible={(id) => !hidden.includes(id)}
      onToggle={(id, visible) => setHidden((h) => (visible ? h.filter((x) => x !== id) : [...h, id]))}
      onReset={() => setHidden([])}
    />
  );
}

const meta = {
  title: 'kit/ColumnSettings',
  component: ColumnSettings,
  args: { columns, isVisible: () => true, onToggle: () => {}, onReset: () => {} },
} satisfies Meta<typeof ColumnSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open 列设置: 手机 is hidden. */
export const Default: Story = { render: () => <Settings /> };
