import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type OpenedDatabase } from '../src/db/open-database.ts';
import { menus, permissionItems } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const BUTTON = 'btn_verify';
const PAGES = ['permission.operationLog', 'permission.signInLog', 'permission.recordHistory'];

/** Runs 0022's statements that reach existing rows (the checkpoints, the button), as the migrator does. */
async function applyMigration(database: OpenedDatabase): Promise<void> {
  const text = fs.readFileSync(path.join(migrationsFolder(), '0022_audit_chain.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.includes('INSERT INTO')) await database.db.execute(sql.raw(statement));
  }
}

async function buttons(database: OpenedDatabase) {
  return database.db
    .select({
      page: menus.enCode,
      name: permissionItems.fullName,
      en: permissionItems.nameEn,
      id: permissionItems.id,
    })
    .from(permissionItems)
    .innerJoin(menus, eq(menus.id, permissionItems.menuId))
    .where(and(inArray(menus.enCode, PAGES), eq(permissionItems.enCode, BUTTON)))
    .orderBy(menus.enCode);
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      // A database seeded before the button existed, then migrated by 0022.
      prepare: async (database) => {
        await database.db.delete(permissionItems).where(eq(permissionItems.enCode, BUTTON));
        await database.db.execute(sql`delete from audit_checkpoints`);
        await applyMigration(database);
      },
    },
  );
});
afterAll(() => server.close());

describe('migration 0022: 核验 on the three log pages of an upgraded database', () => {
  it('adds the button to each page and the chain ends of each log', async () => {
    expect((await buttons(server.database)).map((b) => [b.page, b.name, b.en])).toEqual([
      ['permission.operationLog', '核验', 'Verify'],
      ['permission.recordHistory', '核验', 'Verify'],
      ['permission.signInLog', '核验', 'Verify'],
    ]);
    const logs = (await server.database.db.execute(
      sql`select log from audit_checkpoints order by log`,
    )) as unknown as {
      rows: { log: string }[];
    };
    expect(logs.rows.map((r) => r.log)).toEqual(['history', 'operation', 'sign-in']);
    const admin = await server.signIn('admin', 'Admin@2026');
    expect((await server.api('GET', '/api/permission/SignInLog/Actions/Verify', admin)).code).toBe(200);
  });

  it('is idempotent: run again, it adds no second button', async () => {
    const before = await buttons(server.database);
    await applyMigration(server.database);
    expect((await buttons(server.database)).map((b) => b.id)).toEqual(before.map((b) => b.id));
  });
});
