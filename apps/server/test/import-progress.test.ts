import type { ImportRow } from '@pmc/api-client/contract';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../src/app-context.ts';
import type { ImportCaller, ImportKind, JudgedRow } from '../src/import/import-kind.ts';
import { ImportProgressBoard } from '../src/import/import-progress.ts';
import { JUDGE_CHUNK, judgeRows } from '../src/import/judge-rows.ts';

const rowsOf = (n: number): ImportRow[] =>
  Array.from({ length: n }, (_, at) => ({ row: at + 2, values: { code: `c${at}` } }));

/** An entity that finds every row new and remembers the batches it was asked to judge. */
function countingKind(judgesWholeFile = false) {
  const batches: number[] = [];
  const kind: ImportKind<string> = {
    sheetName: { id: 'x', message: 'x' },
    columns: [{ key: 'code', header: { id: 'y', message: 'y' }, example: () => '' }],
    keyColumn: 'code',
    tables: [],
    judgesWholeFile,
    choices: async () => ({}),
    judge: async (_ctx, _caller, rows) => {
      batches.push(rows.length);
      return rows.map(
        (r): JudgedRow<string> => ({ errors: [], existing: false, changes: [], plan: r.values.code }),
      );
    },
    write: async () => {},
  };
  return { kind, batches };
}

const ctx = {} as AppContext;
const caller = { locale: 'zh', params: {} } as unknown as ImportCaller;

describe('judging a file a chunk at a time', () => {
  it('judges a thousand rows at a time and reports the rows checked after each chunk', async () => {
    const { kind, batches } = countingKind();
    const reported: number[] = [];
    const rows = rowsOf(2_500);
    const { checks } = await judgeRows(ctx, caller, kind, rows, { onProgress: (n) => reported.push(n) });
    expect(JUDGE_CHUNK).toBe(1_000);
    expect(batches).toEqual([1_000, 1_000, 500]);
    expect(reported).toEqual([1_000, 2_000, 2_500]);
    expect(checks.map((c) => c.row)).toEqual(rows.map((r) => r.row));
  });

  it('still finds a key repeated across chunks, on the later row only', async () => {
    const { kind } = countingKind();
    const rows = rowsOf(1_500);
    (rows[1_200] as ImportRow).values.code = 'c3';
    const { checks } = await judgeRows(ctx, caller, kind, rows);
    expect(checks.filter((c) => c.status === 'error').map((c) => c.row)).toEqual([1_202]);
    expect(checks[3]?.status).toBe('new');
  });

  it('judges a tree in one batch: its rows name each other', async () => {
    const { kind, batches } = countingKind(true);
    const reported: number[] = [];
    await judgeRows(ctx, caller, kind, rowsOf(2_500), { onProgress: (n) => reported.push(n) });
    expect(batches).toEqual([2_500]);
    expect(reported).toEqual([2_500]);
  });

  it('stops between chunks once the caller has gone', async () => {
    const { kind, batches } = countingKind();
    const gone = new AbortController();
    const judging = judgeRows(ctx, caller, kind, rowsOf(3_000), {
      signal: gone.signal,
      onProgress: () => gone.abort(),
    });
    await expect(judging).rejects.toMatchObject({ name: 'AbortError' });
    expect(batches).toEqual([1_000]);
  });
});

describe('the progress board', () => {
  it("answers a preview's rows checked to its own user only, until it ends", () => {
    const board = new ImportProgressBoard();
    const report = board.follow('u1', 'ticket-one', 3_000);
    expect(board.get('u1', 'ticket-one')).toEqual({ checked: 0, total: 3_000 });
    report(1_000);
    expect(board.get('u1', 'ticket-one')).toEqual({ checked: 1_000, total: 3_000 });
    expect(board.get('u2', 'ticket-one')).toBeNull();
    board.end('u1', 'ticket-one');
    expect(board.get('u1', 'ticket-one')).toBeNull();
    report(2_000);
    expect(board.get('u1', 'ticket-one')).toBeNull();
  });

  it('follows nothing without a ticket, and forgets the oldest past 500 previews', () => {
    const board = new ImportProgressBoard();
    board.follow('u1', undefined, 10)(5);
    for (let at = 0; at <= 500; at += 1) board.follow('u1', `ticket-${at}`, 10);
    expect(board.get('u1', 'ticket-0')).toBeNull();
    expect(board.get('u1', 'ticket-1')).toEqual({ checked: 0, total: 10 });
    expect(board.get('u1', 'ticket-500')).toEqual({ checked: 0, total: 10 });
  });
});
