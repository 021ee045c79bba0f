import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './database.ts';
import { pgliteRawQuery } from './pglite-raw-query.ts';
import { poolRawQuery, type RawQuery } from './raw-query.ts';
import * as schema from './schema/index.ts';

export interface OpenedDatabase {
  db: Database;
  /** Hand-written statements of hot paths, bypassing the query builder (named on PostgreSQL). */
  raw: RawQuery;
  kind: 'pglite' | 'postgres';
  /** True when this call created the embedded database (so it needs the demo seed). */
  created: boolean;
  /** The PGlite client itself (tests dump it to reuse a seeded database). */
  pglite?: PGlite;
  close(): Promise<void>;
}

/** Finds the migrations folder both from source (src/db) and from the bundle (dist). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'drizzle'),
    path.join(here, '../../drizzle'),
    path.join(here, '../drizzle'),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * Opens PostgreSQL through a pool when a URL is given, else PGlite in `dataDir` (or in memory
 * for `dataDir: null`), and applies the migrations.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | null;
  /** In-memory PGlite started from a `dumpDataDir()` archive. */
  loadDataDir?: Blob;
  /** Told when PostgreSQL drops an idle pooled connection (a restart, a terminated backend). */
  onIdleError?: (error: Error) => void;
}): Promise<OpenedDatabase> {
  const folder = migrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener the pool's 'error' event (an idle connection lost) would end the process; the
    // pool has already discarded that connection and the next query opens a new one.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: folder });
    return {
      db: db as unknown as Database,
      raw: poolRawQuery(pool),
      kind: 'postgres',
      created: false,
      close: () => pool.end(),
    };
  }
  let created = true;
  let client: PGlite;
  if (options.dataDir) {
    created = !fs.existsSync(path.join(options.dataDir, 'PG_VERSION'));
    fs.mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  } else {
    client = await PGlite.create({
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: folder });
  return {
    db: db as unknown as Database,
    raw: pgliteRawQuery(client),
    kind: 'pglite',
    created,
    pglite: client,
    close: () => client.close(),
  };
}
