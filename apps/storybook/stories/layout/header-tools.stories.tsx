import { FullscreenButton, Hamburger, LanguageSelect, SizeSelect, UserDropdown } from '@pmc/layout/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

/** The header's tools, alone. */
const meta = { title: 'layout/Header tools', component: UserDropdown } satisfies Meta<typeof UserDropdown>;
export default meta;
type Story = StoryObj;

function Tools() {
  const [opened, setOpened] = useState(true);
  const [size, setSize] = useState<'default' | 'medium' | 'small' | 'mini'>('default');
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Hamburger opened={opened} onToggle={() => setOpened(!opened)} />
      <FullscreenButton />
      <SizeSelect value={size} onChange={setSize} />
      <UserDropdown
        user={{ name: 'admin' }}
        onProfile={() => {}}
        onAbout={() => {}}
        onLock={() => {}}
        onLogout={() => {}}
      />
    </div>
  );
}

export const All: Story = { render: () => <Tools /> };
/** Without `onLock` the dropdown has no 锁定屏幕. */
export const UserWithoutLock: Story = {
  args: { user: { name: '张三' }, onProfile: () => {}, onAbout: () => {}, onLogout: () => {} },
};
/** Without a locale setter (the app owns no switch), LanguageSelect renders nothing; here the story's locale. */
export const Language: Story = { render: () => <LanguageSelect /> };
