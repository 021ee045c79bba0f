import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KitImportEndpoints, KitImportRow, KitImportRowCheck } from './import-types.ts';
import { KitProvider } from './kit-context.tsx';
import { ListPage } from './list-page.tsx';

afterEach(cleanup);

const row = (n: number, account: string, mobile = '13800000000'): KitImportRowCheck => ({
  row: n,
  status: 'new',
  values: { account, mobile },
  changes: [],
  errors: [],
});

function endpoints(): KitImportEndpoints {
  return {
    importTemplate: vi.fn(async () => new Blob(['x'])),
    importPreview: vi.fn(async () => ({
      columns: [
        { key: 'account', header: '账号', required: true },
        { key: 'mobile', header: '手机', required: false },
      ],
      headers: [
        { header: '账号', key: 'account' },
        { header: '电话', key: null },
      ],
      rows: [
        row(2, 'a'),
        { ...row(3, 'b', '123'), status: 'error' as const, errors: [{ field: 'mobile', msg: '手机号有误' }] },
        { ...row(4, 'a'), status: 'error' as const, errors: [{ field: 'account', msg: '账号重复' }] },
      ],
      counts: { new: 1, update: 0, unchanged: 0, error: 2 },
    })),
    importCheck: vi.fn(async ({ rows }: { rows: KitImportRow[] }) => ({
      rows: rows.map((r) => ({ ...r, status: 'new' as const, changes: [], errors: [] })),
    })),
    importCommit: vi.fn(async ({ rows }: { rows: KitImportRow[] }) => ({
      total: rows.length,
      created: rows.length,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      skippedWorkbook: null,
    })),
  };
}

/** Renders a list page importing through `api`, opens its import and chooses a file; answers the user. */
async function chooseFile(
  api: KitImportEndpoints,
  options: { request?: () => Promise<{ list: never[]; total: number }>; onImported?: () => void } = {},
) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <KitProvider storage={null}>
        <ListPage
          id="users"
          aria-label="用户列表"
          columns={[{ id: 'account', header: '账号' }]}
          rowKey="account"
          request={options.request ?? (async () => ({ list: [], total: 0 }))}
          import={{ endpoints: api, title: '用户', onImported: options.onImported }}
        />
      </KitProvider>
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByTestId('kit-import-open'));
  await user.upload(await screen.findByTestId('kit-import-file'), new File(['x'], 'users.xlsx'));
  return user;
}

