import { Breadcrumb, MenuSearch, SideMenu, TopMenu } from '@pmc/layout/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { menu } from './menu.ts';

/** The menus, alone (README: each works inside `<Shell>` or on its own). */
const meta = { title: 'layout/Menus', component: SideMenu } satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj;

function Side({ collapsed }: { collapsed?: boolean }) {
  const [path, setPath] = useState('/system/user');
  return (
    <div style={{ width: collapsed ? 64 : 210, background: 'var(--pmc-sidebar-bg)' }}>
      <SideMenu menu={menu} currentPath={path} onNavigate={setPath} collapsed={collapsed} />
    </div>
  );
}

function Top({ variant }: { variant: 'dropdown' | 'blend' }) {
  const [path, setPath] = useState('/system/user');
  return <TopMenu menu={menu} currentPath={path} onNavigate={setPath} variant={variant} width={800} />;
}

export const Side_: Story = { name: 'SideMenu', render: () => <Side /> };
export const SideCollapsed: Story = { name: 'SideMenu collapsed', render: () => <Side collapsed /> };
export const SideEmpty: Story = {
  name: 'SideMenu empty',
  render: () => <SideMenu menu={[]} currentPath="/home" onNavigate={() => {}} />,
};
export const TopDropdown: Story = { name: 'TopMenu', render: () => <Top variant="dropdown" /> };
export const TopBlend: Story = { name: 'TopMenu blend', render: () => <Top variant="blend" /> };
export const Search: Story = {
  name: 'MenuSearch',
  render: () => <MenuSearch menu={menu} onNavigate={() => {}} />,
};
export const Crumbs: Story = {
  name: 'Breadcrumb',
  render: () => <Breadcrumb menu={menu} currentPath="/system/user" onNavigate={() => {}} />,
};
