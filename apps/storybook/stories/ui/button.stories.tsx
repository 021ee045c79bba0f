import { Has, PermissionProvider } from '@pmc/permissions/react';
import { Button, buttonVariants } from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: '保存', variant: 'primary' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {(['primary', 'default', 'danger', 'text', 'link'] as const).map((variant) => (
        <Button key={variant} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {(['default', 'medium', 'small', 'mini'] as const).map((size) => (
        <Button key={size} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
};
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
/**
 * `lockout` ignores clicks for 3000 ms after one (the repeated-submit guard of
 * docs/guide/constants.md#timings).
 */
export const Lockout: Story = { args: { lockout: true } };
/** README: `asChild` styles a link; `buttonVariants` gives the classes to any element. */
export const AsLink: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button asChild variant="link">
        <a href="#profile">个人信息</a>
      </Button>
      <a className={buttonVariants({ variant: 'primary' })} href="#home">
        首页
      </a>
    </div>
  ),
};
/** Wrapped in `<Has code="btn_add">` of @pmc/permissions without that code: nothing renders. */
export const PermissionHidden: Story = {
  render: (args) => (
    <PermissionProvider permissions={[]} onUnknownCode={false}>
      <Has code="btn_add">
        <Button {...args}>新建</Button>
      </Has>
      <p>新建按钮因缺少 btn_add 权限而隐藏。</p>
    </PermissionProvider>
  ),
};
