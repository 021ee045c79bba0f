import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  BACKUP_PATH,
  CONTROL_FILE,
  type ControlFile,
  processRuns,
  readControlFile,
} from './backup-control-file.ts';
import { snapshotPglite } from './pglite-snapshot.ts';

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

/** How a PGlite backup was taken. */
export type PgliteBackupMode = 'running server' | 'stopped database';

/**
 * Writes a file aside then renames it, so an interrupted backup never leaves half an archive; readable
 * by its owner only (it holds the password hashes and sessions).
 */
function writeWhole(file: string, bytes: Buffer): void {
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, bytes, { mode: 0o600 });
  fs.renameSync(partial, file);
}

/** Asks the server running on DATA_DIR for a snapshot (backup-endpoint.ts). */
async function snapshotThroughServer(control: ControlFile): Promise<Buffer> {
  let res: Response;
  try {
    res = await fetch(new URL(BACKUP_PATH, control.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}` },
    });
  } catch (error) {
    throw new Error(
      `the server (process ${control.pid}) runs on this DATA_DIR but does not answer at ${control.url}: ${(error as Error).message}; if no server runs on it, remove ${CONTROL_FILE} from DATA_DIR`,
    );
  }
  if (!res.ok) throw new Error(`the server at ${control.url} refused the backup: HTTP ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/** Opens a stopped PGlite database in DATA_DIR and dumps it. */
async function snapshotStopped(dataDir: string): Promise<Buffer> {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    return Buffer.from(await (await snapshotPglite(client)).arrayBuffer());
  } finally {
    await client.close();
  }
}

/**
 * PGlite (DATA_DIR): the database as PGlite's own consistent tarball (pglite-snapshot.ts), then a copy
 * of the uploads, into the folder `target`. PGlite belongs to one process: while a server runs on
 * DATA_DIR (its `server.json` names a live process) the snapshot is taken by that server, else the
 * backup opens the stopped database itself. Uploads are copied after the snapshot and never change
 * once written, so every file the snapshot's rows name is in the copy.
 */
export async function backupPglite(dataDir: string, target: string): Promise<PgliteBackupMode> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir} holds no database`);
  fs.mkdirSync(target, { recursive: true });
  const control = readControlFile(dataDir);
  const running = control !== undefined && processRuns(control.pid);
  const snapshot = running ? await snapshotThroughServer(control) : await snapshotStopped(dataDir);
  writeWhole(path.join(target, PGLITE_ARCHIVE), snapshot);
  const uploads = path.join(dataDir, UPLOADS);
  if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(target, UPLOADS), { recursive: true });
  return running ? 'running server' : 'stopped database';
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
