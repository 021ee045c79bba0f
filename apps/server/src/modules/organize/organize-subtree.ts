import type { AppContext } from '../../app-context.ts';
import { statement } from '../../db/raw-query.ts';
import { keptCountText } from '../../db/schema/table-counts.ts';

/** An organisation's subtree (the list filters' "under this node") and how many users it holds. */
export interface SubtreeUsers {
  /** The organisation and every organisation below it. */
  ids: string[];
  /** The users of the subtree, exact, from the kept per-organisation counts. */
  users: number;
  /** The subtree holds every user (the tree's root): filtering by it filters nothing. */
  everyone: boolean;
}

// Walked in the database and counted there in one round trip: reading the whole tree into the server
// for each page cost more than the page at a thousand organisations (a province has tens of thousands).
// The walk starts at the ID asked for, known or not, and UNION stops at a cycle.
const SUBTREE_USERS = statement(
  'subtree_users',
  `with recursive t(id) as (
  select $1::text
  union
  select o.id from organizes o join t on o.parent_id = t.id
)
select array(select t.id from t) as ids,
  coalesce((select sum(c.n) from organize_user_counts c where c.organize_id in (select t.id from t)), 0)::bigint as users,
  ${keptCountText('users')}::bigint as everyone`,
);

/**
 * The subtree with its users counted from `organize_user_counts` (migration 0036): the list's total by
 * department without counting its users, and the root's filter dropped (a thousand IDs cost PGlite's
 * planner more than the page).
 */
export async function organizeSubtreeUsers(ctx: Pick<AppContext, 'raw'>, id: string): Promise<SubtreeUsers> {
  const [row] = await ctx.raw(SUBTREE_USERS, [id]);
  const ids = (row?.ids ?? [id]) as string[];
  const users = Number(row?.users ?? 0);
  return { ids, users, everyone: row?.everyone !== null && users === Number(row?.everyone) };
}
