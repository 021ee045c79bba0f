import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type OpenedDatabase, openDatabase } from '../../src/db/open-database.ts';
import { seedDatabase } from '../../src/seed/seed-database.ts';
import { openTestDatabase } from './test-database.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Hash of everything that shapes the seeded database: migrations, schema and seed sources. */
function sourcesHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        hash.update(full);
        hash.update(fs.readFileSync(full));
      }
    }
  };
  for (const dir of ['drizzle', 'src/db', 'src/seed', 'src/security']) walk(path.join(serverRoot, dir));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, demo-seeded database for one test file. Migrating and seeding (scrypt, 3,400 areas)
 * costs seconds per file, so it is done once: on PostgreSQL into a template database that each file's
 * database is copied from; on PGlite the first file dumps the result to the temp folder and the others
 * start from that archive.
 */
export async function openSeededTestDatabase(): Promise<OpenedDatabase & { label: string }> {
  const adminUrl = process.env.PMC_TEST_DATABASE_URL;
  if (adminUrl) return openTestDatabase({ template: await seededTemplate(adminUrl) });
  const archive = path.join(os.tmpdir(), `pmc-server-seeded-${sourcesHash()}.tar.gz`);
  if (fs.existsSync(archive)) {
    const loadDataDir = new Blob([fs.readFileSync(archive)]);
    return { ...(await openDatabase({ dataDir: null, loadDataDir })), label: 'pglite' };
  }
  const database = await openTestDatabase();
  await seedDatabase(database.db, 'demo');
  const dump = await database.pglite?.dumpDataDir('gzip');
  if (dump) {
    // Written aside then renamed, so a file running in parallel never reads half an archive.
    const partial = `${archive}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, archive);
  }
  return database;
}

/**
 * The name of the seeded template database on the server of `adminUrl`, built by the first file that
 * asks (under an advisory lock, so files starting together build it once). It is built under another
 * name and renamed when complete, so a half-built one is never copied.
 */
async function seededTemplate(adminUrl: string): Promise<string> {
  const template = `pmc_seeded_${sourcesHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount === 0) {
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ databaseUrl: url.toString() });
      try {
        await seedDatabase(database.db, 'demo');
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    }
    return template;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    await admin.end();
  }
}
