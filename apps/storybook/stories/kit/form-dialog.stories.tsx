import { FormDialog, KitProvider } from '@pmc/widgets/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { z } from 'zod';
import { never, pause } from '../fixtures.ts';

interface UserForm {
  account: string;
  realName: string;
  mobile: string;
}

const meta = {
  title: 'kit/FormDialog',
  component: FormDialog,
  args: {
    open: true,
    onOpenChange: () => {},
    title: '用户',
    defaults: { account: '', realName: '', mobile: '' },
    schema: () =>
      z.object({
        account: z.string().trim().min(1, '请输入账号'),
        realName: z.string().trim().min(1, '请输入姓名'),
        mobile: z
          .string()
          .regex(/^1\d{10}$/, '请正确输入您的手机号')
          .or(z.literal('')),
      }),
    fields: [
      { name: 'account', label: '账号', required: true, readOnlyOn: 'edit' },
      { name: 'realName', label: '姓名', required: true },
      { name: 'mobile', label: '手机', maxLength: 11 },
    ],
    onSubmit: () => pause(300),
  },
} satisfies Meta<typeof FormDialog<UserForm>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 新建用户: empty fields. */
export const Create: Story = {};
/** 编辑用户: the account is read-only. */
export const Edit: Story = { args: { record: { account: 'li', realName: '李四', mobile: '13800000001' } } };
/** Press 确定 to see the save pending. */
export const Saving: Story = { args: { onSubmit: () => never<void>() } };
/** Press 确定: the server's 400 field list lands on the mobile field. */
export const ServerError: Story = {
  args: {
    record: { account: 'li', realName: '李四', mobile: '13800000001' },
    onSubmit: async () => {
      await pause(100);
      throw Object.assign(new Error('手机号已存在'), {
        data: { fields: [{ path: 'mobile', message: '手机号已存在' }] },
      });
    },
  },
};
export const Drawer: Story = { args: { variant: 'drawer' } };
/** The mobile field is not in the form permissions: not shown, checked or sent. */
export const PermissionHidden: Story = {
  decorators: [
    (Story) => (
      <KitProvider
        usePermissions={() => ({ button: () => true, column: () => true, form: (c) => c !== 'mobile' })}
      >
        <Story />
      </KitProvider>
    ),
  ],
};
