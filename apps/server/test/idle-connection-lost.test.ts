import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OpenedDatabase, openDatabase } from '../src/db/open-database.ts';

const adminUrl = process.env.PMC_TEST_DATABASE_URL;

// Only PostgreSQL pools connections (the suite runs a second time on it in `npm test`): an idle
// connection the server ends (a restart, a terminated backend) must not end the process.
describe.runIf(Boolean(adminUrl))('a pooled PostgreSQL connection lost while idle', () => {
  const name = `pmc_idle_${process.pid}`;
  const onIdleError = vi.fn();
  let database: OpenedDatabase;
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), onIdleError });
  });
  afterAll(async () => {
    await database?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('is reported and replaced, and the next query still answers', async () => {
    expect(await database.raw({ name: 'idle_probe', text: 'select 1 as one' }, [])).toEqual([{ one: 1 }]);
    const ended = await admin.query(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1',
      [name],
    );
    expect(ended.rows.length).toBeGreaterThan(0);
    // Every ended connection is reported before the next query, or that query may pick one whose
    // notice is still in flight (seen on a loaded machine).
    const endedCount = ended.rows.filter((row) => row.ended).length;
    await vi.waitFor(() => expect(onIdleError).toHaveBeenCalledTimes(endedCount));
    expect(String(onIdleError.mock.calls[0]?.[0])).toMatch(/terminating connection/);
    expect(await database.raw({ name: 'idle_probe', text: 'select 1 as one' }, [])).toEqual([{ one: 1 }]);
  });
});
