import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type OpenedDatabase } from '../src/db/open-database.ts';
import { menus, permissionItems, rolePermissions, roles } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const PAGE = 'permission.recordHistory';
const MIGRATION = '0012_record_history_menu';

/**
 * Runs 0012 as the migrator does (its statements in order). Not through the migrator itself: that
 * applies only what comes after the last applied migration, and later ones cannot run twice.
 */
async function applyMigration(database: OpenedDatabase): Promise<void> {
  const text = fs.readFileSync(path.join(migrationsFolder(), `${MIGRATION}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

/** The page, its buttons and who holds it, as the database has them. */
async function pageState(database: OpenedDatabase) {
  const page = await database.db.select().from(menus).where(eq(menus.enCode, PAGE));
  const menuId = page[0]?.id ?? '';
  const buttons = await database.db.select().from(permissionItems).where(eq(permissionItems.menuId, menuId));
  const holders = await database.db
    .select({ enCode: roles.enCode })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .where(and(eq(rolePermissions.kind, 'menu'), eq(rolePermissions.itemId, menuId)));
  return { page, buttons, holders: holders.map((h) => h.enCode) };
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      // A database seeded before the page existed: the same seed without 变更历史, and 0012 not yet run.
      prepare: async (database) => {
        const [page] = await database.db.select().from(menus).where(eq(menus.enCode, PAGE));
        if (!page) throw new Error('the seed has no record history page');
        const items = await database.db
          .select({ id: permissionItems.id })
          .from(permissionItems)
          .where(eq(permissionItems.menuId, page.id));
        const ids = [page.id, ...items.map((i) => i.id)];
        await database.db.delete(rolePermissions).where(inArray(rolePermissions.itemId, ids));
        await database.db.delete(permissionItems).where(eq(permissionItems.menuId, page.id));
        await database.db.delete(menus).where(eq(menus.id, page.id));
        expect((await pageState(database)).page).toHaveLength(0);
        await applyMigration(database);
      },
    },
  );
});
afterAll(() => server.close());

describe('migration 0012: the record history page on an upgraded database', () => {
  it('adds the page under 权限管理 with its buttons and names, granted to the roles that read 操作日志', async () => {
    const { page, buttons, holders } = await pageState(server.database);
    expect(page).toHaveLength(1);
    const [parent] = await server.database.db.select().from(menus).where(eq(menus.enCode, 'permission'));
    expect(page[0]).toMatchObject({
      parentId: parent?.id,
      route: 'permission/recordHistory',
      component: 'permission/recordHistory/index',
      fullName: '变更历史',
      nameEn: 'Change history',
      nameZhtw: '變更歷史',
      category: 2,
      enabledMark: 1,
    });
    expect(page[0]?.id).toMatch(/^\d{18,19}$/);
    expect(buttons.map((b) => [b.enCode, b.kind, b.fullName, b.nameEn, b.nameZhtw]).sort()).toEqual([
      ['btn_export', 'button', '导出', 'Export', '匯出'],
      ['btn_restore', 'button', '恢复', 'Restore', '恢復'],
    ]);
    // The seeded staff and audit-duty roles read 操作日志, so they keep history search; nobody got the buttons.
    expect(holders).toEqual(['dutyAudit', 'staff']);
    const buttonGrants = await server.database.db
      .select()
      .from(rolePermissions)
      .where(
        inArray(
          rolePermissions.itemId,
          buttons.map((b) => b.id),
        ),
      );
    expect(buttonGrants).toHaveLength(0);
  });

  it('lets admin and staff search the history through the page after the upgrade', async () => {
    for (const [account, password] of [
      ['admin', 'Admin@2026'],
      ['staff', 'Staff@2026'],
    ] as const) {
      const token = await server.signIn(account, password);
      const current = await server.api('GET', '/admin-api/current_user', token);
      const routes: string[] = [];
      const walk = (entries: { route: string; children?: unknown[] }[]) => {
        for (const entry of entries) {
          routes.push(entry.route);
          walk((entry.children ?? []) as typeof entries);
        }
      };
      walk(current.data.menuList);
      expect(routes, account).toContain('permission/recordHistory');
      const answer = await server.api('GET', '/admin-api/system/history', token);
      expect(answer.code, account).toBe(200);
      expect(Array.isArray(answer.data.list)).toBe(true);
    }
  });

  it('is idempotent: run again, it adds no second page, button or grant', async () => {
    const before = await pageState(server.database);
    await applyMigration(server.database);
    const after = await pageState(server.database);
    expect(after.page).toHaveLength(1);
    expect(after.page[0]?.id).toBe(before.page[0]?.id);
    expect(after.buttons.map((b) => b.id).sort()).toEqual(before.buttons.map((b) => b.id).sort());
    expect(after.holders).toEqual(before.holders);
  });
});
