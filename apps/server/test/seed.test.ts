import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, permissionItems, users } from '../src/db/schema/index.ts';
import { md5Hex } from '../src/security/md5-hex.ts';
import { passwordHashCost, verifyPassword } from '../src/security/password-hash.ts';
import { isEmptyDatabase, seedDatabase } from '../src/seed/seed-database.ts';
import { openTestDatabase } from './support/test-database.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('first start on an empty PostgreSQL', () => {
  it('creates only admin, with a random password flagged weak, and the menu tree', async () => {
    expect(await isEmptyDatabase(database.db)).toBe(true);
    const accounts = await seedDatabase(database.db, 'production');
    expect(accounts.map((a) => a.account)).toEqual(['admin']);
    const password = accounts[0]?.password ?? '';
    expect(password).not.toBe('Admin@2026');
    expect(password.length).toBeGreaterThanOrEqual(16);
    const rows = await database.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ account: 'admin', isWeakPwd: true, isAdministrator: true });
    // At the configured cost (2^17 unless PASSWORD_HASH_COST says otherwise, as in the suites).
    expect(rows[0]?.passwordHash).toMatch(new RegExp(`^scrypt\\$${2 ** passwordHashCost()}\\$8\\$1\\$`));
    expect(await verifyPassword(md5Hex(password), rows[0]?.passwordHash ?? '')).toBe(true);
    expect(await isEmptyDatabase(database.db)).toBe(false);

    const menuRows = await database.db.select().from(menus);
    const codes = menuRows.map((m) => m.enCode);
    for (const code of [
      'system.organize',
      'system.user',
      'system.billRule',
      'workflow.flowTodo',
      'weChat',
      'extend',
    ]) {
      expect(codes).toContain(code);
    }
    expect(menuRows.every((m) => m.nameEn && m.nameZhtw)).toBe(true);
    const items = await database.db.select().from(permissionItems);
    const userMenu = menuRows.find((m) => m.enCode === 'system.user');
    const userButtons = items
      .filter((i) => i.menuId === userMenu?.id && i.kind === 'button')
      .map((i) => i.enCode);
    expect(userButtons).toEqual(expect.arrayContaining(['btn_add', 'btn_edit', 'btn_remove']));
  });
});
