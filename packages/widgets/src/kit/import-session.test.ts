import { describe, expect, it, vi } from 'vitest';
import { CHECK_POLL_MS, ImportSession, importCounts } from './import-session.ts';
import type {
  KitImportEndpoints,
  KitImportPreview,
  KitImportRow,
  KitImportRowCheck,
} from './import-types.ts';

const ok = (row: number, account: string): KitImportRowCheck => ({
  row,
  status: 'new',
  values: { account, mobile: '13800000000' },
  changes: [],
  errors: [],
});
const bad = (row: number, account: string, field: string): KitImportRowCheck => ({
  ...ok(row, account),
  status: 'error',
  errors: [{ field, msg: `${field} wrong` }],
});

const preview: KitImportPreview = {
  columns: [
    { key: 'account', header: '账号', required: true },
    { key: 'mobile', header: '手机', required: false },
  ],
  headers: [
    { header: '账号', key: 'account' },
    { header: '电话', key: null },
  ],
  rows: [ok(2, 'a'), bad(3, 'b', 'mobile'), bad(4, 'c', 'organizeName'), ok(5, 'd')],
  counts: { new: 2, update: 0, unchanged: 0, error: 2 },
};

function endpoints(overrides: Partial<KitImportEndpoints> = {}): KitImportEndpoints {
  return {
    importTemplate: vi.fn(async () => new Blob(['x'])),
    importPreview: vi.fn(async (_body, options) => {
      options.onProgress?.({ loaded: 1, total: 2, percent: 50 });
      return preview;
    }),
    importCheck: vi.fn(async ({ rows }: { rows: KitImportRow[] }) => ({
      rows: rows.map((r) => ({ ...r, status: 'new' as const, changes: [], errors: [] })),
    })),
    importCommit: vi.fn(async ({ rows }) => ({
      total: rows.length,
      created: rows.length,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      skippedWorkbook: null,
    })),
    ...overrides,
  };
}

const file = new Blob(['sheet']);

