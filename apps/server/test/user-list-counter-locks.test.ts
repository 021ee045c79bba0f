import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../src/seed/seed-database.ts';
import { openTestDatabase } from './support/test-database.ts';

// Only PostgreSQL runs transactions side by side (PGlite is one session). The 'user_list' counter is one
// row every writer of users raises: raised at a writer's first statement, its lock would be held across
// the rest of that transaction, so every other writer of users would wait (and two could deadlock over
// it and a user row). Raised at commit, it is the last lock a writer takes.
describe.runIf(Boolean(process.env.PMC_TEST_DATABASE_URL))(
  'the user_list change counter under concurrent writers',
  () => {
    let database: Awaited<ReturnType<typeof openTestDatabase>>;
    let one: pg.Client;
    let two: pg.Client;

    beforeAll(async () => {
      database = await openTestDatabase();
      await seedDatabase(database.db, 'demo');
      one = new pg.Client({ connectionString: database.url });
      two = new pg.Client({ connectionString: database.url });
      await Promise.all([one.connect(), two.connect()]);
      // A wait that would never end fails the test instead of hanging it.
      await Promise.all([one.query(`set lock_timeout = '3s'`), two.query(`set lock_timeout = '3s'`)]);
    });
    afterAll(async () => {
      await Promise.all([one?.end(), two?.end()]);
      await database?.close();
    });

    it('lets two transactions that write users in turn both commit, and raises it once for each', async () => {
      const ids = (
        await one.query(`select id from users where account in ('admin', 'staff') order by account`)
      ).rows as { id: string }[];
      const [a, b] = ids.map((r) => r.id);
      const read = async () =>
        Number(
          (await one.query(`select sum(n) as n from change_counters where name = 'user_list'`)).rows[0].n,
        );
      const before = await read();
      await one.query('begin');
      await two.query('begin');
      await one.query(`update users set description = 'one' where id = $1`, [a]);
      await one.query(`update users set sort_code = sort_code where id = $1`, [a]);
      // Two writes a user that one is about to write: one waits for two's row, not the other way round.
      await two.query(`update users set description = 'two' where id = $1`, [b]);
      const oneWritesB = one.query(`update users set description = 'one' where id = $1`, [b]);
      await two.query('commit');
      await oneWritesB;
      await one.query('commit');
      expect(await read()).toBe(before + 2);
      const rows = (await one.query(`select id, description from users where id in ($1, $2)`, [a, b])).rows;
      expect(Object.fromEntries(rows.map((r) => [r.id, r.description]))).toEqual({
        [a as string]: 'one',
        [b as string]: 'one',
      });
    });
  },
);
