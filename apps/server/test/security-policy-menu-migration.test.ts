import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type OpenedDatabase } from '../src/db/open-database.ts';
import { menus, permissionItems, rolePermissions, securityPolicies } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const PAGE = 'system.securityPolicy';
const MIGRATION = '0015_security_policy_menu';

/** Runs 0015 as the migrator does (its statements in order), on a database that has run every other. */
async function applyMigration(database: OpenedDatabase): Promise<void> {
  const text = fs.readFileSync(path.join(migrationsFolder(), `${MIGRATION}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

async function pageState(database: OpenedDatabase) {
  const page = await database.db.select().from(menus).where(eq(menus.enCode, PAGE));
  const menuId = page[0]?.id ?? '';
  const buttons = await database.db.select().from(permissionItems).where(eq(permissionItems.menuId, menuId));
  const grants = await database.db
    .select()
    .from(rolePermissions)
    .where(and(eq(rolePermissions.kind, 'menu'), eq(rolePermissions.itemId, menuId)));
  return { page, buttons, grants };
}

const routesOf = async (server: TestServer, token: string): Promise<string[]> => {
  const current = await server.api('GET', '/admin-api/current_user', token);
  const routes: string[] = [];
  const walk = (entries: { route: string; children?: unknown[] }[]) => {
    for (const entry of entries) {
      routes.push(entry.route);
      walk((entry.children ?? []) as typeof entries);
    }
  };
  walk(current.data.menuList);
  return routes;
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      // A database seeded before the page and the policy existed: no page, no policy row, 0015 not yet run.
      prepare: async (database) => {
        const [page] = await database.db.select().from(menus).where(eq(menus.enCode, PAGE));
        if (!page) throw new Error('the seed has no security policy page');
        const items = await database.db
          .select({ id: permissionItems.id })
          .from(permissionItems)
          .where(eq(permissionItems.menuId, page.id));
        await database.db
          .delete(rolePermissions)
          .where(inArray(rolePermissions.itemId, [page.id, ...items.map((i) => i.id)]));
        await database.db.delete(permissionItems).where(eq(permissionItems.menuId, page.id));
        await database.db.delete(menus).where(eq(menus.id, page.id));
        await database.db.delete(securityPolicies);
        await applyMigration(database);
      },
    },
  );
});
afterAll(() => server.close());

describe('migration 0015: the security policy page on an upgraded database', () => {
  it('adds the page under 系统管理 with its save button and names, granted to no role', async () => {
    const { page, buttons, grants } = await pageState(server.database);
    const [parent] = await server.database.db.select().from(menus).where(eq(menus.enCode, 'system'));
    expect(page).toHaveLength(1);
    expect(page[0]).toMatchObject({
      parentId: parent?.id,
      route: 'system/securityPolicy',
      component: 'system/securityPolicy/index',
      fullName: '安全策略',
      nameEn: 'Security policy',
      nameZhtw: '安全策略',
      category: 2,
      enabledMark: 1,
    });
    expect(buttons.map((b) => [b.enCode, b.kind, b.fullName, b.nameEn, b.nameZhtw])).toEqual([
      ['btn_edit', 'button', '保存', 'Save', '儲存'],
    ]);
    expect(grants).toHaveLength(0);
  });

  it('gives the administrator the page and the policy from the configuration; staff neither', async () => {
    const admin = await server.signIn('admin', 'Admin@2026');
    expect(await routesOf(server, admin)).toContain('system/securityPolicy');
    expect((await server.api('GET', '/api/system/SecurityPolicy', admin)).data).toMatchObject({
      maxFailedSignIns: 5,
      lockMinutes: 15,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
    });
    const staff = await server.signIn('staff', 'Staff@2026');
    expect(await routesOf(server, staff)).not.toContain('system/securityPolicy');
    expect((await server.api('GET', '/api/system/SecurityPolicy', staff)).code).toBe(403);
  });

  it('is idempotent: run again, it adds no second page or button', async () => {
    const before = await pageState(server.database);
    await applyMigration(server.database);
    const after = await pageState(server.database);
    expect(after.page.map((p) => p.id)).toEqual(before.page.map((p) => p.id));
    expect(after.buttons.map((b) => b.id)).toEqual(before.buttons.map((b) => b.id));
  });
});
