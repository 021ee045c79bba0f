import fs from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type OpenedDatabase } from '../src/db/open-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const MIGRATION = '0027_user_name_pinyin_prefix.sql';

/** The users table as 0008 left it: pinyin columns without their source name, a clearing trigger, trigrams. */
async function asBefore(database: OpenedDatabase): Promise<void> {
  for (const statement of [
    'DROP INDEX "users_name_pinyin_prefix_idx"',
    'DROP INDEX "users_name_initials_prefix_idx"',
    'DROP TRIGGER "users_name_pinyin_stale" ON "users"',
    'ALTER TABLE "users" DROP COLUMN "name_pinyin_of"',
    `CREATE OR REPLACE FUNCTION "users_name_pinyin_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF NEW."real_name" IS DISTINCT FROM OLD."real_name" AND NEW."name_pinyin" IS NOT DISTINCT FROM OLD."name_pinyin" THEN
         NEW."name_pinyin" := NULL;
         NEW."name_initials" := NULL;
       END IF;
       RETURN NEW;
     END $$`,
    'CREATE TRIGGER "users_name_pinyin_stale" BEFORE UPDATE OF "real_name" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_name_pinyin_stale"()',
    'CREATE INDEX "users_name_pinyin_trgm_idx" ON "users" USING gin ("name_pinyin" gin_trgm_ops)',
    'CREATE INDEX "users_name_initials_trgm_idx" ON "users" USING gin ("name_initials" gin_trgm_ops)',
  ])
    await database.db.execute(sql.raw(statement));
  // One user computed before the upgrade, one never computed (written by an older release).
  await database.db.execute(sql`insert into users (id, account, real_name, name_pinyin, name_initials, password_hash, creator_time)
    values ('mig-1', 'mig1', '欧阳明', 'ouyangming', 'oym', 'x', 1), ('mig-2', 'mig2', '司马光', null, null, 'x', 1)`);
}

async function migrate(database: OpenedDatabase): Promise<void> {
  const text = fs.readFileSync(path.join(migrationsFolder(), MIGRATION), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    await database.db.execute(sql.raw(statement));
}

/** The rows of a statement run on the test's database. */
const rowsOf = async <T>(query: SQL): Promise<T[]> =>
  ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      prepare: async (database) => {
        await asBefore(database);
        await migrate(database);
      },
    },
  );
  admin = await server.signIn('admin', 'Admin@2026');
});
afterAll(() => server.close());

const stored = async (account: string) =>
  (
    await rowsOf<Record<string, string | null>>(
      sql`select name_pinyin, name_initials, name_pinyin_of from users where account = ${account}`,
    )
  )[0];

describe(`migration ${MIGRATION} on an upgraded database`, () => {
  it('keeps the pinyin computed before, with its source name; the start fills the rest', async () => {
    expect(await stored('mig1')).toEqual({
      name_pinyin: 'ouyangming',
      name_initials: 'oym',
      name_pinyin_of: '欧阳明',
    });
    expect(await stored('mig2')).toEqual({
      name_pinyin: 'simaguang',
      name_initials: 'smg',
      name_pinyin_of: '司马光',
    });
    const found = await server.api('GET', '/admin-api/system/user?keyword=smg', admin);
    expect(found.data.list.map((u: { account: string }) => u.account)).toEqual(['mig2']);
  });

  it('replaces the trigram indexes of pinyin and initials with prefix indexes', async () => {
    const rows = await rowsOf<{ indexname: string }>(
      sql`select indexname from pg_indexes where tablename = 'users' and indexname like 'users_name_%' order by 1`,
    );
    expect(rows.map((r) => r.indexname)).toEqual([
      'users_name_initials_prefix_idx',
      'users_name_pinyin_missing_idx',
      'users_name_pinyin_prefix_idx',
    ]);
  });

  it('clears pinyin written for another name only', async () => {
    const db = server.database.db;
    await db.execute(
      sql`update users set real_name = '欧阳鸣', name_pinyin_of = '欧阳鸣' where account = 'mig1'`,
    );
    expect((await stored('mig1'))?.name_pinyin).toBe('ouyangming');
    await db.execute(sql`update users set real_name = '上官云' where account = 'mig1'`);
    expect(await stored('mig1')).toEqual({ name_pinyin: null, name_initials: null, name_pinyin_of: null });
  });
});
