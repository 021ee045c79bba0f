import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { queryRows } from '../src/db/query-rows.ts';

/**
 * Runs a bulk load into one table with its plain (not unique) indexes dropped, and builds each again
 * afterwards, failed load or not: one sort per index instead of millions of scattered inserts into
 * each (a million history entries: 14.4 s loaded with them, 3.9 s loaded and 3.6 s rebuilt without).
 * Unique indexes stay: they keep `on conflict` working and the load honest. For the benches' throw-away
 * databases only: a process killed during the load leaves the table without those indexes.
 */
export async function withIndexesDeferred<T>(
  db: Database,
  table: string,
  load: () => Promise<T>,
): Promise<T> {
  const rows = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
      join pg_index x on x.indexrelid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass
      where i.tablename = ${table} and not x.indisunique`,
  );
  for (const { name } of rows) await db.execute(sql.raw(`drop index "${name}"`));
  try {
    return await load();
  } finally {
    for (const { definition } of rows)
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
        await tx.execute(sql.raw(definition));
      });
  }
}
