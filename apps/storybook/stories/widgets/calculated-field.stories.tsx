import { CalculatedField } from '@pmc/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'widgets/CalculatedField',
  component: CalculatedField,
  args: {
    'aria-label': '金额',
    expression: '单价 × 数量 ÷ (1 + 税率)',
    fields: { 单价: '1200.50', 数量: '3', 税率: '0.13' },
    thousands: true,
  },
} satisfies Meta<typeof CalculatedField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** README: exact decimals, to 2 places, with thousands separators. */
export const Amount: Story = {};
/** A field not filled in yet. */
export const MissingInput: Story = { args: { fields: { 单价: '1200.50', 数量: '', 税率: '0.13' } } };
/** A formula error is shown and announced. */
export const FormulaError: Story = { args: { expression: '单价 × (数量' } };
export const DivideByZero: Story = { args: { expression: '单价 ÷ 数量', fields: { 单价: '1', 数量: '0' } } };
