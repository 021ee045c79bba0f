import { SearchForm } from '@pmc/widgets/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'kit/SearchForm',
  component: SearchForm,
  args: { fields: [{ name: 'keyword', label: '关键词' }], values: {}, onSearch: () => {} },
} satisfies Meta<typeof SearchForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** README: one keyword field. */
export const Keyword: Story = {};
export const Filled: Story = { args: { values: { keyword: 'li' } } };
/** Past three fields the rest fold behind 展开. */
export const Collapsed: Story = {
  args: {
    fields: [
      { name: 'keyword', label: '关键词' },
      { name: 'creatorTime', label: '创建时间', type: 'date-range' },
      {
        name: 'enabledMark',
        label: '状态',
        type: 'select',
        options: [
          { value: '1', label: '启用' },
          { value: '0', label: '禁用' },
        ],
      },
      { name: 'mobile', label: '手机' },
    ],
  },
};
