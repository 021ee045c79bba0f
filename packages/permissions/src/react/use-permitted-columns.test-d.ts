import { describe, expectTypeOf, it } from 'vitest';
import { usePermittedColumns } from './use-permitted-columns.ts';
import { usePermittedFields } from './use-permitted-fields.ts';

describe('filter hook types', () => {
  it('return the element type they were given', () => {
    const columns = [{ accessorKey: 'fullName' as const, header: '姓名' }];
    expectTypeOf(usePermittedColumns(columns)).toEqualTypeOf<{ accessorKey: 'fullName'; header: string }[]>();
    expectTypeOf(usePermittedFields([{ name: 'mobile', rules: [] as string[] }])).toEqualTypeOf<
      { name: string; rules: string[] }[]
    >();
  });

  it('need a codeOf for shapes they cannot read', () => {
    expectTypeOf(usePermittedColumns([{ prop: 'mobile' }], (c) => c.prop)).toEqualTypeOf<
      { prop: string }[]
    >();
    // @ts-expect-error: no accessorKey/meta to read the code from, so codeOf is required
    usePermittedColumns([{ prop: 'mobile' }]);
  });
});
