// `pnpm --filter @pmc/server seed:bulk`: 100,000 users over 1,000 departments for benchmarks, into the
// database the server would open (DATABASE_URL, else PGlite in DATA_DIR). Runs from source through tsx.
// Options: --users=N --departments=N; --demo seeds the demo accounts (admin/Admin@2026 ...) into an
// empty PostgreSQL too, instead of the one random-password admin (the benchmark signs in with them).
import { loadConfig } from '../src/config/load-config.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { seedBulkUsers } from '../src/seed/bulk/seed-bulk-users.ts';
import { isEmptyDatabase, seedDatabase } from '../src/seed/seed-database.ts';

function option(name: string): number | undefined {
  const raw = process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  if (raw === undefined) return undefined;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer`);
  return value;
}

const config = loadConfig();
const started = Date.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
try {
  if (await isEmptyDatabase(database.db)) {
    const mode = database.kind === 'pglite' || process.argv.includes('--demo') ? 'demo' : 'production';
    const accounts = await seedDatabase(database.db, mode);
    console.log(`Empty database (${where}): seeded the ${mode} data. Accounts:`);
    for (const a of accounts) console.log(`  ${a.account.padEnd(8)} ${a.password.padEnd(24)} ${a.note}`);
  }
  let lastShown = 0;
  const result = await seedBulkUsers(database.db, {
    users: option('users'),
    departments: option('departments'),
    onProgress(done, total) {
      if (done - lastShown >= total / 10 || done === total) {
        lastShown = done;
        process.stdout.write(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} users\n`);
      }
    },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    result.skipped
      ? `Bulk data already present in ${where}; nothing written (${seconds} s).`
      : `Bulk seed into ${where}: ${result.departmentsCreated} departments, ${result.usersInserted} users inserted in ${seconds} s (password Bulk@2026).`,
  );
} finally {
  await database.close();
}
