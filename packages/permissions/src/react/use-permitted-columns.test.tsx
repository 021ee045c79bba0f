import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PermissionProvider } from './permission-provider.tsx';
import { usePermittedColumns } from './use-permitted-columns.ts';
import { usePermittedFields } from './use-permitted-fields.ts';

afterEach(cleanup);

const list = [
  {
    modelId: 'user',
    column: [{ enCode: 'fullName' }, { enCode: 'mobile' }],
    form: [{ enCode: 'fullName' }, { enCode: 'gender' }],
  },
];
const wrapper = ({ children }: { children: ReactNode }) => (
  <PermissionProvider permissions={list} modelId="user" onUnknownCode={false}>
    {children}
  </PermissionProvider>
);

const columns = [
  { id: 'select' },
  { accessorKey: 'fullName', header: '姓名' },
  { accessorKey: 'idCard', header: '身份证号' },
  { accessorKey: 'mobile', header: '手机' },
  { accessorKey: 'account', header: '账号', meta: { permission: false } },
  { accessorKey: 'orgName', header: '组织', meta: { permission: 'mobile' } },
  { id: 'actions', header: '操作' },
];

describe('usePermittedColumns', () => {
  it('keeps granted data columns and every display column', () => {
    const { result } = renderHook(() => usePermittedColumns(columns), { wrapper });
    expect(result.current.map((c) => c.id ?? c.accessorKey)).toEqual([
      'select',
      'fullName',
      'mobile',
      'account',
      'orgName',
      'actions',
    ]);
  });

  it('keeps the same array while nothing changes', () => {
    const { result, rerender } = renderHook(() => usePermittedColumns(columns), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('takes a custom code accessor', () => {
    const cols = [{ prop: 'mobile' }, { prop: 'idCard' }];
    const { result } = renderHook(() => usePermittedColumns(cols, (c) => c.prop), { wrapper });
    expect(result.current).toEqual([{ prop: 'mobile' }]);
  });
});

describe('usePermittedFields', () => {
  it('keeps the form fields the page grants, by name', () => {
    const fields = [{ name: 'fullName' }, { name: 'mobile' }, { name: 'gender' }, { label: 'divider' }];
    const { result } = renderHook(() => usePermittedFields(fields), { wrapper });
    expect(result.current).toEqual([{ name: 'fullName' }, { name: 'gender' }, { label: 'divider' }]);
  });
});
