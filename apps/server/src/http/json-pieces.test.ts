import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { holdsLongArray, jsonPieces, jsonStream } from './json-pieces.ts';

const rows = (n: number) =>
  Array.from({ length: n }, (_, at) => ({
    row: at + 2,
    status: at % 7 ? 'new' : 'error',
    values: { account: `u${at}`, realName: `张三${at}`, note: at % 5 ? undefined : 'a "quoted" \\ line\n' },
    errors: at % 7 ? [] : [{ field: 'account', msg: '账号已存在' }],
  }));

describe('jsonPieces', () => {
  it('gives exactly JSON.stringify, long arrays in several pieces', () => {
    const values: unknown[] = [
      { code: 200, msg: '操作成功', data: { columns: ['a'], rows: rows(1_203), counts: { new: 1 } } },
      { code: 200, msg: 'ok', data: rows(500), skip: undefined, fn: () => 1 },
      rows(1_001),
      [undefined, () => 1, Symbol('s'), null, ...rows(600)],
      { at: new Date(0), nested: { deeper: { list: Array.from({ length: 700 }, (_, i) => i) } } },
      { short: [1, 2, 3] },
      null,
      'text',
      [],
      {},
    ];
    for (const value of values) expect([...jsonPieces(value)].join('')).toBe(JSON.stringify(value));
    expect([...jsonPieces({ data: { rows: rows(1_203) } })].length).toBeGreaterThan(3);
  });

  it('tells an answer with a long array from a short one', () => {
    expect(holdsLongArray({ data: { rows: rows(500) } })).toBe(true);
    expect(holdsLongArray({ data: { rows: rows(499) } })).toBe(false);
    expect(holdsLongArray({ data: new Map([[1, rows(600)]]) })).toBe(false);
  });

  it('streams the same text as bytes, Chinese whole across chunks', async () => {
    const value = { code: 200, msg: '成功', data: { rows: rows(5_000) } };
    expect(await text(jsonStream(value))).toBe(JSON.stringify(value));
  });
});
