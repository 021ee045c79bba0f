import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type OpenedDatabase } from '../src/db/open-database.ts';
import { menus, permissionItems } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const BUTTON = 'btn_resetSecondFactor';

/** Runs 0016's button statement as the migrator does, on a database that has every column already. */
async function applyButtonMigration(database: OpenedDatabase): Promise<void> {
  const text = fs.readFileSync(path.join(migrationsFolder(), '0016_second_factor_policy.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.includes('INSERT INTO "permission_items"')) await database.db.execute(sql.raw(statement));
  }
}

async function buttons(database: OpenedDatabase) {
  const [page] = await database.db.select().from(menus).where(eq(menus.enCode, 'system.user'));
  return database.db
    .select()
    .from(permissionItems)
    .where(and(eq(permissionItems.menuId, page?.id ?? ''), eq(permissionItems.enCode, BUTTON)));
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      // A database seeded before the button existed, then migrated by 0016.
      prepare: async (database) => {
        await database.db.delete(permissionItems).where(eq(permissionItems.enCode, BUTTON));
        await applyButtonMigration(database);
      },
    },
  );
});
afterAll(() => server.close());

describe('migration 0016: 用户管理 → 重置两步验证 on an upgraded database', () => {
  it('adds the button with its names; the administrator holds it, staff do not', async () => {
    expect((await buttons(server.database)).map((b) => [b.kind, b.fullName, b.nameEn, b.nameZhtw])).toEqual([
      ['button', '重置两步验证', 'Reset two-step verification', '重設兩步驗證'],
    ]);
    const [users] = await server.database.db.select().from(menus).where(eq(menus.enCode, 'system.user'));
    const held = async (token: string) => {
      const { permissionList } = (await server.api('GET', '/admin-api/current_user', token)).data;
      const page = permissionList.find((p: { modelId: string }) => p.modelId === users?.id);
      return (page?.button ?? []).some((b: { enCode: string }) => b.enCode === BUTTON);
    };
    expect(await held(await server.signIn('admin', 'Admin@2026'))).toBe(true);
    expect(await held(await server.signIn('staff', 'Staff@2026'))).toBe(false);
  });

  it('is idempotent: run again, it adds no second button', async () => {
    const before = await buttons(server.database);
    await applyButtonMigration(server.database);
    expect((await buttons(server.database)).map((b) => b.id)).toEqual(before.map((b) => b.id));
  });
});
