import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { anyOf, textArray } from '../src/db/text-array.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a text[] bound as one parameter', () => {
  it('carries every value as it is, quotes, backslashes, commas and braces included', async () => {
    const values = ['plain', 'a,b', 'say "hi"', 'back\\slash', '{braced}', ' spaced ', '', 'NULL', '张三'];
    const result = await server.database.db.execute(sql`select unnest(${textArray(values)}::text[]) as v`);
    const rows = (result as unknown as { rows: { v: string | null }[] }).rows;
    expect(rows.map((r) => r.v)).toEqual(values);
  });

  it('matches a column against the list', async () => {
    const found = await server.database.db
      .select({ account: users.account })
      .from(users)
      .where(anyOf(users.account, ['admin', 'staff', 'nobody"']))
      .orderBy(users.account);
    expect(found.map((r) => r.account)).toEqual(['admin', 'staff']);
  });
});
