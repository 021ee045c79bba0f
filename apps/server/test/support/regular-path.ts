import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { queryRows } from '../../src/db/query-rows.ts';

/**
 * A filter every user matches that the administrators' page statement does not take: one role, given
 * to every user there is now. A user list asked with it (`&roleId=…`) is answered by the regular
 * handler, so a test compares that path's rows with the statement's. Call it after the test's users are
 * written and before their list is read (a page the statement built keeps the roles it read).
 */
export async function regularPathFilter(db: Database): Promise<string> {
  const [role] = await queryRows<{ id: string }>(db, sql`select id from roles order by id limit 1`);
  const roleId = role?.id;
  if (!roleId) throw new Error('no role to give every user');
  await db.execute(sql`insert into user_roles (user_id, role_id) select u.id, ${roleId} from users u
    on conflict do nothing`);
  return `&roleId=${encodeURIComponent(roleId)}`;
}
