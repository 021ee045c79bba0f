import { describe, expect, it, vi } from 'vitest';
import { importUnder } from './import-under.ts';

describe('importUnder', () => {
  it('calls every import endpoint with the parent bound first and the kit arguments after it', async () => {
    const calls = {
      importTemplate: vi.fn(async () => new Blob(['t'])),
      importPreview: vi.fn(async () => ({
        columns: [],
        headers: [],
        rows: [],
        counts: { new: 0, update: 0, unchanged: 0, error: 0 },
      })),
      importCheck: vi.fn(async () => ({ rows: [] })),
      importCommit: vi.fn(async () => ({
        total: 0,
        created: 0,
        updated: 0,
        unchanged: 0,
        skipped: 0,
        skippedWorkbook: null,
      })),
      importProgress: vi.fn(async () => ({ checked: 1, total: 2 })),
    };
    const bound = importUnder(calls, { id: 'type1' });
    const file = new Blob(['x']);
    const signal = new AbortController().signal;
    await bound.importTemplate();
    await bound.importPreview({ file }, { query: { mapping: '{}' }, signal });
    await bound.importCheck({ rows: [{ row: 2, values: { enCode: 'a' } }], otherKeys: [] });
    await bound.importCommit({ rows: [], mode: 'skip' });
    expect(await bound.importProgress?.({ ticket: 'ticket-1234' })).toEqual({ checked: 1, total: 2 });
    expect(calls.importTemplate).toHaveBeenCalledWith({ id: 'type1' });
    expect(calls.importPreview).toHaveBeenCalledWith(
      { id: 'type1' },
      { file },
      { query: { mapping: '{}' }, signal },
    );
    expect(calls.importCheck).toHaveBeenCalledWith(
      { id: 'type1' },
      { rows: [{ row: 2, values: { enCode: 'a' } }], otherKeys: [] },
    );
    expect(calls.importCommit).toHaveBeenCalledWith({ id: 'type1' }, { rows: [], mode: 'skip' });
    expect(calls.importProgress).toHaveBeenCalledWith({ id: 'type1' }, { ticket: 'ticket-1234' });
  });
});
