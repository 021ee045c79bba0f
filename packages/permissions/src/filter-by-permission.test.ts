import { describe, expect, it } from 'vitest';
import { filterByPermission } from './filter-by-permission.ts';
import { createPermissionIndex } from './permission-index.ts';

const index = createPermissionIndex([
  { modelId: 'user', column: [{ enCode: 'fullName' }, { enCode: 'mobile' }], form: [{ enCode: 'fullName' }] },
]);

interface Column {
  key: string;
  code?: string | null;
}
const codeOf = (c: Column) => (c.code === undefined ? c.key : c.code);

describe('filterByPermission', () => {
  it('keeps granted columns in order and drops the others', () => {
    const columns: Column[] = [{ key: 'mobile' }, { key: 'idCard' }, { key: 'fullName' }];
    expect(filterByPermission(columns, index, 'user', 'column', codeOf).map((c) => c.key)).toEqual([
      'mobile',
      'fullName',
    ]);
  });

  it('keeps items without a code', () => {
    const columns: Column[] = [
      { key: 'select', code: null },
      { key: 'idCard' },
      { key: 'actions', code: '' },
    ];
    expect(filterByPermission(columns, index, 'user', 'column', codeOf).map((c) => c.key)).toEqual([
      'select',
      'actions',
    ]);
  });

  it('uses the list of the kind asked for', () => {
    const fields: Column[] = [{ key: 'fullName' }, { key: 'mobile' }];
    expect(filterByPermission(fields, index, 'user', 'form', codeOf).map((c) => c.key)).toEqual(['fullName']);
  });

  it('drops every coded item on a page without an entry', () => {
    expect(filterByPermission([{ key: 'fullName' }], index, 'role', 'column', codeOf)).toEqual([]);
  });
});
