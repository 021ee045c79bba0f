import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type OpenedDatabase } from '../src/db/open-database.ts';
import { menus, permissionItems, rolePermissions, roles, userRoles } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const DUTY_ROLES = ['dutySystem', 'dutySecurity', 'dutyAudit'];
const itemMenu = alias(menus, 'item_menu');

/** Runs 0021's role statements as the migrator does, on a database that has the switch's column already. */
async function applyRoleMigration(database: OpenedDatabase): Promise<void> {
  const text = fs.readFileSync(path.join(migrationsFolder(), '0021_separation_of_duties.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    if (!statement.includes('ALTER TABLE')) await database.db.execute(sql.raw(statement));
}

/** Each duty role's grants, named by page code and item key (ids differ between seed and migration). */
async function dutyGrants(database: OpenedDatabase): Promise<Record<string, string[]>> {
  const rows = await database.db
    .select({
      role: roles.enCode,
      kind: rolePermissions.kind,
      menu: menus.enCode,
      item: sql<
        string | null
      >`${itemMenu.enCode} || '/' || ${permissionItems.kind} || '/' || ${permissionItems.enCode}`,
    })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .leftJoin(menus, eq(menus.id, rolePermissions.itemId))
    .leftJoin(permissionItems, eq(permissionItems.id, rolePermissions.itemId))
    .leftJoin(itemMenu, eq(itemMenu.id, permissionItems.menuId))
    .where(inArray(roles.enCode, DUTY_ROLES));
  const out: Record<string, string[]> = {};
  for (const r of rows) {
    const list = out[r.role] ?? [];
    list.push(r.kind === 'menu' ? `menu ${r.menu}` : `${r.item}`);
    out[r.role] = list;
  }
  for (const list of Object.values(out)) list.sort();
  return out;
}

let seeded: Record<string, string[]>;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      // A database seeded before the duty roles existed, then migrated by 0021.
      prepare: async (database) => {
        seeded = await dutyGrants(database);
        const ids = await database.db
          .select({ id: roles.id })
          .from(roles)
          .where(inArray(roles.enCode, DUTY_ROLES));
        await database.db.delete(userRoles).where(
          inArray(
            userRoles.roleId,
            ids.map((r) => r.id),
          ),
        );
        await database.db.delete(roles).where(inArray(roles.enCode, DUTY_ROLES));
        // Nor had it the buttons later migrations add (0025's 分享视图, nobody's duty): 0021 grants a
        // page's items wholesale, as they were then.
        await database.db.delete(permissionItems).where(eq(permissionItems.enCode, 'btn_shareView'));
        await applyRoleMigration(database);
      },
    },
  );
});
afterAll(() => server.close());

describe('migration 0021: the duty roles of 三员分立 on an upgraded database', () => {
  it('adds the three roles with the grants the seed gives them, members to none', async () => {
    const migrated = await dutyGrants(server.database);
    expect(Object.keys(migrated).sort()).toEqual([...DUTY_ROLES].sort());
    expect(migrated).toEqual(seeded);
    expect(migrated.dutyAudit).toContain('menu permission.operationLog');
    expect(migrated.dutyAudit).not.toContain('permission.recordHistory/button/btn_restore');
    const members = await server.database.db
      .select()
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(roles.enCode, DUTY_ROLES));
    expect(members).toEqual([]);
  });

  it('leaves the switch off, and is idempotent', async () => {
    const admin = await server.signIn('admin', 'Admin@2026');
    expect((await server.api('GET', '/api/system/SecurityPolicy', admin)).data.separationOfDuties).toBe(
      false,
    );
    const before = await dutyGrants(server.database);
    await applyRoleMigration(server.database);
    expect(await dutyGrants(server.database)).toEqual(before);
    const count = await server.database.db.select().from(roles).where(inArray(roles.enCode, DUTY_ROLES));
    expect(count).toHaveLength(3);
  });
});
