import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTUP_LOCK_KEY } from '../src/db/open-database.ts';
import { purgeHistory } from '../src/history/purge-history.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const DAY = 86_400_000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const insertAt = (id: string, at: number) =>
  server.database.db.execute(sql`insert into record_history (id, kind, record_id, action, created_at)
    values (${id}, 'area', 'a1', 'update', ${at})`);
const ids = async () =>
  (
    (await server.database.db.execute(
      sql`select id from record_history where record_id = 'a1' order by id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows.map((r) => r.id);

describe('history retention', () => {
  it('purges the entries older than the retention and keeps the others', async () => {
    const now = Date.now();
    await insertAt('old1', now - 800 * DAY);
    await insertAt('old2', now - 731 * DAY);
    await insertAt('kept', now - 729 * DAY);
    expect(await purgeHistory(server.database.db, now, 730)).toBe(2);
    expect(await ids()).toEqual(['kept']);
    expect(await purgeHistory(server.database.db, now, 730)).toBe(0);
  });

  it.runIf(Boolean(process.env.PMC_TEST_DATABASE_URL))(
    'leaves the purge to the instance holding the migrations lock',
    async () => {
      // Advisory locks belong to one database: the other instance connects to the test server's.
      const url = (server.database as unknown as { url: string }).url;
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        await insertAt('old3', Date.now() - 900 * DAY);
        await other.query('select pg_advisory_lock(hashtext($1))', [STARTUP_LOCK_KEY]);
        expect(await purgeHistory(server.database.db, Date.now(), 730)).toBeNull();
        await other.query('select pg_advisory_unlock(hashtext($1))', [STARTUP_LOCK_KEY]);
        expect(await purgeHistory(server.database.db, Date.now(), 730)).toBe(1);
      } finally {
        await other.end();
      }
    },
  );
});
