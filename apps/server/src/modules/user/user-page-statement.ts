import type { PgColumn } from 'drizzle-orm/pg-core';
import { dormantFromSql } from '../../auth/password-lifecycle.ts';
import { ADMINISTRATOR_SESSION_SQL, SESSION_FACTS_SQL } from '../../auth/session-facts.ts';
import { type Statement, statement } from '../../db/raw-query.ts';
import { changeCounterText } from '../../db/schema/change-counters.ts';
import { keptOrganizeUsersText } from '../../db/schema/organize-user-counts.ts';
import { keptCountText } from '../../db/schema/table-counts.ts';
import { TOTAL_CAP, whitelistedColumn } from '../../lists/paging.ts';
import { userKeywordTexts } from './user-keyword.ts';
import { userDefaultOrder, userSortColumns } from './user-list-columns.ts';

/** A column of `users` as SQL over the alias `u`. */
const overU = (column: PgColumn) => `u.${column.name}`;

/** Sortable columns of the user list (`sidx`), as SQL over the alias `u`. */
export const USER_SORT_COLUMNS: Record<string, string> = Object.fromEntries(
  Object.entries(userSortColumns).map(([key, column]) => [key, overU(column)]),
);

const DEFAULT_ORDER_KEYS = userDefaultOrder.map(overU);

/** What makes one user-page statement differ from another (values travel as parameters). */
export interface UserPageShape {
  keyword: boolean;
  /** The keyword is short: account, name and mobile are matched from their start (FROM_START_BELOW). */
  fromStart: boolean;
  /** The keyword is letters: matched from the start of the stored pinyin and initials too. */
  spelled: boolean;
  /** The keyword is a whole national ID: its lookup hashes (a text[] parameter) are matched too. */
  idCardHashes: boolean;
  enabledMark: boolean;
  /** The organisation's subtree, its IDs as a text[] parameter. */
  organizeId: boolean;
  /**
   * The organisation is the only filter: the total is its subtree's kept count (organize_user_counts),
   * exact, and the page is read at any depth without counting.
   */
  keptTotal: boolean;
  /** Created from / until (milliseconds, bigint parameters). */
  startTime: boolean;
  endTime: boolean;
  /** A key of USER_SORT_COLUMNS, or undefined for the default order. */
  sortColumn: string | undefined;
  descending: boolean;
}

// One list item as the API answers it (creator_user_id stays inside), as the columns of a row that
// json_agg writes out (cheaper than json_build_object with 44 arguments). The links are ARRAY(subquery):
// no aggregate node; gender and enabledMark are clamped to the contract's values as toUsers does.
const ITEM_COLUMNS = `u.id, u.account, u.real_name as "realName",
  case when u.gender in (0, 1, 2) then u.gender else 0 end as gender, u.mobile, u.email, u.avatar, u.id_card as "idCard",
  u.organize_id as "organizeId", (select o.full_name from organizes o where o.id = u.organize_id) as "organizeName",
  u.manager_id as "managerId", case when u.enabled_mark = 1 then 1 else 0 end as "enabledMark",
  u.is_administrator as "isAdministrator", u.is_weak_pwd as "isWeakPwd", u.last_login_time as "lastLoginTime",
  u.last_login_ip as "lastLoginIp", u.locked_until as "lockedUntil", ${dormantFromSql('u')} as "dormantFrom", u.prev_login_time as "prevLoginTime", u.prev_login_ip as "prevLoginIp",
  u.sort_code as "sortCode", u.description, u.creator_time as "creatorTime", u.last_modify_time as "lastModifyTime",
  array(select up.position_id from user_positions up where up.user_id = u.id order by 1) as "positionIds",
  array(select ur.role_id from user_roles ur where ur.user_id = u.id order by 1) as "roleIds"`;

const COUNTER_SQL = `select ${changeCounterText('user_list')} as n`;

/**
 * The session check with the 'user_list' change counter (`changes`, null unless the user page statement
 * would answer this caller): all an instance holding a page needs to know it may send it again. Small
 * enough for PostgreSQL to keep one plan, where the page statement of a keyword is planned every call.
 */
