import { ConfigError } from '../config/config-error.ts';
import { maskUrl, type ServerConfig } from '../config/load-config.ts';
import { openDatabase } from '../db/open-database.ts';
import { isEmptyDatabase, type SeededAccount, seedDatabase } from '../seed/seed-database.ts';

/**
 * What must run once before the workers start: the migrations and, on an empty database, the first
 * seed (its account is printed once, by the primary). The workers then find both done under the same
 * startup lock (db/open-database.ts). The rest of a start runs in every worker and is safe to: sealing
 * clear national IDs and the audit logs, and the history purge, take advisory locks; the security policy
 * and name-pinyin backfills only fill what is missing (docs/guide/operations.md#workers).
 */
export async function prepareDatabase(config: ServerConfig): Promise<SeededAccount[]> {
  const databaseUrl = config.databaseUrl;
  if (!databaseUrl) throw new ConfigError('WORKERS', 'WORKERS > 1 needs DATABASE_URL');
  let seeded: SeededAccount[] = [];
  try {
    const database = await openDatabase({
      databaseUrl,
      afterMigrate: async (db) => {
        if (await isEmptyDatabase(db)) seeded = await seedDatabase(db, 'production');
      },
    });
    await database.close();
  } catch (error) {
    throw new ConfigError(
      'DATABASE_URL',
      `DATABASE_URL: cannot open the database at ${maskUrl(databaseUrl)}: ${(error as Error).message}`,
    );
  }
  return seeded;
}
