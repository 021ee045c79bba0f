import { callApi } from './support.ts';

/** What a role is granted, as `GET /admin-api/system/role/permission/{id}` answers it. */
export interface RoleGrants {
  menus: string[];
  buttons: string[];
  columns: string[];
  forms: string[];
  dataScope: string;
  dataScopeOrgIds: string[];
}

/**
 * The seeded 普通员工 role that staff holds: its id, its grants (to restore after a journey changes
 * them) and how many users hold it.
 */
export async function staffRole(
  token: string,
): Promise<{ id: string; grants: RoleGrants; userCount: number }> {
  const roles = await callApi<{ list: { id: string; enCode: string }[] }>(
    token,
    'GET',
    '/admin-api/common/role_all',
  );
  const id = roles.list.find((r) => r.enCode === 'staff')?.id as string;
  const grants = await callApi<RoleGrants>(token, 'GET', `/admin-api/system/role/permission/${id}`);
  const info = await callApi<{ userCount: number }>(token, 'GET', `/admin-api/system/role/${id}`);
  return { id, grants, userCount: info.userCount };
}

/** Stores `grants` for the role (the journeys' clean-up after changing staff's role). */
export async function syncRole(token: string, id: string, grants: RoleGrants): Promise<void> {
  await callApi(token, 'POST', `/admin-api/system/role/sync_permission/${id}`, grants);
}