describe('ListPage import', () => {
  it('previews, marks cells at fault, re-checks an edit, drops a row and commits', async () => {
    const api = endpoints();
    const request = vi.fn(async () => ({ list: [], total: 0 }));
    const onImported = vi.fn();
    const user = await chooseFile(api, { request, onImported });
    const counts = await screen.findByTestId('kit-import-counts');
    expect(within(counts).getByText('2').closest('li')?.dataset.status).toBe('error');
    // The header the server could not read is offered for mapping.
    expect(screen.getByRole('combobox', { name: '电话' })).toBeTruthy();

    const mobile = screen.getByTestId('kit-import-cell-3-mobile');
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(mobile.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '手机号有误',
    );
    // A row is one line high: the whole message shows on hover too.
    expect(document.getElementById(mobile.getAttribute('aria-describedby') ?? '')?.title).toBe('手机号有误');

    await user.click(screen.getByRole('checkbox', { name: '只看有误的行' }));
    expect(screen.queryByTestId('kit-import-cell-2-account')).toBeNull();

    await user.clear(mobile);
    await user.type(mobile, '13800000001');
    await user.click(screen.getByTestId('kit-import-drop-4'));
    expect((screen.getByTestId('kit-import-commit') as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByTestId('kit-import-recheck'));
    await waitFor(() => expect(screen.queryByTestId('kit-import-cell-3-mobile')).toBeNull());
    expect(api.importCheck).toHaveBeenCalledWith({
      rows: [{ row: 3, values: { account: 'b', mobile: '13800000001' } }],
      otherKeys: ['a'],
    });

    await user.click(screen.getByTestId('kit-import-commit'));
    expect((await screen.findByTestId('kit-import-result')).textContent).toContain('新增 2 条');
    expect(api.importCommit).toHaveBeenCalledWith({
      rows: [
        { row: 2, values: { account: 'a', mobile: '13800000000' } },
        { row: 3, values: { account: 'b', mobile: '13800000001' } },
      ],
      mode: 'skip',
    });
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    // The page's own after-commit work (a cache of these records) runs besides the list's refetch.
    expect(onImported).toHaveBeenCalledTimes(1);
  });
});

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('ListPage import progress and changes', () => {
  it('shows the upload, then the check as an indeterminate bar, and marks the cells an update changes', async () => {
    const api = endpoints();
    const answer = deferred<Awaited<ReturnType<KitImportEndpoints['importPreview']>>>();
    let report: ((p: { loaded: number; total: number; percent: number }) => void) | undefined;
    api.importPreview = vi.fn((_body, options) => {
      report = options.onProgress;
      return answer.promise;
    });
    const checked = deferred<{ rows: KitImportRowCheck[] }>();
    api.importCheck = vi.fn(() => checked.promise);
    const user = await chooseFile(api);

    act(() => report?.({ loaded: 1, total: 2, percent: 50 }));
    expect(screen.getByRole('progressbar', { name: '正在上传 50%' }).getAttribute('value')).toBe('50');
    act(() => report?.({ loaded: 2, total: 2, percent: 100 }));
    // The server checks without telling how far it is: the bar has no value (indeterminate).
    const checking = screen.getByRole('progressbar', { name: '上传完成，正在逐行检查…' });
    expect(checking.hasAttribute('value')).toBe(false);

    answer.resolve({
      columns: [
        { key: 'account', header: '账号', required: true },
        { key: 'mobile', header: '手机', required: false },
      ],
      headers: [
        { header: '账号', key: 'account' },
        { header: '手机', key: 'mobile' },
      ],
      rows: [{ ...row(2, 'a', '13800000009'), status: 'update', changes: ['mobile'] }, row(3, 'b')],
      counts: { new: 1, update: 1, unchanged: 0, error: 0 },
    });
    const mobile = await screen.findByTestId('kit-import-cell-2-mobile');
    expect(mobile.dataset.changed).toBe('true');
    expect(document.getElementById(mobile.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '将更改',
    );
    expect(screen.getByTestId('kit-import-cell-2-account').dataset.changed).toBeUndefined();
    expect(screen.getByTestId('kit-import-changes-2').textContent).toBe('将更改：手机');
    expect(screen.getByTestId('kit-import-changes-2').title).toBe('将更改：手机');
    expect(screen.getByTestId('kit-import-cell-3-mobile').dataset.changed).toBeUndefined();

    // A re-check shows its own bar until the server answers.
    await user.type(screen.getByTestId('kit-import-cell-3-mobile'), '1');
    await user.click(screen.getByTestId('kit-import-recheck'));
    expect(screen.getByRole('progressbar', { name: '正在重新校验 1 行…' })).toBeTruthy();
    checked.resolve({ rows: [row(3, 'b', '138000000001')] });
    await waitFor(() => expect(screen.queryByTestId('kit-import-checking')).toBeNull());
  });

  it('shows the rows the server has checked of the file once it says', async () => {
    const api = endpoints();
    const answer = deferred<Awaited<ReturnType<KitImportEndpoints['importPreview']>>>();
    api.importPreview = vi.fn(() => answer.promise);
    api.importProgress = vi.fn(async () => ({ checked: 1_000, total: 3_000 }));
    await chooseFile(api);
    const bar = await screen.findByRole('progressbar', { name: '正在检查：已检查 1000 / 3000 行' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['1000', '3000']);
    answer.resolve({
      columns: [],
      headers: [],
      rows: [row(2, 'a')],
      counts: { new: 1, update: 0, unchanged: 0, error: 0 },
    });
    await waitFor(() => expect(screen.queryByTestId('kit-import-progress')).toBeNull());
  });
});
