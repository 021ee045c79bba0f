import type { ImportRow } from '@pmc/api-client/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../src/app-context.ts';
import type { ImportCaller, ImportKind, JudgedRow } from '../src/import/import-kind.ts';
import { ImportProgressBoard } from '../src/import/import-progress.ts';
import { JUDGE_CHUNK, judgeRows } from '../src/import/judge-rows.ts';
import { userImportKind } from '../src/modules/user/user-import.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const rowsOf = (n: number): ImportRow[] =>
  Array.from({ length: n }, (_, at) => ({ row: at + 2, values: { code: `c${at}` } }));

/** An entity that finds every row new and remembers the batches it was asked to judge. */
function countingKind(judgesWholeFile = false) {
  const batches: number[] = [];
  const kind: ImportKind<string> = {
    sheetName: { id: 'x', message: 'x' },
    columns: [{ key: 'code', header: { id: 'y', message: 'y' }, example: () => '' }],
    keyColumn: 'code',
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

describe('a preview answering how far it has come', () => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const base = '/admin-api/system/user/import';

  beforeAll(async () => {
    server = await startTestServer();
    [admin, staff] = await Promise.all([
      server.signIn('admin', 'Admin@2026'),
      server.signIn('staff', 'Staff@2026'),
    ]);
  });
  afterAll(() => server.close());

  const progressOf = (token: string, ticket: string) =>
    server.api('GET', `${base}/progress?ticket=${ticket}`, token);

  it('reports the rows checked while the preview is under way, to the caller only', async () => {
    const header = '账号,姓名,性别,手机,邮箱,身份证号,所属组织,岗位,角色,状态';
    const lines = Array.from(
      { length: 2_500 },
      (_, at) => `prog${at},进度,男,13800000000,,,pmc.office,,,启用`,
    );
    const csv = Buffer.from(`${header}\r\n${lines.join('\r\n')}\r\n`);
    // Each question is asked from inside the second and third chunks' judging, which the preview
    // awaits: the answers are what the page would see at that moment.
    const seen: unknown[] = [];
    const judge = userImportKind.judge;
    const spy = vi.spyOn(userImportKind, 'judge').mockImplementation(async (...args) => {
      if (spy.mock.calls.length > 1) {
        seen.push((await progressOf(admin, 'ticket-abc123')).data);
        seen.push((await progressOf(staff, 'ticket-abc123')).data);
      }
      return judge.apply(userImportKind, args);
    });
    try {
      const boundary = '----pmc-progress';
      const answer = await server.call<{ rows: unknown[] }>({
        method: 'POST',
        url: `${base}/preview?ticket=ticket-abc123`,
        headers: { authorization: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.csv"\r\nContent-Type: text/csv\r\n\r\n`,
          ),
          csv,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(answer.code).toBe(200);
      expect(answer.data.rows).toHaveLength(2_500);
    } finally {
      spy.mockRestore();
    }
    expect(seen).toEqual([{ checked: 1_000, total: 2_500 }, null, { checked: 2_000, total: 2_500 }, null]);
    // Answered: nothing left to follow.
    expect((await progressOf(admin, 'ticket-abc123')).data).toBeNull();
  });

  it('refuses a malformed ticket with a 400 naming it', async () => {
    const answer = await progressOf(admin, 'no');
    expect(answer.code).toBe(400);
    expect(JSON.stringify(answer.data)).toContain('ticket');
  });
});
