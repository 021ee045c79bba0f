import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { menuFixture } from '../../test/menu-fixture.ts';
import { createDraftStore, DRAFT_KEY_PREFIX } from '../draft-store.ts';
import { createMemoryStorage } from '../memory-storage.ts';
import { createSettingsStore } from '../settings-store.ts';
import { createTabsStore } from '../tabs-store.ts';
import { Shell } from './shell.tsx';
import { useFormDraft } from './use-form-draft.tsx';
import { usePageDrafts } from './use-page-drafts.ts';

interface Record7 {
  name: string;
  note: string;
  version: number;
}

// An edit dialog as a list page holds one: shown on demand, loaded from the record, kept as a draft
// with the record's values (and version) it started from.
function EditForm({ record }: { record: Record7 }) {
  const [form, setForm] = useState({ name: record.name, note: record.note });
  const dirty = form.name !== record.name || form.note !== record.note;
  const offer = useFormDraft({
    id: 'user:edit:7',
    values: form,
    dirty,
    base: { ...record },
    apply: (kept) => setForm((prev) => ({ ...prev, ...kept })),
  });
  return (
    <div role="dialog" aria-label="edit">
      {offer}
      <input
        aria-label="name"
        value={form.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
      />
      <input
        aria-label="note"
        value={form.note}
        onChange={(e) => setForm({ ...form, note: e.target.value })}
      />
    </div>
  );
}

function ListPage({ record }: { record: Record7 }) {
  const [open, setOpen] = useState(false);
  const drafts = usePageDrafts();
  return (
    <div>
      {drafts.forms.map((form) => (
        <p key={form} data-testid="page-draft">
          {form}
          <button
            type="button"
            onClick={() => {
              drafts.resume(form);
              setOpen(true);
            }}
          >
            继续编辑
          </button>
          <button type="button" onClick={() => drafts.discard(form)}>
            丢弃草稿
          </button>
        </p>
      ))}
      <button type="button" onClick={() => setOpen(true)}>
        编辑
      </button>
      {open ? <EditForm record={record} /> : null}
    </div>
  );
}

const drafts = () => createDraftStore({ storage: localStorage, user: () => 'u1' });
const kept = () => Object.keys(localStorage).filter((key) => key.startsWith(DRAFT_KEY_PREFIX));

function App({ store, record }: { store: ReturnType<typeof drafts>; record: Record7 }) {
  const settings = useState(() => createSettingsStore({ storage: createMemoryStorage() }))[0];
  const tabs = useState(() => createTabsStore())[0];
  return (
    <Shell
      menu={menuFixture}
      currentPath="/system/user"
      onNavigate={() => {}}
      title="党员关怀系统"
      user={{ name: 'admin' }}
      settings={settings}
      tabs={tabs}
      onLogout={() => {}}
      drafts={store}
    >
      <ListPage record={record} />
    </Shell>
  );
}

const LOADED: Record7 = { name: 'Li', note: 'old note', version: 1 };
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

// Edits the record's name, then the forced reload; the page comes back with `after` as the record.
async function editThenForcedReload(after: Record7) {
  const store = drafts();
  const first = render(<App store={store} record={LOADED} />);
  await userEvent.click(screen.getByRole('button', { name: '编辑' }));
  await userEvent.type(screen.getByLabelText('name'), ' Wei');
  await waitFor(() => expect(kept()).toHaveLength(1));
  store.hold();
  first.unmount();
  render(<App store={drafts()} record={after} />);
}

beforeEach(() => localStorage.clear());

describe('usePageDrafts', () => {
  it('offers a closed form’s draft on arrival; 继续编辑 opens it with the draft put back, unasked', async () => {
    await editThenForcedReload(LOADED);
    const listed = await screen.findByTestId('page-draft');
    expect(listed.textContent).toContain('user:edit:7');
    await userEvent.click(within(listed).getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(value('name')).toBe('Li Wei'));
    expect(screen.queryByTestId('draft-offer')).toBeNull();
    expect(screen.queryByTestId('page-draft')).toBeNull();
  });

  it('丢弃 forgets the draft: the form opens clean and nothing is offered', async () => {
    await editThenForcedReload(LOADED);
    await userEvent.click(
      within(await screen.findByTestId('page-draft')).getByRole('button', { name: '丢弃草稿' }),
    );
    expect(kept()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(value('name')).toBe('Li');
    expect(screen.queryByTestId('draft-offer')).toBeNull();
  });

  it('over a record changed since, says so and keeps only the fields the person changed', async () => {
    await editThenForcedReload({ name: 'Li', note: 'newer note', version: 2 });
    await userEvent.click(
      within(await screen.findByTestId('page-draft')).getByRole('button', { name: '继续编辑' }),
    );
    // Not put back unasked: the person is told and chooses.
    const offer = await screen.findByTestId('draft-offer');
    expect(offer.textContent).toContain('该记录已被他人修改');
    expect(value('name')).toBe('Li');
    await userEvent.click(within(offer).getByRole('button', { name: '保留我的修改' }));
    expect(value('name')).toBe('Li Wei');
    // The other person's newer note stays: the draft's stale copy of it is not put back.
    expect(value('note')).toBe('newer note');
  });

  it('over a changed record, 丢弃 leaves the fresh record and forgets the draft', async () => {
    await editThenForcedReload({ name: 'Li Ming', note: 'old note', version: 2 });
    await userEvent.click(
      within(await screen.findByTestId('page-draft')).getByRole('button', { name: '继续编辑' }),
    );
    const offer = await screen.findByTestId('draft-offer');
    await userEvent.click(within(offer).getByRole('button', { name: '丢弃' }));
    expect(value('name')).toBe('Li Ming');
    expect(kept()).toEqual([]);
  });
});
