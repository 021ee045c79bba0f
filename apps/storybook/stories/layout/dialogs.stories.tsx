import { createMemoryStorage, createSettingsStore } from '@pmc/layout';
import {
  AboutDialog,
  ForcePasswordDialog,
  LockScreen,
  PasswordChangeForm,
  SettingsDrawer,
} from '@pmc/layout/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { failing, never } from '../fixtures.ts';

/** The chrome's dialogs and the lock screen. */
const meta = { title: 'layout/Dialogs', component: AboutDialog } satisfies Meta<typeof AboutDialog>;
export default meta;
type Story = StoryObj;

const captcha =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="100" height="40"%3E%3Ctext x="10" y="28" font-size="24"%3E8a3k%3C/text%3E%3C/svg%3E';

function Settings() {
  const [settings] = useState(() => createSettingsStore({ storage: createMemoryStorage() }));
  return <SettingsDrawer open onOpenChange={() => {}} settings={settings} />;
}

export const About: Story = {
  args: { open: true, onOpenChange: () => {}, title: '党员关怀系统', version: '1.0.0' },
};
export const SettingsDrawer_: Story = { name: 'SettingsDrawer', render: () => <Settings /> };
/** Press 确定 with the fields filled: the save stays pending. */
export const ForcePassword: Story = { render: () => <ForcePasswordDialog open onSubmit={() => never()} /> };
export const ForcePasswordRefused: Story = { render: () => <ForcePasswordDialog open onSubmit={failing} /> };
/** The same form on a page of its own (a profile's 修改密码 tab). */
export const PasswordChange: Story = {
  name: 'PasswordChangeForm',
  render: () => (
    <PasswordChangeForm help={<p>修改成功后需重新登录</p>} submitLabel="确认修改" onSubmit={() => never()} />
  ),
};
export const Lock: Story = {
  render: () => (
    <LockScreen
      user={{ name: 'admin' }}
      captcha={{ image: captcha, onRefresh: () => {} }}
      onUnlock={failing}
      onSignInAgain={() => {}}
    />
  ),
};
export const LockCaptchaLoading: Story = {
  render: () => (
    <LockScreen
      user={{ name: 'admin' }}
      captcha={{ image: undefined, onRefresh: () => {} }}
      onUnlock={failing}
      onSignInAgain={() => {}}
    />
  ),
};
export const LockNoCaptcha: Story = {
  render: () => <LockScreen user={{ name: 'admin' }} onUnlock={() => never()} onSignInAgain={() => {}} />,
};
