// Before the browser journeys' server first opens its PGlite folder (apps/admin/e2e/global-setup.ts):
// migrates it and writes CAPPED_SIGN_INS failed sign-ins of one account no journey signs in with, two
// days old, so a list past the count's cap (docs/guide/api.md#calls) exists without changing what the
// other journeys see (they read today's rows, or their own accounts'). The server then finds the
// database migrated but without users, and seeds the demo data as on any first start.
// Usage: DATA_DIR=<folder> tsx scripts/seed-capped-sign-ins.ts
import { sql } from 'drizzle-orm';
import { sealAuditLog } from '../src/audit/seal-audit-log.ts';
import { openDatabase } from '../src/db/open-database.ts';

/** The account the rows name (apps/admin/e2e/capped-total.e2e.test.ts filters on it). */
const CAPPED_ACCOUNT = 'capped-journey';
/** One page past the cap of 10,000 (lists/paging.ts TOTAL_CAP), so the count reaches its limit. */
const CAPPED_SIGN_INS = 10_050;
const DAY_MS = 86_400_000;

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR: the PGlite folder to prepare');
const started = Date.now();
const database = await openDatabase({ dataDir });
const opened = Date.now();
try {
  const newest = started - 2 * DAY_MS;
  // One statement: a second apart, newest first; the stored (zh) message the sign-in writes.
  await database.db.execute(sql`
    insert into login_logs (id, user_id, account, ip, success, message, created_at)
    select 'capped-journey-' || n, null, ${CAPPED_ACCOUNT}, '127.0.0.1', false, '密码错误', ${newest}::bigint - n * 1000
    from generate_series(1, ${CAPPED_SIGN_INS}::int) as n`);
  // Sealed here, not by the server's sealer while the journeys run.
  await sealAuditLog(database.db, 'sign-in');
} finally {
  await database.close();
}
console.log(
  `seed-capped-sign-ins: migrated in ${opened - started} ms, ${CAPPED_SIGN_INS} sign-ins written and sealed in ${Date.now() - opened} ms`,
);
