import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type OpenedDatabase } from '../src/db/open-database.ts';
import { menus, permissionItems, rolePermissions } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const BUTTON = 'btn_shareView';
const LIST_PAGES = [
  'permission.operationLog',
  'permission.recordHistory',
  'permission.signInLog',
  'system.area',
  'system.billRule',
  'system.department',
  'system.dictionary',
  'system.onlineUser',
  'system.organize',
  'system.position',
  'system.role',
  'system.user',
  'systemData.printDev',
];

async function shareButtons(database: OpenedDatabase) {
  return database.db
    .select({
      id: permissionItems.id,
      page: menus.enCode,
      names: sql<string>`${permissionItems.fullName} || '/' || ${permissionItems.nameEn} || '/' || ${permissionItems.nameZhtw}`,
    })
    .from(permissionItems)
    .innerJoin(menus, eq(menus.id, permissionItems.menuId))
    .where(and(eq(permissionItems.kind, 'button'), eq(permissionItems.enCode, BUTTON)))
    .orderBy(menus.enCode);
}

/**
 * Takes the seeded database back to what 0024 left (no view tables, no 分享视图), then runs 0025's statements
 * as the migrator runs them. The migrator itself cannot be replayed here: it applies only migrations newer
 * than the newest one recorded, and later ones (0026, 0027) are recorded already.
 */
async function backTo0024ThenMigrate(database: OpenedDatabase): Promise<void> {
  const db = database.db;
  const ids = (await shareButtons(database)).map((b) => b.id);
  await db.delete(rolePermissions).where(inArray(rolePermissions.itemId, ids));
  await db.delete(permissionItems).where(inArray(permissionItems.id, ids));
  await db.execute(sql`DROP TABLE "saved_view_defaults"`);
  await db.execute(sql`DROP TABLE "saved_views"`);
  const text = fs.readFileSync(path.join(migrationsFolder(), '0025_saved_views.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { prepare: backTo0024ThenMigrate });
});
afterAll(() => server.close());

describe('migration 0025: saved views on a database built at 0024', () => {
  it('adds 分享视图 to every kit list page, held by the administrator, granted to no role', async () => {
    const buttons = await shareButtons(server.database);
    expect(buttons.map((b) => b.page)).toEqual(LIST_PAGES);
    expect(new Set(buttons.map((b) => b.names))).toEqual(new Set(['分享视图/Share views/分享視圖']));
    const granted = await server.database.db
      .select()
      .from(rolePermissions)
      .where(
        inArray(
          rolePermissions.itemId,
          buttons.map((b) => b.id),
        ),
      );
    expect(granted).toEqual([]);

    const [users] = await server.database.db.select().from(menus).where(eq(menus.enCode, 'system.user'));
    const held = async (token: string) => {
      const { permissionList } = (await server.api('GET', '/admin-api/current_user', token)).data;
      const page = permissionList.find((p: { modelId: string }) => p.modelId === users?.id);
      return (page?.button ?? []).some((b: { enCode: string }) => b.enCode === BUTTON);
    };
    expect(await held(await server.signIn('admin', 'Admin@2026'))).toBe(true);
    expect(await held(await server.signIn('staff', 'Staff@2026'))).toBe(false);
  });

  it('creates the tables the module uses: a view, its default, and the cascade on delete', async () => {
    const admin = await server.signIn('admin', 'Admin@2026');
    const state = {
      filters: {},
      pageSize: 20,
      columns: { order: [], widths: {}, pins: {}, hidden: [] },
      density: 'default',
    };
    const saved = await server.api('POST', '/admin-api/system/views', admin, {
      pageId: 'system.user',
      name: '升级后',
      state,
      shared: true,
    });
    expect(saved.code, saved.msg).toBe(200);
    const set = await server.api('PUT', '/admin-api/system/views/default', admin, {
      pageId: 'system.user',
      viewId: saved.data.id,
    });
    expect(set.data).toEqual({ viewId: saved.data.id });
    expect((await server.api('DELETE', `/admin-api/system/views/${saved.data.id}`, admin)).code).toBe(200);
    const left = await server.database.db.execute(sql`SELECT count(*)::int AS n FROM "saved_view_defaults"`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('is idempotent in its button statement: run again, it adds no second button', async () => {
    const before = await shareButtons(server.database);
    const text = fs.readFileSync(path.join(migrationsFolder(), '0025_saved_views.sql'), 'utf8');
    for (const statement of text.split('--> statement-breakpoint'))
      if (statement.includes('INSERT INTO "permission_items"'))
        await server.database.db.execute(sql.raw(statement));
    expect((await shareButtons(server.database)).map((b) => b.id)).toEqual(before.map((b) => b.id));
  });
});