export const userListChangesStatement: Statement = statement(
  'user_list_changes',
  `with s as (${SESSION_FACTS_SQL}), c as (${COUNTER_SQL})
select s.*, case when ${ADMINISTRATOR_SESSION_SQL} then c.n end as changes
from s left join c on true`,
);

/** A user page's statement and, for the first pages, the key its answers may be kept under. */
export interface UserPage {
  statement: Statement;
  kept: string | undefined;
}

const cache = new Map<string, UserPage>();

// Pages past this one are rare: people search instead of paging deep.
const NAMED_PAGES = 5;

/**
 * The statement answering a user page for an administrator together with the session check:
 * `$1` token hash, then the keyword's values (userKeywordValues), enabledMark, the organisation subtree's
 * IDs (an array literal), startTime and endTime present in the shape, in that order. It returns the
 * session facts (no row: unknown token) and, only when the session is live and its user an enabled
 * administrator (whose scope is everything and who may see every column), `changes`
 * (the 'user_list' change counter the page was read at), `total` and `list` (the page's items as JSON
 * text, to send as they are). Otherwise those are null and no user row is read.
 *
 * LIMIT and OFFSET are written into the text (validated integers): as parameters they made PostgreSQL
 * either plan every call anew (0.3 ms, as much as running it) or, with a cached generic plan, assume 10%
 * of the rows were wanted and sort all 100,000 users; as literals the cached plan is the right one after
 * the first few calls. Only the first pages are named statements (`named`): deeper ones would pile up,
 * one per offset, in every pooled connection. A date range is never named: a generic plan of
 * `creator_time between $a and $b` guesses 0.5 % of the users whatever the range; after five searches
 * of one month PostgreSQL kept it for a four-year range too (160 ms at a million users, sorting them
 * all, where the plan made for those values walks the default order: 1.8 ms). Planned each call, 1 ms.
 * Nor is an organisation: the generic plan of `organize_id = any($n)` guesses 992 of 100,000 users
 * whatever the subtree, and for the root's (every user) it read and sorted them all, 34-50 ms, where the
 * plan made for the root's thousand departments walks the default order.
 *
 * A page by keyword or creation date first materialises its first TOTAL_CAP + 1 matches in the page's
 * order: the total is counted no further (docs/guide/api.md#calls), and otherwise the planner, misjudging
 * how early LIMIT stops a count(*) over (), walks the ordered index through all 100,000 rows for a rare
 * keyword (150 ms instead of 2 ms for '王秀英'). A state or an organisation is counted to the cap apart
 * from its page, or, the organisation alone, not at all (`keptTotal`). A counted page past the cap is
 * not answered here (`undefined`).
 */
