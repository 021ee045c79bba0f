import { Empty, uiMessages } from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'ui/Empty', component: Empty } satisfies Meta<typeof Empty>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 暂无数据 */
export const Default: Story = {};
/** 无数据, without the picture (inside a select's dropdown). */
export const Simple: Story = { args: { simple: true, description: uiMessages.noData } };
