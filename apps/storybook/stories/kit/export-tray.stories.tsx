import { ExportTray, type ExportTrayJob } from '@pmc/widgets/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';

const jobs: ExportTrayJob[] = [
  {
    id: '3',
    title: '用户管理',
    status: 'running',
    rowsDone: 42_000,
    rowsTotal: 100_000,
    error: null,
    downloadable: false,
  },
  {
    id: '2',
    title: '变更记录',
    status: 'done',
    rowsDone: 8_214,
    rowsTotal: 8_214,
    error: null,
    downloadable: true,
  },
  {
    id: '1',
    title: '用户管理',
    status: 'failed',
    rowsDone: 2_000,
    rowsTotal: 100_000,
    error: '服务器重启，导出已中断，请重新导出',
    downloadable: false,
  },
  {
    id: '0',
    title: '变更记录',
    status: 'done',
    rowsDone: 120,
    rowsTotal: 120,
    error: null,
    downloadable: false,
  },
];

const meta = {
  title: 'kit/ExportTray',
  component: ExportTray,
  args: { jobs, open: true, onCancel: () => {}, onDownload: () => {} },
} satisfies Meta<typeof ExportTray>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A running job with its progress bar and 取消, a finished one with 下载, a failed and an expired one. */
export const Jobs: Story = {};
/** No export yet. */
export const Empty: Story = { args: { jobs: [] } };
/** Closed: the header button names how many run. */
export const Closed: Story = { args: { open: false } };
