import { type Statement, statement } from '../../db/raw-query.ts';
import { SESSION_FACTS_SQL } from '../../http/session-facts.ts';

/** Sortable columns of the user list (`sidx`), as SQL over the alias `u`. */
export const USER_SORT_COLUMNS: Record<string, string> = {
  account: 'u.account',
  realName: 'u.real_name',
  gender: 'u.gender',
  mobile: 'u.mobile',
  creatorTime: 'u.creator_time',
  enabledMark: 'u.enabled_mark',
  sortCode: 'u.sort_code',
  lastLoginTime: 'u.last_login_time',
};

/** What makes one user-page statement differ from another (values travel as parameters). */
export interface UserPageShape {
  keyword: boolean;
  enabledMark: boolean;
  organizeId: boolean;
  /** A key of USER_SORT_COLUMNS, or undefined for the default order. */
  sortColumn: string | undefined;
  descending: boolean;
}

// One list item as the API answers it (creator_user_id stays inside). The links are ARRAY(subquery):
// no aggregate node; gender and enabledMark are clamped to the contract's values as toUsers does.
const ITEM_JSON = `json_build_object('id', u.id, 'account', u.account, 'realName', u.real_name,
  'gender', case when u.gender in (0, 1, 2) then u.gender else 0 end, 'mobile', u.mobile, 'email', u.email,
  'avatar', u.avatar, 'organizeId', u.organize_id,
  'organizeName', (select o.full_name from organizes o where o.id = u.organize_id),
  'managerId', u.manager_id, 'enabledMark', case when u.enabled_mark = 1 then 1 else 0 end,
  'isAdministrator', u.is_administrator, 'isWeakPwd', u.is_weak_pwd, 'lastLoginTime', u.last_login_time,
  'lastLoginIp', u.last_login_ip, 'prevLoginTime', u.prev_login_time, 'prevLoginIp', u.prev_login_ip,
  'sortCode', u.sort_code, 'description', u.description, 'creatorTime', u.creator_time,
  'lastModifyTime', u.last_modify_time,
  'positionIds', array(select up.position_id from user_positions up where up.user_id = u.id order by 1),
  'roleIds', array(select ur.role_id from user_roles ur where ur.user_id = u.id order by 1))`;

const cache = new Map<string, Statement>();

/**
 * The statement answering a user page for an administrator together with the session check:
 * `$1` token hash, `$2` limit, `$3` offset, then the keyword pattern, enabledMark and organizeId
 * present in the shape, in that order. It returns the session facts (no row: unknown token) and
 * `page` = `{ total, list }` only when the session is live and its user an enabled administrator
 * (whose scope is everything and who may see every column); otherwise `page` is null and no user row is
 * read.
 *
 * A filtered page first materialises its matches: the total needs all of them anyway, and otherwise
 * the planner, misjudging how early LIMIT stops a count(*) over (), walks the ordered index through all
 * 100,000 rows for a rare keyword (150 ms instead of 2 ms for '王秀英').
 */
export function userPageStatement(shape: UserPageShape): Statement {
  const key = JSON.stringify(shape);
  const known = cache.get(key);
  if (known) return known;
  const conditions: string[] = [];
  let next = 4;
  if (shape.keyword) {
    const p = `$${next++}`;
    conditions.push(`(u.account ilike ${p} or u.real_name ilike ${p} or u.mobile ilike ${p})`);
  }
  if (shape.enabledMark) conditions.push(`u.enabled_mark = $${next++}::int`);
  if (shape.organizeId) {
    // = any(array(...)): the subtree is computed once and probes the organize_id index; an IN (subquery)
    // over the recursive CTE was planned as a scan of every user.
    conditions.push(`u.organize_id = any(array(with recursive sub(id) as (select $${next++}::text
      union select o.id from organizes o join sub on o.parent_id = sub.id) select id from sub))`);
  }
  const column = shape.sortColumn === undefined ? undefined : USER_SORT_COLUMNS[shape.sortColumn];
  const order = column
    ? `${column} ${shape.descending ? 'desc' : 'asc'}, u.id asc`
    : 'u.sort_code asc, u.creator_time asc, u.id asc';
  const filtered = conditions.length > 0;
  // Only the keys of the order are materialised: a broad filter (enabledMark=1) matches nearly every row.
  const keys = column ? `u.id, ${column}` : 'u.id, u.sort_code, u.creator_time';
  const matches = filtered
    ? `, m as materialized (select ${keys} from users u where ${conditions.join(' and ')})`
    : '';
  const pageRows = filtered
    ? `(select u.id from m u order by ${order} limit $2 offset $3) p join users u on u.id = p.id`
    : `(select * from users u order by ${order} limit $2 offset $3) u`;
  // Unfiltered, the total is the trigger-kept row of table_counts (count(*) of 100,000 rows costs more
  // than the page).
  const total = filtered
    ? '(select count(*) from m)'
    : `coalesce((select tc.n from table_counts tc where tc.table_name = 'users'), (select count(*) from users))`;
  const text = `with s as (${SESSION_FACTS_SQL})${matches}
select s.*, case when s."isAdministrator" and s."enabledMark" = 1 and s."revokedReason" is null then
  json_build_object('total', ${total}, 'list',
    coalesce((select json_agg(${ITEM_JSON} order by ${order}) from ${pageRows}), '[]'::json))
end as page
from s`;
  const made = statement('user_page', text);
  cache.set(key, made);
  return made;
}
