import { describe, expect, it } from 'vitest';
import { arrangeColumns, orderIds } from './column-arrangement.ts';

const columns = [
  { id: 'account' },
  { id: 'realName' },
  { id: 'mobile' },
  { id: 'actions', fixed: 'right' as const },
];

describe('arrangeColumns', () => {
  it('follows the chosen order', () => {
    expect(arrangeColumns(columns, ['mobile', 'account']).map((c) => c.id)).toEqual([
      'mobile',
      'account',
      'realName',
      'actions',
    ]);
  });

  it('brings left pins to the start and right pins to the end, each side in the chosen order', () => {
    const arranged = arrangeColumns(columns, ['mobile', 'realName'], { realName: 'left', mobile: 'right' });
    expect(arranged.map((c) => [c.id, c.fixed])).toEqual([
      ['realName', 'left'],
      ['account', undefined],
      ['mobile', 'right'],
      ['actions', 'right'],
    ]);
  });

  it('unpins a column the page fixed with none, and leaves the given columns as they were', () => {
    const arranged = arrangeColumns(columns, [], { actions: 'none' });
    expect(arranged.at(-1)).toEqual({ id: 'actions', fixed: undefined });
    expect(columns.at(-1)).toEqual({ id: 'actions', fixed: 'right' });
  });
});

describe('orderIds', () => {
  it('keeps ids missing from the order after the chosen ones', () => {
    expect(orderIds(['c'], ['a', 'b', 'c'])).toEqual(['c', 'a', 'b']);
  });
});
