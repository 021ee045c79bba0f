import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAuditChain } from '../src/audit/check-audit-chain.ts';
import type { Database } from '../src/db/database.ts';
import { STARTUP_LOCK_KEY } from '../src/db/open-database.ts';
import { purgeHistory } from '../src/history/purge-history.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const DAY = 86_400_000;
let server: TestServer;
const started = Date.now();
const insertAt = (db: Database, id: string, at: number) =>
  db.execute(sql`insert into record_history (id, kind, record_id, action, created_at)
    values (${id}, 'area', 'a1', 'update', ${at})`);
beforeAll(async () => {
  // Written before the server starts, so its sealer chains them first, oldest first: only the start of a
  // chain can be purged.
  server = await startTestServer(
    {},
    {
      prepare: async ({ db }) => {
        await insertAt(db, 'old1', started - 800 * DAY);
        await insertAt(db, 'old2', started - 731 * DAY);
        await insertAt(db, 'kept', started - 729 * DAY);
      },
    },
  );
  await server.app.pmc.context.audit?.sealAll();
});
afterAll(() => server.close());

const ids = async () =>
  (
    (await server.database.db.execute(
      sql`select id from record_history where record_id = 'a1' order by id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows.map((r) => r.id);

describe('history retention', () => {
  it('purges the entries older than the retention and keeps the others', async () => {
    expect(await purgeHistory(server.database.db, started, 730)).toBe(2);
    expect(await ids()).toEqual(['kept']);
    expect(await purgeHistory(server.database.db, started, 730)).toBe(0);
    // What is left still verifies, from the checkpoint the purge left.
    expect(await checkAuditChain(server.database.db, 'history')).toMatchObject({
      intact: true,
      checkpoint: { seq: 2, time: started },
      through: { id: expect.any(String) },
    });
  });

  it.runIf(Boolean(process.env.PMC_TEST_DATABASE_URL))(
    'leaves the purge to the instance holding the migrations lock',
    async () => {
      // Advisory locks belong to one database: the other instance connects to the test server's.
      const url = (server.database as unknown as { url: string }).url;
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        // Two days on, 'kept' is past the retention too.
        const later = started + 2 * DAY;
        await other.query('select pg_advisory_lock(hashtext($1))', [STARTUP_LOCK_KEY]);
        expect(await purgeHistory(server.database.db, later, 730)).toBeNull();
        await other.query('select pg_advisory_unlock(hashtext($1))', [STARTUP_LOCK_KEY]);
        expect(await purgeHistory(server.database.db, later, 730)).toBe(1);
      } finally {
        await other.end();
      }
    },
  );
});
