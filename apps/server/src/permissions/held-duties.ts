import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import {
  menus,
  organizeAdmins,
  permissionItems,
  rolePermissions,
  roles,
  userRoles,
  users,
} from '../db/schema/index.ts';
import { type Duty, duties, itemDuty, menuDuty } from './duties.ts';

/** An account and the administrative duties its enabled roles and delegations give it. */
export interface AccountDuties {
  userId: string;
  account: string;
  realName: string;
  duties: Duty[];
}

const itemMenu = alias(menus, 'item_menu');

type GrantRow = { ownerId: string; menuCode: string | null; kind: string; itemCode: string | null };

function dutiesOf(rows: GrantRow[]): Map<string, Set<Duty>> {
  const held = new Map<string, Set<Duty>>();
  for (const row of rows) {
    if (!row.menuCode) continue;
    const duty =
      row.kind === 'menu' ? menuDuty(row.menuCode) : itemDuty(row.menuCode, row.kind, row.itemCode ?? '');
    if (duty === 'common') continue;
    const set = held.get(row.ownerId) ?? new Set<Duty>();
    set.add(duty);
    held.set(row.ownerId, set);
  }
  return held;
}

/** Grants of some roles (enabled or not), with the page code each names. */
async function roleGrantRows(
  db: Database,
  roleIds: string[] | 'enabled',
  userIds?: string[],
): Promise<GrantRow[]> {
  const ownerId = userIds || roleIds === 'enabled' ? userRoles.userId : rolePermissions.roleId;
  const base = db
    .select({
      ownerId: sql<string>`${ownerId}`,
      kind: rolePermissions.kind,
      menuCode: sql<string | null>`coalesce(${menus.enCode}, ${itemMenu.enCode})`,
      itemCode: permissionItems.enCode,
    })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .leftJoin(menus, and(eq(rolePermissions.kind, 'menu'), eq(menus.id, rolePermissions.itemId)))
    .leftJoin(
      permissionItems,
      and(sql`${rolePermissions.kind} <> 'menu'`, eq(permissionItems.id, rolePermissions.itemId)),
    )
    .leftJoin(itemMenu, eq(itemMenu.id, permissionItems.menuId));
  if (roleIds !== 'enabled') return base.where(inArray(rolePermissions.roleId, roleIds));
  const withUsers = base
    .innerJoin(userRoles, eq(userRoles.roleId, roles.id))
    .innerJoin(users, and(eq(users.id, userRoles.userId), eq(users.isAdministrator, false)));
  return withUsers.where(
    and(eq(roles.enabledMark, 1), userIds ? inArray(userRoles.userId, userIds) : undefined),
  );
}

/**
 * The duties of accounts (all non-administrators, or those named): what their enabled roles grant, and
 * system administration for anyone delegated an organisation (分级管理 manages its people and places).
 * Administrators are left out: they are the break-glass account, never combined by a grant.
 */
export async function heldDuties(db: Database, userIds?: string[]): Promise<Map<string, Set<Duty>>> {
  if (userIds && userIds.length === 0) return new Map();
  const held = dutiesOf(await roleGrantRows(db, 'enabled', userIds));
  const delegates = await db
    .selectDistinct({ userId: organizeAdmins.userId })
    .from(organizeAdmins)
    .innerJoin(users, and(eq(users.id, organizeAdmins.userId), eq(users.isAdministrator, false)))
    .where(userIds ? inArray(organizeAdmins.userId, userIds) : undefined);
  for (const { userId } of delegates) held.set(userId, new Set([...(held.get(userId) ?? []), 'system']));
  return held;
}

/** The duties each role grants by itself, enabled or not. */
export async function roleDuties(db: Database, roleIds: string[]): Promise<Map<string, Set<Duty>>> {
  return roleIds.length === 0 ? new Map() : dutiesOf(await roleGrantRows(db, roleIds));
}

/** Accounts (not administrators) holding more than one duty, by account, with the duties in order. */
export async function accountsWithSeveralDuties(db: Database, userIds?: string[]): Promise<AccountDuties[]> {
  const held = await heldDuties(db, userIds);
  const several = [...held].filter(([, set]) => set.size > 1);
  if (several.length === 0) return [];
  const rows = await db
    .select({ id: users.id, account: users.account, realName: users.realName })
    .from(users)
    .where(
      inArray(
        users.id,
        several.map(([id]) => id),
      ),
    );
  return rows
    .map((r) => ({
      userId: r.id,
      account: r.account,
      realName: r.realName,
      duties: duties.filter((d) => held.get(r.id)?.has(d)),
    }))
    .sort((a, b) => a.account.localeCompare(b.account));
}
