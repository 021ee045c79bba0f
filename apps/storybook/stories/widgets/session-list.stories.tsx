import { SessionList, type SessionRow } from '@pmc/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';

const day = Date.UTC(2026, 0, 5, 1, 30);
const rows: SessionRow[] = [
  {
    id: 's1',
    browser: 'Chrome 140',
    system: 'Windows 11',
    ip: '10.0.0.8',
    ipPlace: '内网IP',
    loginTime: day,
    lastSeenTime: day + 3_600_000,
    current: true,
  },
  {
    id: 's2',
    browser: 'Safari 19',
    system: 'iOS 19',
    ip: '203.0.113.9',
    ipPlace: '北京市',
    loginTime: day - 86_400_000,
    lastSeenTime: day - 3_600_000,
    current: false,
  },
  {
    id: 's3',
    browser: null,
    system: null,
    ip: '198.51.100.4',
    ipPlace: null,
    loginTime: day - 2 * 86_400_000,
    lastSeenTime: day - 2 * 86_400_000,
    current: false,
  },
];

/** 我的会话: where I am signed in, this device marked. */
const meta = {
  title: 'widgets/SessionList',
  component: SessionList,
  args: { rows, onEnd: () => {}, onEndOthers: () => {} },
} satisfies Meta<typeof SessionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {};
/** Only this device: 结束其他所有会话 is off. */
export const OnlyThisDevice: Story = { args: { rows: rows.slice(0, 1) } };
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: [], loading: true } };
