import { createMemoryStorage, createSettingsStore, createTabsStore, type LayoutSettings } from '@pmc/layout';
import { Shell } from '@pmc/layout/react';
import { Has } from '@pmc/permissions/react';
import { Button } from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { menu } from './menu.ts';

interface ChromeProps {
  layoutType: LayoutSettings['layoutType'];
  /** The page's button codes (model id `user`). */
  buttons?: string[];
}

/** The README's chrome with its own router-free navigation: a path in state. */
function Chrome({ layoutType, buttons = ['btn_add', 'btn_edit'] }: ChromeProps) {
  const [stores] = useState(() => ({
    settings: createSettingsStore({ storage: createMemoryStorage(), defaults: { layoutType } }),
    tabs: createTabsStore(),
  }));
  const [path, setPath] = useState('/system/user');
  return (
    <Shell
      menu={menu}
      currentPath={path}
      onNavigate={setPath}
      openWindow={() => {}}
      title="党员关怀系统"
      user={{ name: 'admin' }}
      permissions={[{ modelId: 'user', button: buttons.map((enCode) => ({ enCode })) }]}
      settings={stores.settings}
      tabs={stores.tabs}
      onLogout={() => {}}
      onLock={() => {}}
    >
      <section style={{ padding: 16 }}>
        <h1 style={{ fontSize: 18 }}>{path}</h1>
        <div style={{ display: 'flex', gap: 8 }}>
          <Has code="btn_add">
            <Button variant="primary">新建</Button>
          </Has>
          <Has code="btn_remove">
            <Button variant="danger">删除</Button>
          </Has>
        </div>
      </section>
    </Shell>
  );
}

const meta = {
  title: 'layout/Shell',
  component: Shell,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Shell>;
export default meta;
type Story = StoryObj;

// The Shell's own props are many and mostly callbacks: each story renders the README's composition.
const render = (props: ChromeProps) => () => <Chrome {...props} />;
export const Classic: Story = { render: render({ layoutType: 'classic' }) };
export const Functional: Story = { render: render({ layoutType: 'functional' }) };
export const Plain: Story = { render: render({ layoutType: 'plain' }) };
export const Blend: Story = { render: render({ layoutType: 'blend' }) };
/** The page has no button codes: 新建 and 删除 are removed by `<Has>`. */
export const PermissionHidden: Story = { render: render({ layoutType: 'classic', buttons: [] }) };
