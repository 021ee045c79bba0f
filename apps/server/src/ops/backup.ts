import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Files of a PGlite backup folder: the database as PGlite's own tarball, and the uploads beside it. */
export const PGLITE_ARCHIVE = 'database.tar.gz';
export const UPLOADS = 'uploads';

/** A PostgreSQL client tool: from PG_BIN when set (Debian keeps them per version), else from PATH. */
function tool(name: 'pg_dump' | 'pg_restore'): string {
  return process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/**
 * PGlite (DATA_DIR): the database through PGlite's own dump (a consistent tarball of its data folder)
 * and a copy of the uploads, into the folder `target`. PGlite belongs to one process: stop the server
 * first (the backup opens DATA_DIR itself).
 */
export async function backupPglite(dataDir: string, target: string): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir} holds no database`);
  fs.mkdirSync(target, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    const archive = await client.dumpDataDir('gzip');
    fs.writeFileSync(path.join(target, PGLITE_ARCHIVE), Buffer.from(await archive.arrayBuffer()));
  } finally {
    await client.close();
  }
  const uploads = path.join(dataDir, UPLOADS);
  if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(target, UPLOADS), { recursive: true });
}

/** Restores a `backupPglite` folder into an empty DATA_DIR (refuses one that holds a database). */
export async function restorePglite(source: string, dataDir: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new Error(`${dataDir} already holds a database: restore into an empty DATA_DIR`);
  const archive = new Blob([fs.readFileSync(path.join(source, PGLITE_ARCHIVE))]);
  fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: archive });
  await client.close();
  const uploads = path.join(source, UPLOADS);
  if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(dataDir, UPLOADS), { recursive: true });
}

/**
 * PostgreSQL (DATABASE_URL): `pg_dump` in its custom format, without owners and grants so it restores
 * under any role. Upload bytes live in the database (`file_contents`), so the dump holds them. Safe
 * while the instances run (pg_dump reads one snapshot).
 */
export function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  return run(tool('pg_dump'), [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    '--file',
    file,
    databaseUrl,
  ]);
}

/** Restores a `backupPostgres` file into an empty database (stops at the first error). */
export function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  return run(tool('pg_restore'), [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--dbname',
    databaseUrl,
    file,
  ]);
}
