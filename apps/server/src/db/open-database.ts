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
import { pgliteDriverClient } from './pglite-driver-client.ts';
import { pgliteRawQuery } from './pglite-raw-query.ts';
import { poolRawQuery, type RawQuery } from './raw-query.ts';
import * as schema from './schema/index.ts';
import { createStatementTiming, type StatementTiming, timePglite, timePool } from './statement-timing.ts';

export interface OpenedDatabase {
  db: Database;
  /** Hand-written statements of hot paths, bypassing the query builder (named on PostgreSQL). */
  raw: RawQuery;
  kind: 'pglite' | 'postgres';
  /** True when this call created the embedded database (so it needs the demo seed). */
  created: boolean;
  /** The PGlite client itself (tests dump it to reuse a seeded database). */
  pglite?: PGlite;
  /** The folder of a PGlite database on disk (absent in memory): a backup of the running server dumps it. */
  dataDir?: string;
  /** The PostgreSQL pool (metrics read its counts). */
  pool?: pg.Pool;
  /** Every statement's duration, inside transactions too (metrics subscribe). */
  statements: StatementTiming;
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
 * Key of the session-level advisory lock that serialises migrations and the first seed. Without it two
 * instances started together on an empty database both run `CREATE SCHEMA "drizzle"` and one fails
 * (duplicate key on pg_namespace), or both seed.
 */
export const STARTUP_LOCK_KEY = 'pmc-server:migrate-and-seed';

/** Runs `work` while holding the startup advisory lock on a connection of its own. */
async function underStartupLock(pool: pg.Pool, work: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [STARTUP_LOCK_KEY]);
    try {
      await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
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
  /**
   * Runs after the migrations, still under the startup lock (the first seed): of several instances
   * starting at once on one PostgreSQL, one migrates and seeds while the others wait, then find it done.
   */
  afterMigrate?: (db: Database, kind: OpenedDatabase['kind']) => Promise<void>;
}): Promise<OpenedDatabase> {
  const folder = migrationsFolder();
  const statements = createStatementTiming();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    timePool(pool, statements);
    // Without a listener the pool's 'error' event (an idle connection lost) would end the process; the
    // pool has already discarded that connection and the next query opens a new one.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema });
    await underStartupLock(pool, async () => {
      await migratePg(db, { migrationsFolder: folder });
      await options.afterMigrate?.(db as unknown as Database, 'postgres');
    });
    return {
      db: db as unknown as Database,
      raw: poolRawQuery(pool),
      kind: 'postgres',
      created: false,
      pool,
      statements,
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
  // Drizzle's statements go through pgliteDriverClient (timed there); `client` is timed for its other callers.
  timePglite(client, statements);
  const db = drizzlePglite({
    client: pgliteDriverClient(client, statements.notify) as unknown as PGlite,
    schema,
  });
  // PGlite belongs to this one process: nobody else can migrate it at the same time.
  await migratePglite(db, { migrationsFolder: folder });
  await options.afterMigrate?.(db as unknown as Database, 'pglite');
  return {
    db: db as unknown as Database,
    raw: pgliteRawQuery(client, statements.notify),
    kind: 'pglite',
    created,
    pglite: client,
    statements,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    close: () => client.close(),
  };
}
