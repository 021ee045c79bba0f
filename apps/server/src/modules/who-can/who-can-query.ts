import type { WhoCanHolder, WhoCanKind } from '@pmc/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { anyOf } from '../../db/text-array.ts';
import { likePattern, TOTAL_CAP } from '../../lists/paging.ts';
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
 * The holders, one of two ways. `ids`: read first (few holders), their ids as a text[] literal, so the
 * page looks each up by key and sorts them. `probe`: users in account order, each probed by the key of
 * user_roles, so a right held by many stops where the walk may stop. The probe is a scalar subquery:
 * PostgreSQL would run an EXISTS as one hashed set of every holder (100,000 entries) before the first row.
 */
type HolderForm = { ids: readonly string[] } | 'probe';

/**
 * The holders' filter: administrators, or a granting role; inside the caller's scope (the user list's
 * own condition); matching the keyword on account or name.
 */
function holderCondition(
  target: WhoCanTarget,
  scope: DataScopeFilter,
  keyword: string | undefined,
  form: HolderForm,
): SQL {
  const probe = sql`(select true from user_roles ur
    where ur.user_id = ${users.id} and ur.role_id in (select g.id from granting g) limit 1)`;
  const holds =
    typeof form === 'object'
      ? anyOf(users.id, form.ids)
      : administratorsHold(target)
        ? sql`(${users.isAdministrator} or ${probe})`
        : probe;
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

/**
 * Up to this many role memberships grant the right, the holders are read first: walking 100,000 users in
 * account order to find the two who hold 删除 is the slow way round. As many as a count goes (TOTAL_CAP):
 * past it, holders are many enough to be met soon on a walk.
 */
export const FEW_HOLDERS = TOTAL_CAP;

/** Materialised: the few granting roles are found once per statement, not once per user. */
const grantingCte = (target: WhoCanTarget) => sql`with granting as materialized (${grantingRoles(target)})`;

/**
 * The holders' ids when the granting roles have at most `few` members in all (administrators besides,
 * through their partial index); undefined when they have more.
 */
export async function fewHolderIds(
  db: Database,
  target: WhoCanTarget,
  few = FEW_HOLDERS,
): Promise<string[] | undefined> {
  const members = (await db.execute(sql`${grantingCte(target)}
    select ur.user_id as id from user_roles ur where ur.role_id in (select g.id from granting g)
    limit ${few + 1}`)) as unknown as { rows: { id: string }[] };
  if (members.rows.length > few) return undefined;
  const ids = new Set(members.rows.map((r) => r.id));
  if (administratorsHold(target)) {
    const administrators = (await db.execute(
      sql`select id from users where is_administrator`,
    )) as unknown as { rows: { id: string }[] };
    for (const r of administrators.rows) ids.add(r.id);
  }
  return [...ids];
}

/**
 * The answer's one statement (the bench explains it): the holders met in account order, as far as the
 * page's end or one past TOTAL_CAP, whichever is further, counted and paged from that same set. A walk
 * to page 500 is then also the count's, and page 1 of a right held by 100,000 stops at 10,001.
 * `holderIds`: the holders already read (fewHolderIds); otherwise every user in account order is probed.
 */
export function whoCanStatement(
  target: WhoCanTarget,
  scope: DataScopeFilter,
  options: WhoCanOptions,
  holderIds?: readonly string[],
): SQL {
  const form = holderIds ? { ids: holderIds } : 'probe';
  const where = holderCondition(target, scope, options.keyword, form);
  const reach = Math.max(options.offset + options.limit, TOTAL_CAP + 1);
  return sql`${grantingCte(target)},
    hits as materialized (select ${users.id} as id, ${users.account} as account from ${users} where ${where}
      order by ${users.account} limit ${reach})
    select c.n, p.* from (select count(*)::int as n from hits) c
    left join lateral (
      select u.id, u.account, u.real_name, o.full_name as organize_name, u.enabled_mark, u.is_administrator,
        coalesce((select json_agg(json_build_object('id', g.id, 'fullName', g.full_name, 'dataScope', g.data_scope)
            order by g.full_name, g.id)
          from user_roles ur join granting g on g.id = ur.role_id where ur.user_id = u.id), '[]') as roles,
        coalesce((select json_agg(json_build_object('id', d.id, 'fullName', d.full_name) order by d.full_name, d.id)
          from organize_admins oa join organizes d on d.id = oa.organize_id
          where oa.user_id = u.id and ${delegationRight[options.action]}), '[]') as delegated
      from (select h.id from hits h order by h.account limit ${options.limit} offset ${options.offset}) hit
      join users u on u.id = hit.id
      left join organizes o on o.id = u.organize_id
    ) p on true
    order by p.account`;
}

/**
 * The people who hold a right and the path that gives it (roles with their data scope, and the
 * organisations delegated to them for the right's action): roles → user_roles → users with the scope
 * filter, the path built only for the rows of the page. A right held by few is read holders first; one
 * held by many is met walking users in account order. Counted to TOTAL_CAP + 1 (or the page's end).
 */
export async function whoCanPage(
  db: Database,
  target: WhoCanTarget,
  scope: DataScopeFilter,
  options: WhoCanOptions,
  few = FEW_HOLDERS,
): Promise<WhoCanPage> {
  const holderIds = await fewHolderIds(db, target, few);
  if (holderIds?.length === 0) return { rows: [], total: 0 };
  const result = await db.execute(whoCanStatement(target, scope, options, holderIds));
  // One row per holder of the page, each with the count; a page past the end is one row of the count.
  const answer = (result as unknown as { rows: (Omit<HolderRow, 'id'> & { id: string | null; n: number })[] })
    .rows;
  const rows = answer.filter((r): r is HolderRow & { n: number } => r.id !== null);
  const total = Number(answer[0]?.n ?? 0);
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
    total,
  };
}
