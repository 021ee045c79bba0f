import type { SQL } from 'drizzle-orm';
import type { Database } from './database.ts';

/** The rows of a `db.execute` answer (PGlite and node-postgres both answer `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
