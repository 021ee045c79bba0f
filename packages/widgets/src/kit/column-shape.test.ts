import { describe, expect, it } from 'vitest';
import { columnShapeReducer, EMPTY_COLUMN_SHAPE, parseColumnShape, shapeOrder } from './column-shape.ts';

const COLUMNS = ['account', 'realName', 'mobile', 'actions'];

describe('columnShapeReducer', () => {
  it('starts from the defaults and records widths, rounded', () => {
    const shape = columnShapeReducer(EMPTY_COLUMN_SHAPE, { type: 'resize', id: 'account', width: 180.4 });
    expect(shape).toEqual({ order: [], widths: { account: 180 }, pins: {}, hidden: [] });
    expect(EMPTY_COLUMN_SHAPE.widths).toEqual({});
  });

  it('ignores a width that is not a number', () => {
    const shape = columnShapeReducer(EMPTY_COLUMN_SHAPE, {
      type: 'resize',
      id: 'account',
      width: Number.NaN,
    });
    expect(shape).toBe(EMPTY_COLUMN_SHAPE);
  });

  it('moves a column among all the columns, the order then complete', () => {
    const down = columnShapeReducer(EMPTY_COLUMN_SHAPE, {
      type: 'move',
      id: 'account',
      to: 2,
      columns: COLUMNS,
    });
    expect(down.order).toEqual(['realName', 'mobile', 'account', 'actions']);
    const up = columnShapeReducer(down, { type: 'move', id: 'mobile', to: 0, columns: COLUMNS });
    expect(up.order).toEqual(['mobile', 'realName', 'account', 'actions']);
  });

  it('keeps a move within the columns and ignores an unknown id', () => {
    const last = columnShapeReducer(EMPTY_COLUMN_SHAPE, {
      type: 'move',
      id: 'account',
      to: 99,
      columns: COLUMNS,
    });
    expect(last.order.at(-1)).toBe('account');
    const same = columnShapeReducer(last, { type: 'move', id: 'nope', to: 0, columns: COLUMNS });
    expect(same).toBe(last);
  });

  it('pins, changes sides and unpins', () => {
    let shape = columnShapeReducer(EMPTY_COLUMN_SHAPE, { type: 'pin', id: 'account', side: 'left' });
    expect(shape.pins).toEqual({ account: 'left' });
    shape = columnShapeReducer(shape, { type: 'pin', id: 'account', side: 'right' });
    shape = columnShapeReducer(shape, { type: 'pin', id: 'actions', side: 'none' });
    expect(shape.pins).toEqual({ account: 'right', actions: 'none' });
    shape = columnShapeReducer(shape, { type: 'pin', id: 'account', side: undefined });
    expect(shape.pins).toEqual({ actions: 'none' });
  });

  it('hides and shows a column once', () => {
    let shape = columnShapeReducer(EMPTY_COLUMN_SHAPE, { type: 'toggle', id: 'mobile', visible: false });
    shape = columnShapeReducer(shape, { type: 'toggle', id: 'mobile', visible: false });
    expect(shape.hidden).toEqual(['mobile']);
    expect(columnShapeReducer(shape, { type: 'toggle', id: 'mobile', visible: true }).hidden).toEqual([]);
  });

  it('replaces the whole shape (a saved view, or 恢复默认)', () => {
    const saved = {
      order: ['mobile'],
      widths: { mobile: 120 },
      pins: { mobile: 'left' as const },
      hidden: [],
    };
    expect(columnShapeReducer(EMPTY_COLUMN_SHAPE, { type: 'replace', shape: saved })).toBe(saved);
  });
});

describe('shapeOrder', () => {
  it('puts the chosen ids first, drops the unknown and repeated, keeps the rest in place', () => {
    expect(shapeOrder({ order: ['mobile', 'gone', 'mobile'] }, COLUMNS)).toEqual([
      'mobile',
      'account',
      'realName',
      'actions',
    ]);
  });
});

describe('parseColumnShape', () => {
  it('reads a shape as JSON gives it back', () => {
    const shape = { order: ['b', 'a'], widths: { a: 120 }, pins: { b: 'right' }, hidden: ['c'] };
    expect(parseColumnShape(JSON.parse(JSON.stringify(shape)))).toEqual(shape);
  });

  it('reads the older list of hidden columns', () => {
    expect(parseColumnShape(['email'])).toEqual({ ...EMPTY_COLUMN_SHAPE, hidden: ['email'] });
  });

  it('keeps only the well-formed parts', () => {
    expect(
      parseColumnShape({
        order: 'a',
        widths: { a: -1, b: 'wide', c: 90 },
        pins: { a: 'top', b: 'left' },
        hidden: [1],
      }),
    ).toEqual({ order: [], widths: { c: 90 }, pins: { b: 'left' }, hidden: [] });
    expect(parseColumnShape(null)).toBeUndefined();
    expect(parseColumnShape(42)).toBeUndefined();
  });
});
