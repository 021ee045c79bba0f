// `pnpm --filter @pmc/server bench:audit-seal`: what sealing and checking cost per entry, apart from any HTTP
// load: 20,000 operation-log entries written unsealed into an in-memory PGlite, then sealed (500 per
// transaction, as the server does) and checked, each timed. Not a test.
import { sql } from 'drizzle-orm';
import { checkAuditChain } from '../src/audit/check-audit-chain.ts';
import { sealAuditLog } from '../src/audit/seal-audit-log.ts';
import { openDatabase } from '../src/db/open-database.ts';

const ENTRIES = Number(process.env.AUDIT_ENTRIES ?? 20_000);
const database = await openDatabase({ dataDir: null });
try {
  await database.db.execute(sql`insert into operation_logs (id, user_id, account, method, path, summary, menu_code,
      button_code, ip, duration_ms, created_at)
    select 'e' || n, 'u1', 'admin', 'POST', '/admin-api/system/role', 'Create a role', 'system.role', 'btn_add',
      '127.0.0.1', 12, 1795000000000 + n from generate_series(1, ${ENTRIES}) as n`);
  let started = performance.now();
  const sealed = await sealAuditLog(database.db, 'operation');
  const sealMs = performance.now() - started;
  started = performance.now();
  const check = await checkAuditChain(database.db, 'operation');
  const checkMs = performance.now() - started;
  console.log(
    `${sealed} entries sealed in ${sealMs.toFixed(0)} ms (${((sealMs * 1000) / ENTRIES).toFixed(0)} µs each), ` +
      `checked in ${checkMs.toFixed(0)} ms (${((checkMs * 1000) / ENTRIES).toFixed(0)} µs each): ` +
      `${check.intact ? 'intact' : 'BROKEN'} through ${check.through?.seq}`,
  );
} finally {
  await database.close();
}
