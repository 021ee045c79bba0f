import type { TableDensity } from '@pmc/widgets';
import { DensitySwitch } from '@pmc/widgets/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

function Switch() {
  const [density, setDensity] = useState<TableDensity>('medium');
  return <DensitySwitch value={density} onChange={setDensity} />;
}

const meta = {
  title: 'kit/DensitySwitch',
  component: DensitySwitch,
  args: { value: 'default', onChange: () => {} },
} satisfies Meta<typeof DensitySwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The toolbar's 密度 menu: 默认, 中等 or 紧凑, the chosen one ticked. */
export const Default: Story = { render: () => <Switch /> };
