import { createTabsStore } from '@pmc/layout';
import { KeepAlive, TabBar } from '@pmc/layout/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

function Tabs({ open }: { open: boolean }) {
  const [tabs] = useState(() => {
    const store = createTabsStore();
    if (open) {
      store.open({ path: '/system/user', title: '用户管理' });
      store.open({ path: '/system/role', title: '角色管理' });
    }
    return store;
  });
  const [path, setPath] = useState(open ? '/system/user' : '/home');
  return (
    <>
      <TabBar tabs={tabs} currentPath={path} onNavigate={setPath} />
      {/* README: hidden pages stay mounted, so what was typed survives a tab switch. */}
      <KeepAlive activeKey={path} include={tabs.state.cached} enabled>
        <label style={{ display: 'block', padding: 16 }}>
          {path} <input aria-label={`${path} 备注`} />
        </label>
      </KeepAlive>
    </>
  );
}

const meta = { title: 'layout/TabBar', component: TabBar } satisfies Meta<typeof TabBar>;
export default meta;
type Story = StoryObj;

export const Visited: Story = { render: () => <Tabs open /> };
/** Only the pinned 首页. */
export const PinnedOnly: Story = { render: () => <Tabs open={false} /> };
