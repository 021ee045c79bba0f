import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkInsert } from '../src/db/bulk-insert.ts';
import type { StoredName } from '../src/db/schema/history.ts';
import { recordHistory } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('bulk insert by unnest', () => {
  it('stores every value as a multi-row insert would: nulls, quotes, backslashes, braces, json', async () => {
    const tricky = 'a "quoted", {braced} \\back\\slash, 中文 NULL';
    const rows = Array.from({ length: 3 }, (_, i) => ({
      id: `bulk${i}`,
      kind: 'user',
      recordId: `r${i}`,
      action: 'import',
      event: i === 1 ? tricky : null,
      organizeId: i === 2 ? '' : null,
      userId: null,
      account: tricky,
      ip: null,
      createdAt: 1_700_000_000_000 + i,
      changes: [{ field: 'realName', before: null, after: tricky }],
      names: (i === 0 ? {} : { x: { zh: tricky, en: tricky, zhtw: tricky }, y: tricky }) as Record<
        string,
        StoredName
      >,
      snapshot: i === 2 ? { note: tricky, n: 2, list: [1, null] } : null,
    }));
    await bulkInsert(server.database.db, recordHistory, rows);
    const stored = await server.database.db
      .select()
      .from(recordHistory)
      .where(eq(recordHistory.kind, 'user'))
      .orderBy(recordHistory.id);
    // recordNames is a generated column (the names search reads it), not written; seq, prevHash and hash
    // are the audit chain's, filled by its sealer moments after the insert.
    const ours = stored
      .filter((row) => row.id.startsWith('bulk'))
      .map(({ recordNames: _generated, seq: _seq, prevHash: _prev, hash: _hash, ...row }) => row);
    expect(ours).toEqual(rows);
  });

  it('does nothing for no rows', async () => {
    await expect(bulkInsert(server.database.db, recordHistory, [])).resolves.toBeUndefined();
  });
});
