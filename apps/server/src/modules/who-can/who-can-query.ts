import type { WhoCanHolder, WhoCanKind } from '@pmc/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { likePattern } from '../../lists/paging.ts';
import { type DataScopeFilter, scopeCondition } from '../../permissions/data-scope.ts';
import type { ScopeAction } from '../../permissions/delegated-scope.ts';

/** The right asked about, already checked to exist. */
export interface WhoCanTarget {
  kind: WhoCanKind;
  moduleId?: string | undefined;
  code?: string | undefined;
}

/**
 * Roles that grant the target: a page by its menu grant; a button, column or form field by that grant
 * together with the item's (the server's own check, has-permission.ts, asks for both); a data scope by
 * the role's scope. Only enabled roles count.
 */
function grantingRoles(target: WhoCanTarget): SQL {
  const menuGrant = sql`exists (select 1 from role_permissions mp where mp.role_id = r.id
    and mp.kind = 'menu' and mp.item_id = ${target.moduleId ?? ''})`;
  let grants: SQL;
  if (target.kind === 'dataScope') grants = sql`r.data_scope = ${target.code ?? ''}`;
  else if (target.kind === 'menu') grants = menuGrant;
  else
    grants = sql`${menuGrant} and exists (select 1 from role_permissions ip
      join permission_items pi on pi.id = ip.item_id
      where ip.role_id = r.id and ip.kind = ${target.kind} and pi.kind = ${target.kind}
        and pi.menu_id = ${target.moduleId ?? ''} and pi.en_code = ${target.code ?? ''})`;
  return sql`select r.id, r.full_name, r.data_scope from roles r where r.enabled_mark = 1 and ${grants}`;
}

/** Administrators hold every page and item, and see everything ('all'); no other scope. */
const administratorsHold = (target: WhoCanTarget) => target.kind !== 'dataScope' || target.code === 'all';

const delegationRight: Record<ScopeAction, SQL> = {
  view: sql`(oa.can_view or oa.can_add or oa.can_edit or oa.can_remove)`,
  add: sql`oa.can_add`,
  edit: sql`oa.can_edit`,
  remove: sql`oa.can_remove`,
};

/**
 * The holders' filter: administrators, or a granting role; inside the caller's scope (the user list's
 * own condition); matching the keyword on account or name.
 */
function holderCondition(
  target: WhoCanTarget,
  scope: DataScopeFilter,
  keyword: string | undefined,
  form: 'set' | 'probe',
): SQL {
  const administrators = administratorsHold(target);
  // The count: one set of holder ids, built once and joined to users (a probe per user would be
  // 100,000 probes). The page: users in account order, each probed by the key of user_roles, so it
  // stops at the page's last row instead of building the whole set first.
  const holds =
    form === 'set'
      ? sql`${users.id} in (select ur.user_id from user_roles ur where ur.role_id in (select g.id from granting g)${
          administrators ? sql` union select a.id from users a where a.is_administrator` : sql``
        })`
      : sql`(${administrators ? sql`${users.isAdministrator} or ` : sql``}exists (select 1 from user_roles ur
          where ur.user_id = ${users.id} and ur.role_id in (select g.id from granting g)))`;
  const parts = [holds];
  const inScope = scopeCondition(scope, users.organizeId, [users.creatorUserId, users.id]);
  if (inScope) parts.push(inScope);
  if (keyword) {
    const pattern = likePattern(keyword);
    parts.push(sql`(${users.account} ilike ${pattern} or ${users.realName} ilike ${pattern})`);
  }
  return sql.join(parts, sql` and `);
}

export interface WhoCanPage {
  rows: WhoCanHolder[];
  total: number;
}

interface HolderRow {
  id: string;
  account: string;
  real_name: string;
  organize_name: string | null;
  enabled_mark: number;
  is_administrator: boolean;
  roles: WhoCanHolder['roles'] | string;
  delegated: WhoCanHolder['delegatedOrganizes'] | string;
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export interface WhoCanOptions {
  keyword?: string | undefined;
  limit: number;
  offset: number;
  action: ScopeAction;
}

/** The page's statement and the count's (the bench explains them). */
export function whoCanStatements(
  target: WhoCanTarget,
  scope: DataScopeFilter,
  options: WhoCanOptions,
): { page: SQL; count: SQL } {
  // Materialised: the few granting roles are found once per statement, not once per user.
  const granting = sql`with granting as materialized (${grantingRoles(target)})`;
  const where = holderCondition(target, scope, options.keyword, 'probe');
  const page = sql`${granting}
    select u.id, u.account, u.real_name, o.full_name as organize_name, u.enabled_mark, u.is_administrator,
      coalesce((select json_agg(json_build_object('id', g.id, 'fullName', g.full_name, 'dataScope', g.data_scope)
          order by g.full_name, g.id)
        from user_roles ur join granting g on g.id = ur.role_id where ur.user_id = u.id), '[]') as roles,
      coalesce((select json_agg(json_build_object('id', d.id, 'fullName', d.full_name) order by d.full_name, d.id)
        from organize_admins oa join organizes d on d.id = oa.organize_id
        where oa.user_id = u.id and ${delegationRight[options.action]}), '[]') as delegated
    from (select ${users.id} as id from ${users} where ${where}
          order by ${users.account} limit ${options.limit} offset ${options.offset}) hit
    join users u on u.id = hit.id
    left join organizes o on o.id = u.organize_id
    order by u.account`;
  const counted = holderCondition(target, scope, options.keyword, 'set');
  return { page, count: sql`${granting} select count(*)::int as n from ${users} where ${counted}` };
}

/**
 * The people who hold a right and the path that gives it (roles with their data scope, and the
 * organisations delegated to them for the right's action), in one set-based statement per answer: roles
 * → user_roles → users with the scope filter, the path built only for the rows of the page. A second
 * statement counts.
 */
export async function whoCanPage(
  db: Database,
  target: WhoCanTarget,
  scope: DataScopeFilter,
  options: WhoCanOptions,
): Promise<WhoCanPage> {
  const statements = whoCanStatements(target, scope, options);
  const result = await db.execute(statements.page);
  const counted = await db.execute(statements.count);
  const rows = (result as unknown as { rows: HolderRow[] }).rows;
  const [count] = (counted as unknown as { rows: { n: number }[] }).rows;
  return {
    rows: rows.map((r) => ({
      id: r.id,
      account: r.account,
      realName: r.real_name,
      organizeName: r.organize_name,
      enabledMark: r.enabled_mark === 1 ? 1 : 0,
      administrator: r.is_administrator,
      roles: parsed(r.roles),
      delegatedOrganizes: parsed(r.delegated),
    })),
    total: Number(count?.n ?? 0),
  };
}