export function userPageStatement(
  shape: UserPageShape,
  page: { limit: number; offset: number },
): UserPage | undefined {
  const { limit, offset } = page;
  if (!Number.isSafeInteger(limit) || limit < 1 || !Number.isSafeInteger(offset) || offset < 0)
    throw new RangeError(`bad page: limit ${limit}, offset ${offset}`);
  const named = offset < limit * NAMED_PAGES;
  const key = JSON.stringify([shape, limit, offset]);
  const known = named ? cache.get(key) : undefined;
  if (known) return known;
  const conditions: string[] = [];
  let next = 2;
  const terms = shape.keyword ? userKeywordTexts(shape, () => `$${next++}`) : [];
  if (shape.enabledMark) conditions.push(`u.enabled_mark = $${next++}::int`);
  // The subtree's IDs as a value, not computed in the statement: the planner then knows how many users
  // they hold and walks the default order for a broad one (the root: 8 ms at a million users) and the
  // organize_id index for a small one; an array computed inside was guessed at 1% and every user of the
  // root was read and sorted (360 ms).
  const organizeIds = shape.organizeId ? `$${next++}::text[]` : undefined;
  if (organizeIds) conditions.push(`u.organize_id = any(${organizeIds})`);
  const keptTotal = shape.keptTotal && organizeIds ? keptOrganizeUsersText(organizeIds) : undefined;
  if (shape.startTime) conditions.push(`u.creator_time >= $${next++}::bigint`);
  if (shape.endTime) conditions.push(`u.creator_time <= $${next++}::bigint`);
  const column =
    shape.sortColumn === undefined ? undefined : whitelistedColumn(USER_SORT_COLUMNS, shape.sortColumn);
  const order = column
    ? `${column} ${shape.descending ? 'desc' : 'asc'}, u.id asc`
    : `${DEFAULT_ORDER_KEYS.map((key) => `${key} asc`).join(', ')}, u.id asc`;
  if (keptTotal && (terms.length > 0 || conditions.length !== 1 || !shape.organizeId))
    throw new RangeError('a kept total answers the organisation filter alone');
  // Filtered pages count their matches; the organisation alone has its count kept.
  const filtered = !keptTotal && (terms.length > 0 || conditions.length > 0);
  if (filtered && offset + limit > TOTAL_CAP + 1) return undefined;
  // Only the keys of the order are materialised: a broad filter (enabledMark=1) matches nearly every row.
  const keys = column ? `u.id, ${column}` : ['u.id', ...DEFAULT_ORDER_KEYS].join(', ');
  const where = (...all: string[]) => `select ${keys} from users u where ${all.join(' and ')}`;
  // A keyword's terms each through their own index, read from the index alone (migration 0035 keeps
  // the default order's keys, the state, account and name in it), a user matching several once: OR-ed,
  // PostgreSQL joined their bitmaps and visited every match's row ('zw', 6,504 of a million: 12.8 ms,
  // here 3.4).
  const source = terms.length
    ? `(${terms.map((term) => where(term, ...conditions)).join('\n      union all ')}) u`
    : undefined;
  const distinct = column ? `${column}, u.id` : [...DEFAULT_ORDER_KEYS, 'u.id'].join(', ');
  // A state or an organisation has its users in an index in the page's order (the state's, the
  // organisation's): the page reads its first rows there and the count, up to the cap, reads in
  // whatever order is cheapest, planned apart (disabled at a million, 10,000+: 867 -> 1,645 req/s at 16
  // connections). A keyword or a creation range is materialised in order and counted once: a narrow
  // range's page planned apart walked the default order past every older user (the last month at a
  // million: 20 ms, materialised 7).
  const apart = filtered && !source && !shape.startTime && !shape.endTime;
  const materialised = filtered && !apart;
  const matches = !materialised
    ? ''
    : `, m as materialized (${source ? `select distinct on (${distinct}) ${keys} from ${source}` : where(...conditions)}
      order by ${order} limit ${TOTAL_CAP + 1})`;
  // The keys of the page first (an index-only walk for the default order), then 20 user rows.
  const pageSource = materialised
    ? 'm u'
    : conditions.length
      ? `users u where ${conditions.join(' and ')}`
      : 'users u';
  const pageRows = `(select u.id from ${pageSource} order by ${order}
    limit ${limit} offset ${offset}) p join users u on u.id = p.id`;
  // Unfiltered, the total is the trigger-kept count of table_counts (count(*) of 100,000 rows costs more
  // than the page).
  const total = materialised
    ? '(select count(*) from m)'
    : apart
      ? `(select count(*) from (select 1 from users u where ${conditions.join(' and ')} limit ${TOTAL_CAP + 1}) c)`
      : keptTotal
        ? keptTotal
        : `coalesce(${keptCountText('users')}, (select count(*) from users))`;
  const answers = ADMINISTRATOR_SESSION_SQL;
  const list = `select json_agg(r order by ${order}) from ${pageRows} cross join lateral (select ${ITEM_COLUMNS}) r`;
  const text = `with s as (${SESSION_FACTS_SQL}), c as (${COUNTER_SQL})${matches}
select s.*, case when ${answers} then c.n end as changes, case when ${answers} then ${total} end as total,
  case when ${answers} then coalesce((${list}), '[]'::json)::text end as list
from s left join c on true`;
  if (!named) return { statement: { text }, kept: undefined };
  const planEachCall = shape.startTime || shape.endTime || shape.organizeId;
  const made = { statement: planEachCall ? { text } : statement('user_page', text), kept: key };
  cache.set(key, made);
  return made;
}
