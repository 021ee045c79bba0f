import { KitProvider, MaskedValue, RevealDialog } from '@pmc/widgets/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { pause } from '../fixtures.ts';

const noReveal = () => ({ button: () => false, column: () => true, form: () => true });

const meta = {
  title: 'kit/MaskedValue',
  component: MaskedValue,
  args: {
    value: '138****0000',
    label: '手机',
    permission: 'btn_viewPersonal',
    reveal: async () => {
      await pause(300);
      return '13800000000';
    },
  },
} satisfies Meta<typeof MaskedValue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 显示 asks for a reason, then shows the one value. */
export const WithReveal: Story = {};
export const IdCard: Story = { args: { value: '110101********1234', label: '身份证号' } };
/** Without 查看个人信息: the masked value alone. */
export const WithoutPermission: Story = {
  render: (args) => (
    <KitProvider usePermissions={noReveal}>
      <MaskedValue {...args} />
    </KitProvider>
  ),
};
/** The reason dialog on its own, open. */
export const ReasonDialog: Story = {
  render: () => <RevealDialog open onOpenChange={() => {}} label="手机" onReveal={() => pause(300)} />,
};
