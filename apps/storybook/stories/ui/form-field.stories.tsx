import { FormField, Input, useFormField } from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';

const meta = {
  title: 'ui/FormField',
  component: FormField,
  args: { label: '手机', children: <Input /> },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHelp: Story = { args: { help: '11 位手机号码' } };
export const WithError: Story = {
  args: { required: true, error: '请正确输入您的手机号', children: <Input defaultValue="1380" /> },
};
export const Horizontal: Story = { args: { layout: 'horizontal' } };
export const DisabledControl: Story = { args: { children: <Input disabled defaultValue="13800000000" /> } };

/** README: a custom control joins the field through `useFormField`. */
function ColourInput(props: ComponentProps<'input'>) {
  return <input type="color" {...props} {...useFormField(props)} />;
}
export const CustomControl: Story = {
  args: { label: '主题色', children: <ColourInput defaultValue="#1890ff" /> },
};
