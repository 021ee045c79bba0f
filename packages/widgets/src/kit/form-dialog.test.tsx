import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { FormDialog, type FormDialogField } from './form-dialog.tsx';
import { KitProvider } from './kit-context.tsx';

interface UserForm {
  account: string;
  realName: string;
  mobile: string;
}

const fields: FormDialogField<UserForm>[] = [
  { name: 'account', label: '账号', required: true, readOnlyOn: 'edit' },
  { name: 'realName', label: '姓名', required: true },
  { name: 'mobile', label: '手机' },
];
const schema = () =>
  z.object({
    account: z.string().regex(/^[A-Za-z0-9]+$/, '只能输入数字英文'),
    realName: z.string().min(1, '请输入姓名'),
    mobile: z
      .string()
      .regex(/^1[3-9]\d{9}$/, '请正确输入您的手机号')
      .or(z.literal('')),
  });
const defaults: UserForm = { account: '', realName: '', mobile: '' };

afterEach(cleanup);

describe('FormDialog', () => {
  it('checks a field on blur with its rule message', async () => {
    render(
      <FormDialog<UserForm>
        open
        onOpenChange={() => {}}
        title="用户"
        defaults={defaults}
        schema={schema}
        fields={fields}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: '新建用户' })).toBeTruthy();
    const mobile = screen.getByRole('textbox', { name: '手机' });
    await userEvent.type(mobile, '123');
    fireEvent.blur(mobile);
    expect(await screen.findByText('请正确输入您的手机号')).toBeTruthy();
  });

  it('sends only the changed fields of an edit, with the carried version, then closes', async () => {
    const onSubmit = vi.fn(async () => null);
    const onOpenChange = vi.fn();
    const record = { id: 'u1', account: 'li', realName: '李四', mobile: '13800138000', lastModifyTime: 99 };
    render(
      <FormDialog<UserForm>
        open
        onOpenChange={onOpenChange}
        title="用户"
        record={record}
        defaults={defaults}
        schema={schema}
        fields={fields}
        carry={['lastModifyTime']}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('textbox', { name: '账号' }).hasAttribute('disabled')).toBe(true);
    const name = screen.getByRole('textbox', { name: '姓名' });
    await userEvent.clear(name);
    await userEvent.type(name, '李五');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ realName: '李五', lastModifyTime: 99 }, { mode: 'edit' }),
    );
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('opens with prefilled old values over the record and sends them as changes', async () => {
    const onSubmit = vi.fn(async () => null);
    const record = { id: 'u1', account: 'li', realName: '李四', mobile: '13900139000', lastModifyTime: 7 };
    render(
      <FormDialog<UserForm>
        open
        onOpenChange={() => {}}
        title="用户"
        record={record}
        prefill={{ mobile: '13800138000' }}
        defaults={defaults}
        schema={schema}
        fields={fields}
        carry={['lastModifyTime']}
        onSubmit={onSubmit}
      />,
    );
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: '手机' }) as HTMLInputElement).value).toBe('13800138000'),
    );
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ mobile: '13800138000', lastModifyTime: 7 }, { mode: 'edit' }),
    );
  });

  it('renders `live` from the values as they are typed', async () => {
    render(
      <FormDialog<UserForm>
        open
        onOpenChange={() => {}}
        title="用户"
        defaults={defaults}
        schema={schema}
        fields={fields}
        live={(values) => <output aria-label="预览">{`${values.account}-${values.realName}`}</output>}
        onSubmit={vi.fn()}
      />,
    );
    const preview = screen.getByRole('status', { name: '预览' });
    expect(preview.textContent).toBe('-');
    await userEvent.type(screen.getByRole('textbox', { name: '账号' }), 'li');
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '李四');
    expect(preview.textContent).toBe('li-李四');
  });

  it('neither shows, checks nor sends a field the form permissions deny', async () => {
    const onSubmit = vi.fn(async () => null);
    render(
      <KitProvider
        usePermissions={() => ({ button: () => true, column: () => true, form: (code) => code !== 'mobile' })}
      >
        <FormDialog<UserForm>
          open
          onOpenChange={() => {}}
          title="用户"
          defaults={{ ...defaults, mobile: 'bad' }}
          schema={schema}
          fields={fields}
          onSubmit={onSubmit}
        />
      </KitProvider>,
    );
    expect(screen.queryByRole('textbox', { name: '手机' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: '账号' }), 'li');
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '李四');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ account: 'li', realName: '李四' }, { mode: 'create' }),
    );
  });

  it('lists every guarded field in explain mode, the denied one marked', () => {
    render(
      <KitProvider
        usePermissions={() => ({
          button: () => true,
          column: () => true,
          form: (code) => code !== 'mobile',
          explain: (kind, code, granted, element) => (
            <span data-explain={`${kind}:${code}:${granted}`}>{element}</span>
          ),
        })}
      >
        <FormDialog<UserForm>
          open
          onOpenChange={() => {}}
          title="用户"
          defaults={defaults}
          schema={schema}
          fields={fields}
          onSubmit={async () => null}
        />
      </KitProvider>,
    );
    const list = screen.getByRole('list', { name: '表单权限' });
    const marks = [...list.querySelectorAll('[data-explain]')].map((e) => e.getAttribute('data-explain'));
    expect(marks).toContain('form:mobile:false');
    expect(marks).toContain('form:account:true');
    expect(list.textContent).toContain('手机');
    expect(screen.queryByRole('textbox', { name: '手机' })).toBeNull();
  });

  it('puts the server’s field list on the fields and keeps the form open', async () => {
    const refusal = Object.assign(new Error('bad'), {
      data: { fields: [{ path: 'account', message: '账号已存在' }] },
    });
    const onSubmit = vi.fn(async () => {
      throw refusal;
    });
    const onOpenChange = vi.fn();
    render(
      <FormDialog<UserForm>
        open
        onOpenChange={onOpenChange}
        title="用户"
        defaults={defaults}
        schema={schema}
        fields={fields}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: '账号' }), 'li');
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '李四');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('账号已存在')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '账号' }).getAttribute('aria-invalid')).toBe('true');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('ignores a second save within 3,000 ms of the first', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <FormDialog<UserForm>
        open
        onOpenChange={() => {}}
        title="用户"
        defaults={{ account: 'li', realName: '李四', mobile: '' }}
        schema={schema}
        fields={fields}
        onSubmit={onSubmit}
      />,
    );
    const save = screen.getByRole('button', { name: '保存' });
    await userEvent.click(save);
    await userEvent.click(save);
    finish();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('takes the next record’s save at once when reopened, however soon after the last one', async () => {
    const onSubmit = vi.fn(async () => null);
    const props = {
      onOpenChange: () => {},
      title: '用户',
      defaults: { account: 'li', realName: '李四', mobile: '' },
      schema,
      fields,
      onSubmit,
    };
    const { rerender } = render(<FormDialog<UserForm> open {...props} />);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    rerender(<FormDialog<UserForm> open={false} {...props} />);
    rerender(<FormDialog<UserForm> open {...props} />);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it('asks the app to guard the tab while it holds unsaved changes', async () => {
    const guard = vi.fn();
    render(
      <KitProvider useUnsavedGuard={guard}>
        <FormDialog<UserForm>
          open
          onOpenChange={() => {}}
          title="用户"
          defaults={defaults}
          schema={schema}
          fields={fields}
          onSubmit={vi.fn()}
        />
      </KitProvider>,
    );
    expect(guard).toHaveBeenLastCalledWith(false);
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '李');
    await waitFor(() => expect(guard).toHaveBeenLastCalledWith(true));
  });

  it('hides while its page is in a background tab', () => {
    render(
      <KitProvider usePageActive={() => false}>
        <FormDialog<UserForm>
          open
          onOpenChange={() => {}}
          title="用户"
          defaults={defaults}
          schema={schema}
          fields={fields}
          onSubmit={vi.fn()}
        />
      </KitProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves the next record opened in the same dialog at once, the lockout guarding double clicks only', async () => {
    const onSubmit = vi.fn(async () => null);
    const dialog = (record: Partial<UserForm> | null, open = true) => (
      <FormDialog<UserForm>
        open={open}
        onOpenChange={() => {}}
        title="用户"
        record={record}
        defaults={defaults}
        schema={schema}
        fields={fields}
        onSubmit={onSubmit}
      />
    );
    const { rerender } = render(dialog(null));
    await userEvent.type(screen.getByRole('textbox', { name: '账号' }), 'wang');
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '王五');
    fireEvent.click(screen.getByTestId('kit-form-save'));
    fireEvent.click(screen.getByTestId('kit-form-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    rerender(dialog(null, false));
    rerender(dialog({ account: 'wang', realName: '王五', mobile: '' }));
    const name = screen.getByRole('textbox', { name: '姓名' });
    await userEvent.clear(name);
    await userEvent.type(name, '王六');
    fireEvent.click(screen.getByTestId('kit-form-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith({ realName: '王六' }, { mode: 'edit' });
  });
});