describe('ImportSession', () => {
  it('uploads with progress, then holds the checked rows and their counts', async () => {
    const api = endpoints();
    const session = new ImportSession(api);
    const seen: number[] = [];
    session.subscribe(() => {
      const progress = session.getState().progress;
      if (progress) seen.push(progress.percent);
    });
    expect(await session.preview(file)).toBe(true);
    expect(seen).toContain(50);
    expect(session.getState().step).toBe('preview');
    expect(importCounts(session.getState().rows)).toEqual({ new: 2, update: 0, unchanged: 0, error: 2 });
    expect(session.canCommit()).toBe(false);
  });

  it('cancels an upload through its AbortController and goes back to choosing a file', async () => {
    let signal: AbortSignal | undefined;
    const api = endpoints({
      importPreview: (_body, options) =>
        new Promise((_resolve, reject) => {
          signal = options.signal;
          options.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    });
    const session = new ImportSession(api);
    const pending = session.preview(file);
    expect(session.getState().step).toBe('uploading');
    session.cancelUpload();
    expect(signal?.aborted).toBe(true);
    expect(await pending).toBe(false);
    expect(session.getState().step).toBe('upload');
  });

  it('asks how far the server has checked under its ticket until the preview answers', async () => {
    vi.useFakeTimers();
    try {
      let answer: (value: KitImportPreview) => void = () => {};
      let ticket: string | undefined;
      const counts = [null, { checked: 1_000, total: 3_000 }, { checked: 2_000, total: 3_000 }];
      const importProgress = vi.fn(async (query: { ticket: string }) => {
        expect(query.ticket).toBe(ticket);
        return counts.shift() ?? null;
      });
      const api = endpoints({
        importProgress,
        importPreview: (_body, options) => {
          ticket = options.query?.ticket;
          return new Promise((resolve) => {
            answer = resolve;
          });
        },
      });
      const session = new ImportSession(api);
      const pending = session.preview(file);
      expect(ticket).toMatch(/^[0-9a-f]{24}$/);
      await vi.advanceTimersByTimeAsync(CHECK_POLL_MS);
      expect(session.getState().checked).toBeNull();
      await vi.advanceTimersByTimeAsync(CHECK_POLL_MS);
      expect(session.getState().checked).toEqual({ checked: 1_000, total: 3_000 });
      await vi.advanceTimersByTimeAsync(CHECK_POLL_MS);
      expect(session.getState().checked).toEqual({ checked: 2_000, total: 3_000 });
      answer(preview);
      expect(await pending).toBe(true);
      expect(session.getState().checked).toBeNull();
      await vi.advanceTimersByTimeAsync(CHECK_POLL_MS * 3);
      expect(importProgress).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops asking once a question fails, and sends no ticket to an entity without progress', async () => {
    vi.useFakeTimers();
    try {
      const importProgress = vi.fn(async () => {
        throw new Error('offline');
      });
      let answer: (value: KitImportPreview) => void = () => {};
      const api = endpoints({
        importProgress,
        importPreview: () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      });
      const session = new ImportSession(api);
      const pending = session.preview(file);
      await vi.advanceTimersByTimeAsync(CHECK_POLL_MS * 4);
      expect(importProgress).toHaveBeenCalledTimes(1);
      answer(preview);
      expect(await pending).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    const plain = endpoints();
    await new ImportSession(plain).preview(file);
    expect(vi.mocked(plain.importPreview).mock.calls[0]?.[1].query).toEqual({});
  });

  it('re-checks only the edited rows, sending the other rows’ keys for duplicates', async () => {
    const api = endpoints();
    const session = new ImportSession(api);
    await session.preview(file);
    session.edit(3, 'mobile', '13800000001');
    expect(session.getState().edited.has(3)).toBe(true);
    await session.recheck();
    expect(api.importCheck).toHaveBeenCalledWith({
      rows: [{ row: 3, values: { account: 'b', mobile: '13800000001' } }],
      otherKeys: ['a', 'c', 'd'],
    });
    expect(session.getState().edited.size).toBe(0);
    expect(importCounts(session.getState().rows)).toEqual({ new: 3, update: 0, unchanged: 0, error: 1 });
  });

  it('drops a row, then commits the rest with the chosen mode', async () => {
    const api = endpoints();
    const session = new ImportSession(api);
    await session.preview(file);
    session.drop(3);
    session.drop(4);
    session.setMode('update');
    expect(session.canCommit()).toBe(true);
    const result = await session.commit();
    expect(api.importCommit).toHaveBeenCalledWith({
      rows: [
        { row: 2, values: { account: 'a', mobile: '13800000000' } },
        { row: 5, values: { account: 'd', mobile: '13800000000' } },
      ],
      mode: 'update',
    });
    expect(result?.created).toBe(2);
    expect(session.getState().step).toBe('done');
  });

  it('queues the rows still at fault for a re-check when a row is dropped: it may have been their fault', async () => {
    const api = endpoints();
    const session = new ImportSession(api);
    await session.preview(file);
    session.drop(3);
    expect([...session.getState().edited]).toEqual([4]);
    expect(session.canCommit()).toBe(false);
    await session.recheck();
    expect(api.importCheck).toHaveBeenCalledWith({
      rows: [{ row: 4, values: { account: 'c', mobile: '13800000000' } }],
      otherKeys: ['a', 'd'],
    });
    expect(session.canCommit()).toBe(true);
  });

  it('does not commit while an edit waits for its re-check', async () => {
    const api = endpoints();
    const session = new ImportSession(api);
    await session.preview(file);
    session.drop(3);
    session.drop(4);
    session.edit(2, 'account', 'a2');
    expect(await session.commit()).toBeNull();
    expect(api.importCommit).not.toHaveBeenCalled();
  });

  it('marks the rows a refused commit names and stays on the preview', async () => {
    const refusal = Object.assign(new Error('refused'), { data: { rows: [bad(2, 'a', 'account')] } });
    const api = endpoints({ importCommit: vi.fn(async () => Promise.reject(refusal)) });
    const session = new ImportSession(api);
    await session.preview(file);
    session.drop(3);
    session.drop(4);
    await expect(session.commit()).rejects.toBe(refusal);
    expect(session.getState().step).toBe('preview');
    expect(session.getState().rows[0]?.errors).toEqual([{ field: 'account', msg: 'account wrong' }]);
  });

  it('reads the same file again with a mapped header', async () => {
    const api = endpoints();
    const session = new ImportSession(api);
    await session.preview(file);
    await session.remap('电话', 'mobile');
    expect(api.importPreview).toHaveBeenLastCalledWith(
      { file },
      expect.objectContaining({ query: { mapping: '{"电话":"mobile"}' } }),
    );
    expect(session.getState().mapping).toEqual({ 电话: 'mobile' });
  });
});
