import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { newId } from '../db/new-id.ts';
import { rolePermissions, roles, userPositions, userRoles, users } from '../db/schema/index.ts';
import { namePinyinColumns } from '../modules/user/name-pinyin.ts';
import { md5Hex } from '../security/md5-hex.ts';
import { hashPassword } from '../security/password-hash.ts';
import { seedReference } from './reference/seed-reference.ts';
import { seedDemoOrganization } from './seed-demo-organization.ts';
import { seedDutyRoles } from './seed-duty-roles.ts';
import { type SeededMenus, seedMenus } from './seed-menus.ts';

export interface SeededAccount {
  account: string;
  password: string;
  note: string;
}

/** Demo accounts of the embedded database (issue 2). */
export const demoAccounts = [
  { account: 'admin', password: 'Admin@2026', realName: '管理员', note: 'everything' },
  { account: 'staff', password: 'Staff@2026', realName: '张三', note: 'system pages, few buttons' },
  { account: 'newbie', password: '123456', realName: '李四', note: 'weak initial password' },
  // 三员分立: one account per built-in duty role.
  { account: 'sysadmin', password: 'Sysadmin@2026', realName: '王五', note: 'duty: system administration' },
  { account: 'secadmin', password: 'Secadmin@2026', realName: '赵六', note: 'duty: security administration' },
  { account: 'auditor', password: 'Auditor@2026', realName: '孙七', note: 'duty: audit (read-only logs)' },
] as const;

function randomPassword(): string {
  // Four character classes guaranteed, then random filler: passes the change-password rule.
  return `Aa1!${randomBytes(12).toString('base64url')}`;
}

// Pages of the system section that staff do not get: who may change the sign-in and session limits.
const ADMINISTRATOR_ONLY = 'system.securityPolicy';

async function staffGrants(db: Database, menusSeeded: SeededMenus, roleId: string) {
  const rows: (typeof rolePermissions.$inferInsert)[] = [];
  for (const [code, id] of menusSeeded.menuIds) {
    if (code === ADMINISTRATOR_ONLY) continue;
    if (code === 'system' || code.startsWith('system.')) rows.push({ roleId, kind: 'menu', itemId: id });
    // The log pages too: staff read their own sign-ins and operations, and the changes in their scope.
    if (
      ['permission', 'permission.signInLog', 'permission.operationLog', 'permission.recordHistory'].includes(
        code,
      )
    )
      rows.push({ roleId, kind: 'menu', itemId: id });
  }
  for (const [key, id] of menusSeeded.itemIds) {
    const [menuCode = '', kind = ''] = key.split('/');
    if (!menuCode.startsWith('system.') || menuCode === ADMINISTRATOR_ONLY) continue;
    const fewButtons = [
      'system.position/button/btn_add',
      'system.dictionary/button/btn_add',
      'system.user/button/btn_edit',
      // Personal values one at a time with a reason, never a whole unmasked export.
      'system.user/button/btn_viewPersonal',
    ];
    // Fewer columns and form fields than an administrator on the user page, so the difference shows:
    // staff see no e-mail or gender column and edit neither mobile nor national ID (a save of the form
    // keeps them, since fields left out are kept).
    const withheld = [
      'system.user/column/email',
      'system.user/column/gender',
      'system.user/form/mobile',
      'system.user/form/idCard',
    ];
    if (withheld.includes(key)) continue;
    if (kind !== 'button' || fewButtons.includes(key)) rows.push({ roleId, kind, itemId: id });
  }
  await db.insert(rolePermissions).values(rows);
}

/**
 * Seeds an empty database, always with the three duty roles of 三员分立. `demo` (the embedded database):
 * menus plus admin, staff, newbie and one account per duty. `production` (an empty PostgreSQL): menus plus one admin with a random password, flagged weak.
 * Answers the accounts it created with their clear passwords, to print once.
 */
export async function seedDatabase(db: Database, mode: 'demo' | 'production'): Promise<SeededAccount[]> {
  const menusSeeded = await seedMenus(db);
  const now = Date.now();
  await seedReference(db, now);
  const dutyRoleIds = await seedDutyRoles(db, menusSeeded, now);
  if (mode === 'production') {
    const password = randomPassword();
    await db.insert(users).values({
      id: newId(),
      account: 'admin',
      realName: '管理员',
      ...namePinyinColumns('管理员'),
      passwordHash: await hashPassword(md5Hex(password)),
      isAdministrator: true,
      isWeakPwd: true,
      creatorTime: now,
    });
    return [{ account: 'admin', password, note: 'change it at first sign-in' }];
  }
  const staffRoleId = newId();
  await db.insert(roles).values({
    id: staffRoleId,
    fullName: '普通员工',
    enCode: 'staff',
    type: 'user',
    dataScope: 'all',
    creatorTime: now,
    description: '系统页面，少量按钮',
  });
  await staffGrants(db, menusSeeded, staffRoleId);
  const demo = await seedDemoOrganization(db, now);
  const placement: Record<string, [string, string]> = {
    admin: ['pmc', 'director'],
    staff: ['pmc.it.dev', 'developer'],
    newbie: ['pmc.care', 'careWorker'],
    sysadmin: ['pmc.office', 'officeHead'],
    secadmin: ['pmc.office', 'officeHead'],
    auditor: ['pmc.office', 'officeHead'],
  };
  const roleOf: Record<string, string> = {
    staff: staffRoleId,
    newbie: staffRoleId,
    sysadmin: dutyRoleIds.system,
    secadmin: dutyRoleIds.security,
    auditor: dutyRoleIds.audit,
  };
  const hashes = await Promise.all(demoAccounts.map((a) => hashPassword(md5Hex(a.password))));
  const rows = demoAccounts.map((a, index) => ({
    id: newId(),
    account: a.account,
    realName: a.realName,
    ...namePinyinColumns(a.realName),
    passwordHash: hashes[index] as string,
    isAdministrator: a.account === 'admin',
    isWeakPwd: a.account === 'newbie',
    organizeId: demo.orgs.get(placement[a.account]?.[0] ?? '') ?? null,
    gender: index % 2 === 0 ? 1 : 2,
    creatorTime: now,
  }));
  await db.insert(users).values(rows);
  await db
    .insert(userRoles)
    .values(
      rows
        .filter((r) => !r.isAdministrator)
        .map((r) => ({ userId: r.id, roleId: roleOf[r.account] as string })),
    );
  await db.insert(userPositions).values(
    rows.map((r) => ({
      userId: r.id,
      positionId: demo.positions.get(placement[r.account]?.[1] ?? '') as string,
    })),
  );
  return demoAccounts.map(({ account, password, note }) => ({ account, password, note }));
}

/** True when no user exists yet: the database was just created (or emptied) and needs its seed. */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select exists(select 1 from users) as "exists"`);
  const rows = (result as unknown as { rows: { exists: boolean }[] }).rows;
  return !rows[0]?.exists;
}
