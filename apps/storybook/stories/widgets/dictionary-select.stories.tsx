import { type DictionaryList, DictionarySelect, type DictionarySelectProps } from '@pmc/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { failing, never, pause } from '../fixtures.ts';

const sex: DictionaryList = {
  isTree: 0,
  dictionaryList: [
    { id: '1', fullName: '男', enCode: 'male' },
    { id: '2', fullName: '女', enCode: 'female' },
  ],
};
// Each story gets its own loader: the dictionary cache is kept per loader.
const loader = (answer: DictionaryList) => async () => {
  await pause(100);
  return answer;
};

function Chosen(props: DictionarySelectProps) {
  const [value, setValue] = useState(props.value);
  return <DictionarySelect {...props} value={value} onChange={(v) => setValue(props.multiple ? v : v[0])} />;
}

const meta = {
  title: 'widgets/DictionarySelect',
  component: DictionarySelect,
  args: {
    'aria-label': '性别',
    enCode: 'sex',
    valueKey: 'enCode',
    loadDictionary: loader(sex),
    value: undefined,
    onChange: () => {},
  },
  render: (args) => <Chosen {...args} />,
} satisfies Meta<typeof DictionarySelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { value: 'female', loadDictionary: loader(sex) } };
export const Multiple: Story = { args: { multiple: true, value: ['male'], loadDictionary: loader(sex) } };
export const Loading: Story = { args: { loadDictionary: () => never() } };
export const LoadError: Story = { args: { loadDictionary: failing } };
export const Disabled: Story = { args: { disabled: true, value: 'male', loadDictionary: loader(sex) } };
