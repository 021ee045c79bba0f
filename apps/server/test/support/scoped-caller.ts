import { md5Hex } from '../../src/security/md5-hex.ts';
import type { TestServer } from './test-server.ts';

interface TreeNode {
  id: string;
  enCode: string;
  buttons: { id: string; enCode: string }[];
  columns: { id: string }[];
  forms: { id: string }[];
  children: TreeNode[];
}

export interface Grants {
  menus: string[];
  buttons: string[];
  columns: string[];
  forms: string[];
  dataScope: string;
  dataScopeOrgIds: string[];
}

const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

/** The permission tree as admin sees it, flat. */
export async function permissionPages(server: TestServer, admin: string): Promise<TreeNode[]> {
  return flatten((await server.api('GET', '/admin-api/system/role/permission_tree', admin)).data.list);
}

/**
 * Grants of some pages: every menu above them, their columns and forms, and the named buttons
 * (`{ 'system.user': ['btn_edit'] }`); `'*'` for every page with every button.
 */
export async function grantsOf(
  server: TestServer,
  admin: string,
  pages: Record<string, string[]> | '*',
  dataScope = 'all',
  dataScopeOrgIds: string[] = [],
): Promise<Grants> {
  const all = await permissionPages(server, admin);
  const chosen = pages === '*' ? all : all.filter((n) => n.enCode in pages || n.enCode === 'system');
  return {
    menus: chosen.map((n) => n.id),
    buttons: chosen.flatMap((n) =>
      n.buttons.filter((b) => pages === '*' || (pages[n.enCode] ?? []).includes(b.enCode)).map((b) => b.id),
    ),
    columns: chosen.flatMap((n) => n.columns.map((c) => c.id)),
    forms: chosen.flatMap((n) => n.forms.map((f) => f.id)),
    dataScope,
    dataScopeOrgIds,
  };
}

/** Creates a role with these grants (as admin) and answers its id. */
export async function createRole(server: TestServer, admin: string, enCode: string, grants: Grants) {
  const created = await server.api('POST', '/admin-api/system/role', admin, { fullName: enCode, enCode });
  if (created.code !== 200) throw new Error(`role ${enCode}: ${created.msg}`);
  const roles = (await server.api('GET', '/admin-api/common/role_all', admin)).data.list;
  const id = roles.find((r: { enCode: string }) => r.enCode === enCode).id as string;
  const synced = await server.api('POST', `/admin-api/system/role/sync_permission/${id}`, admin, grants);
  if (synced.code !== 200) throw new Error(`grants of ${enCode}: ${synced.msg}`);
  return id;
}

/** Creates a user (as admin) and answers its id; `password` in clear. */
export async function createUser(
  server: TestServer,
  admin: string,
  fields: { account: string; organizeId: string; roleIds?: string[]; managerId?: string; password?: string },
): Promise<string> {
  const { password, ...rest } = fields;
  const created = await server.api('POST', '/admin-api/system/user', admin, {
    realName: fields.account,
    ...rest,
    ...(password ? { password: md5Hex(password) } : {}),
  });
  if (created.code !== 200) throw new Error(`user ${fields.account}: ${created.msg}`);
  const page = await server.api('GET', `/admin-api/system/user?keyword=${fields.account}`, admin);
  return page.data.list.find((u: { account: string }) => u.account === fields.account).id as string;
}

/** Demo organisations by enCode (pmc, pmc.it, pmc.it.dev, pmc.care, ...). */
export async function organizeIds(server: TestServer, admin: string): Promise<Record<string, string>> {
  type Node = { id: string; enCode: string; children?: Node[] };
  const walk = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...walk(n.children ?? [])]);
  const list = walk((await server.api('GET', '/api/permission/Organize', admin)).data.list);
  return Object.fromEntries(list.map((o) => [o.enCode, o.id]));
}

/** Ids of the demo users by account. */
export async function userIds(server: TestServer, admin: string): Promise<Record<string, string>> {
  const list = (await server.api('GET', '/admin-api/system/user?pageSize=100', admin)).data.list;
  return Object.fromEntries(list.map((u: { account: string; id: string }) => [u.account, u.id]));
}
