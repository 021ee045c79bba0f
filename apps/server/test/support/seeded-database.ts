import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * A migrated, demo-seeded database for one test file. On PostgreSQL: a fresh database, seeded.
 * On PGlite: migrating and seeding (scrypt, 3,400 areas) costs seconds per file, so the first file
 * dumps the result to the temp folder and the others start from that archive.
 */
export async function openSeededTestDatabase(): Promise<OpenedDatabase & { label: string }> {
  if (process.env.PMC_TEST_DATABASE_URL) {
    const database = await openTestDatabase();
    await seedDatabase(database.db, 'demo');
    return database;
  }
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
