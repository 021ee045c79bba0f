import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { FormDialog, type FormDialogField } from './form-dialog.tsx';
import { type KitFormDraft, KitProvider } from './kit-context.tsx';

interface AccountForm {
  account: string;
  realName: string;
  password: string;
  pin: string;
}

const fields: FormDialogField<AccountForm>[] = [
  { name: 'account', label: '账号', readOnlyOn: 'edit' },
  { name: 'realName', label: '姓名' },
  { name: 'password', label: '密码', type: 'password' },
  { name: 'pin', label: '口令', secret: true },
];
const schema = () =>
  z.object({ account: z.string(), realName: z.string(), password: z.string(), pin: z.string() });
const defaults: AccountForm = { account: '', realName: '', password: '', pin: '' };
const record = { id: 'u7', account: 'li', realName: '李四', password: '', pin: '', lastModifyTime: 5 };

// A stand-in for @pmc/layout's useFormDraft: remembers what the form told it, offers `kept` back.
const seen: KitFormDraft[] = [];
let kept: Record<string, unknown> | undefined;
const last = () => seen[seen.length - 1] as KitFormDraft;
function useFakeFormDraft(draft: KitFormDraft) {
  seen.push(draft);
  const [taken, setTaken] = useState(false);
  if (!kept || taken || !draft.enabled) return null;
  const values = kept;
  return (
    <button
      type="button"
      onClick={() => {
        setTaken(true);
        draft.apply(values);
      }}
    >
      恢复
    </button>
  );
}

const onSubmit = vi.fn(async () => null);

// Closes itself after a save, as a page's dialog does (the record goes with it).
function Host() {
  const [open, setOpen] = useState(true);
  return (
    <KitProvider useFormDraft={useFakeFormDraft}>
      <FormDialog<AccountForm>
        open={open}
        onOpenChange={setOpen}
        title="用户"
        record={open ? record : null}
        defaults={defaults}
        schema={schema}
        fields={fields}
        carry={['lastModifyTime']}
        onSubmit={onSubmit}
      />
    </KitProvider>
  );
}

afterEach(() => {
  cleanup();
  seen.length = 0;
  kept = undefined;
  onSubmit.mockClear();
});

describe('FormDialog drafts', () => {
  it('tells the draft port its shown values without passwords or secret fields, and its id', async () => {
    render(<Host />);
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '五');
    await userEvent.type(screen.getByLabelText('密码'), 'Secret123');
    await userEvent.type(screen.getByRole('textbox', { name: '口令' }), '4321');
    const told = last();
    expect(told.id).toBe('用户:edit:u7');
    expect(told.dirty).toBe(true);
    expect(told.values).toEqual({ account: 'li', realName: '李四五' });
    expect([...told.secret].sort()).toEqual(['password', 'pin']);
    // What the record held, with its version, goes with the draft: a restore can tell a newer record.
    expect(told.base).toEqual({ account: 'li', realName: '李四', lastModifyTime: 5 });
  });

  it('restores kept values as edits, so a save sends only what changed, and turns clean after it', async () => {
    kept = { realName: '王五', password: 'leaked', account: 'li' };
    render(<Host />);
    const dialog = screen.getByRole('dialog');
    const restore = await screen.findByRole('button', { name: '恢复' });
    // the offer sits at the top of the dialog's form
    expect(dialog.contains(restore)).toBe(true);
    await userEvent.click(restore);
    expect((screen.getByRole('textbox', { name: '姓名' }) as HTMLInputElement).value).toBe('王五');
    // a password never comes back from a draft
    expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ realName: '王五', lastModifyTime: 5 }, { mode: 'edit' }),
    );
    await waitFor(() => expect(last().dirty).toBe(false));
  });

  it('names an edit draft by `recordId` when the record holds only the form values', () => {
    const { id: _id, ...values } = record;
    render(
      <KitProvider useFormDraft={useFakeFormDraft}>
        <FormDialog<AccountForm>
          open
          onOpenChange={() => {}}
          title="用户"
          record={values}
          recordId="u9"
          defaults={defaults}
          schema={schema}
          fields={fields}
          onSubmit={onSubmit}
        />
      </KitProvider>,
    );
    expect(last().id).toBe('用户:edit:u9');
  });
});
