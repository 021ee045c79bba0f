import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { executeNamed, executeNamedSql } from '../src/db/named-query.ts';
import { queryRows } from '../src/db/query-rows.ts';
import { roles } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The statements the connection of `tx` has prepared (PostgreSQL keeps them per connection, PGlite per session). */
const prepared = (tx: Database) =>
  queryRows<{ name: string }>(tx, sql`select name from pg_prepared_statements order by name`);

describe('statements named after their text (db/named-query.ts)', () => {
  it('answers a Drizzle query as it would unnamed, and the database keeps it prepared under one name', async () => {
    await server.database.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const query = (enCode: string) =>
        tx
          .select({ enCode: roles.enCode })
          .from(roles)
          .where(eq(roles.enCode, enCode))
          .orderBy(asc(roles.enCode));
      const plain = await query('staff');
      expect(plain.length).toBe(1);
      expect(await executeNamed(query('staff'), 'probe')).toEqual(plain);
      // The same text again, with another value: the statement is reused, not prepared twice.
      expect(await executeNamed(query('nobody'), 'probe')).toEqual([]);
      const names = (await prepared(tx)).map((r) => r.name).filter((n) => n.startsWith('probe_'));
      expect(names.length).toBe(1);
    });
  });

  it('names a statement written as SQL too (the bulk insert)', async () => {
    await server.database.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const answer = await executeNamedSql(tx, sql`select ${'a'}::text as v`, 'probe_sql');
      expect((answer as { rows: { v: string }[] }).rows).toEqual([{ v: 'a' }]);
      const names = (await prepared(tx)).map((r) => r.name).filter((n) => n.startsWith('probe_sql_'));
      expect(names.length).toBe(1);
    });
  });
});
