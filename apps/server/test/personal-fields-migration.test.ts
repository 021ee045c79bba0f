import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type OpenedDatabase } from '../src/db/open-database.ts';
import { menus, permissionItems, rolePermissions } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const BUTTONS = ['btn_viewPersonal', 'btn_exportPersonal'];

/** Runs 0023's button statements as the migrator does, on a database that has every column already. */
async function applyButtonMigration(database: OpenedDatabase): Promise<void> {
  const text = fs.readFileSync(path.join(migrationsFolder(), '0023_personal_fields.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.includes('INSERT INTO "permission_items"')) await database.db.execute(sql.raw(statement));
  }
}

async function buttons(database: OpenedDatabase) {
  const [page] = await database.db.select().from(menus).where(eq(menus.enCode, 'system.user'));
  return database.db
    .select()
    .from(permissionItems)
    .where(and(eq(permissionItems.menuId, page?.id ?? ''), inArray(permissionItems.enCode, BUTTONS)))
    .orderBy(permissionItems.sortCode);
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      // A database seeded before the buttons existed, then migrated by 0023.
      prepare: async (database) => {
        const ids = (await buttons(database)).map((b) => b.id);
        await database.db.delete(rolePermissions).where(inArray(rolePermissions.itemId, ids));
        await database.db.delete(permissionItems).where(inArray(permissionItems.id, ids));
        await applyButtonMigration(database);
      },
    },
  );
});
afterAll(() => server.close());

describe('migration 0023: 用户管理 → 查看个人信息, 导出个人信息 on an upgraded database', () => {
  it('adds both buttons with their names; the administrator holds them, no role is granted them', async () => {
    expect((await buttons(server.database)).map((b) => [b.enCode, b.fullName, b.nameEn, b.nameZhtw])).toEqual(
      [
        ['btn_viewPersonal', '查看个人信息', 'View personal information', '查看個人資訊'],
        ['btn_exportPersonal', '导出个人信息', 'Export personal information', '匯出個人資訊'],
      ],
    );
    const [users] = await server.database.db.select().from(menus).where(eq(menus.enCode, 'system.user'));
    const held = async (token: string) => {
      const { permissionList } = (await server.api('GET', '/admin-api/current_user', token)).data;
      const page = permissionList.find((p: { modelId: string }) => p.modelId === users?.id);
      return BUTTONS.filter((code) =>
        (page?.button ?? []).some((b: { enCode: string }) => b.enCode === code),
      );
    };
    expect(await held(await server.signIn('admin', 'Admin@2026'))).toEqual(BUTTONS);
    expect(await held(await server.signIn('staff', 'Staff@2026'))).toEqual([]);
  });

  it('is idempotent: run again, it adds no second button', async () => {
    const before = await buttons(server.database);
    await applyButtonMigration(server.database);
    expect((await buttons(server.database)).map((b) => b.id)).toEqual(before.map((b) => b.id));
  });
});
