import { FeedbackHost } from '@pmc/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { menuFixture } from '../../test/menu-fixture.ts';
import { createDraftStore, DRAFT_KEY_PREFIX } from '../draft-store.ts';
import { createMemoryStorage } from '../memory-storage.ts';
import { createSettingsStore } from '../settings-store.ts';
import { createTabsStore } from '../tabs-store.ts';
import { useCloseGuard } from './page-tab.tsx';
import { Shell } from './shell.tsx';
import { useFormDraft } from './use-form-draft.tsx';

const SAVED = { name: 'Li', pin: '' };

// A page form as the app writes one: dirty against what was saved, a secret field, a 保存 button.
function Page() {
  const [saved, setSaved] = useState(SAVED);
  const [form, setForm] = useState(SAVED);
  const dirty = form.name !== saved.name || form.pin !== saved.pin;
  useCloseGuard(dirty);
  const offer = useFormDraft({
    id: 'info',
    values: form,
    dirty,
    secret: ['pin'],
    apply: (kept) => setForm((prev) => ({ ...prev, ...kept })),
  });
  return (
    <div>
      {offer}
      <input
        aria-label="name"
        value={form.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
      />
      <input
        aria-label="pin"
        type="password"
        value={form.pin}
        onChange={(e) => setForm({ ...form, pin: e.target.value })}
      />
      <button type="button" onClick={() => setSaved(form)}>
        保存
      </button>
    </div>
  );
}

const drafts = () => createDraftStore({ storage: localStorage, user: () => 'u1' });

function App({ store }: { store: ReturnType<typeof drafts> }) {
  const [url, setUrl] = useState('/system/user');
  const settings = useState(() => createSettingsStore({ storage: createMemoryStorage() }))[0];
  const tabs = useState(() => createTabsStore())[0];
  return (
    <>
      <Shell
        menu={menuFixture}
        currentPath={url}
        onNavigate={setUrl}
        title="党员关怀系统"
        user={{ name: 'admin' }}
        settings={settings}
        tabs={tabs}
        onLogout={() => {}}
        drafts={store}
      >
        {url === '/system/user' ? <Page /> : <p>home</p>}
      </Shell>
      <FeedbackHost />
    </>
  );
}

const kept = () => Object.keys(localStorage).filter((key) => key.startsWith(DRAFT_KEY_PREFIX));

// Types into the form, then "reloads": the old page load holds its drafts and a fresh app starts.
async function typeThenForcedReload() {
  const store = drafts();
  const first = render(<App store={store} />);
  await userEvent.type(screen.getByLabelText('name'), ' Wei');
  await userEvent.type(screen.getByLabelText('pin'), '9876');
  await waitFor(() => expect(kept()).toHaveLength(1));
  store.hold();
  first.unmount();
  render(<App store={drafts()} />);
}

beforeEach(() => localStorage.clear());

describe('useFormDraft', () => {
  it('keeps what was typed without the secret, and offers it back after a forced reload', async () => {
    await typeThenForcedReload();
    expect(JSON.stringify(localStorage)).not.toContain('9876');
    const offer = await screen.findByTestId('draft-offer');
    expect(offer.textContent).toContain('恢复未保存的内容？');
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('Li');
    await userEvent.click(within(offer).getByRole('button', { name: '恢复' }));
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('Li Wei');
    expect((screen.getByLabelText('pin') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('draft-offer')).toBeNull();
    // restored input is unsaved input again: a save clears the draft
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(kept()).toEqual([]));
  });

  it('drops the draft on 丢弃, and nothing is offered after the next reload', async () => {
    await typeThenForcedReload();
    await userEvent.click(
      within(await screen.findByTestId('draft-offer')).getByRole('button', { name: '丢弃' }),
    );
    expect(screen.queryByTestId('draft-offer')).toBeNull();
    expect(kept()).toEqual([]);
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('Li');
  });

  it('offers nothing after an ordinary reload, and a tab closed by choice drops its draft', async () => {
    const store = drafts();
    const first = render(<App store={store} />);
    await userEvent.type(screen.getByLabelText('name'), 'x');
    await waitFor(() => expect(kept()).toHaveLength(1));
    first.unmount();
    render(<App store={drafts()} />);
    expect(screen.queryByTestId('draft-offer')).toBeNull();
    await userEvent.type(screen.getByLabelText('name'), 'y');
    const tabBar = screen.getByRole('navigation', { name: '已打开的页面' });
    await userEvent.click(within(tabBar).getByRole('button', { name: '关闭 用户管理' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }),
    );
    await waitFor(() => expect(kept()).toEqual([]));
  });
});
