import { createI18n, setActiveRuntime } from '@pmc/i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kitCatalog } from './catalog.ts';
import { ImportGrid } from './import-grid.tsx';
import { ImportSession, type ImportState } from './import-session.ts';
import type { KitImportEndpoints } from './import-types.ts';

const endpoints: KitImportEndpoints = {
  importTemplate: vi.fn(),
  importPreview: vi.fn(),
  importCheck: vi.fn(),
  importCommit: vi.fn(),
};

// A previewed workbook whose row 2 would change three cells of an existing record.
const state: ImportState = {
  step: 'preview',
  progress: null,
  checked: null,
  columns: [
    { key: 'account', header: '账号', required: true },
    { key: 'mobile', header: '手机', required: false },
    { key: 'email', header: '邮箱', required: false },
    { key: 'realName', header: '姓名', required: false },
  ],
  headers: [],
  rows: [
    {
      row: 2,
      status: 'update',
      values: { account: 'a', mobile: '13800000000', email: 'a@b.cn', realName: '张三' },
      changes: ['mobile', 'email', 'realName'],
      errors: [],
    },
  ],
  edited: new Set(),
  mapping: {},
  mode: 'update',
  result: null,
};

describe('ImportGrid', () => {
  afterEach(() => {
    cleanup();
    setActiveRuntime(undefined);
  });

  it('lists the cells an update would change as the language lists names', () => {
    render(<ImportGrid session={new ImportSession(endpoints)} state={state} errorsOnly={false} />);
    expect(screen.getByTestId('kit-import-changes-2').textContent).toBe('将更改：手机、邮箱和姓名');
  });

  it('follows a switch of the interface language', () => {
    const runtime = createI18n({ catalogs: [kitCatalog], locale: 'en', storage: null, document: null });
    render(<ImportGrid session={new ImportSession(endpoints)} state={state} errorsOnly={false} />);
    expect(screen.getByTestId('kit-import-changes-2').textContent).toBe('Will change: 手机, 邮箱, and 姓名');
    act(() => {
      void runtime.setLocale('zhtw');
    });
    expect(screen.getByTestId('kit-import-changes-2').textContent).toBe('將變更：手机、邮箱和姓名');
  });
});
