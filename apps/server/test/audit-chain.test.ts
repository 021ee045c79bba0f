import type { AuditCheck } from '@pmc/api-client/contract';
import { type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditLogName, auditLogTables } from '../src/audit/audit-logs.ts';
import { checkAuditChain } from '../src/audit/check-audit-chain.ts';
import { entryHash } from '../src/audit/entry-hash.ts';
import { textColumns } from '../src/audit/text-columns.ts';
import type { Database } from '../src/db/database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
let db: Database;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  admin = await server.signIn('admin', 'Admin@2026');
  for (const code of ['chainA', 'chainB', 'chainC', 'chainD'])
    await server.api('POST', '/admin-api/system/role', admin, {
      fullName: `链${code}`,
      enCode: code,
      type: 'user',
    });
  await server.app.pmc.context.audit?.sealAll();
});
afterAll(() => server.close());

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The check of `log` as it answers after `tamper`, run in a transaction that is rolled back after. */
async function checkTampered(log: AuditLogName, tamper: SQL[]): Promise<AuditCheck> {
  let answer: AuditCheck | undefined;
  await db
    .transaction(async (tx) => {
      for (const statement of tamper) await tx.execute(statement);
      answer = await checkAuditChain(tx as unknown as Database, log);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  if (!answer) throw new Error('no answer');
  return answer;
}

const entryAt = async (table: string, seq: number) =>
  (
    await rows<{ id: string; created_at: string; hash: string }>(
      sql`select id, created_at::text, hash from ${sql.identifier(table)} where seq = ${seq}`,
    )
  )[0];

describe('the audit chain', () => {
  it('seals every entry of the three logs into one intact chain each, none left pending', async () => {
    for (const log of ['operation', 'sign-in', 'history'] as const) {
      const check = await checkAuditChain(db, log);
      expect(check).toMatchObject({ log, intact: true, fault: null, pending: 0 });
      expect(check.through?.seq).toBe(check.checked);
      expect(check.checked).toBeGreaterThanOrEqual(log === 'sign-in' ? 1 : 4);
    }
  });

  it('answers 核验 on each log page to a holder of the button, and 403 to one without', async () => {
    const answer = await server.api('GET', '/api/permission/OperationLog/Actions/Verify', admin);
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ log: 'operation', intact: true, fault: null });
    expect(answer.data.through.seq).toBeGreaterThanOrEqual(4);
    expect((await server.api('GET', '/api/permission/SignInLog/Actions/Verify', admin)).data.log).toBe(
      'sign-in',
    );
    expect((await server.api('GET', '/api/permission/RecordHistory/Actions/Verify', admin)).data.log).toBe(
      'history',
    );
    const staff = await server.signIn('staff', 'Staff@2026');
    expect((await server.api('GET', '/api/permission/OperationLog/Actions/Verify', staff)).code).toBe(403);
  });

  it('names an entry changed by SQL as altered, with its place, id and time', async () => {
    const second = await entryAt('record_history', 2);
    const check = await checkTampered('history', [
      sql`update record_history set account = 'mallory' where seq = 2`,
    ]);
    expect(check.intact).toBe(false);
    expect(check.fault).toEqual({
      kind: 'altered',
      seq: 2,
      id: second?.id,
      time: Number(second?.created_at),
    });
    expect(check.through?.seq).toBe(1);
    // A changed jsonb value (the fields before and after) shows the same way.
    const changes = await checkTampered('history', [
      sql`update record_history set changes = '[{"field":"fullName","after":"x"}]'::jsonb where seq = 3`,
    ]);
    expect(changes.fault).toMatchObject({ kind: 'altered', seq: 3 });
    // Changed and hashed again by someone who knows the hashing: the next entry still names the old hash.
    const [row] = await rows<
      Record<string, string | null>
    >(sql`select ${textColumns(auditLogTables.history.columns)},
      prev_hash from record_history where seq = 2`);
    const values = auditLogTables.history.columns.map((column) =>
      column === 'account' ? 'mallory' : (row?.[column] ?? null),
    );
    const rehashed = await checkTampered('history', [
      sql`update record_history set account = 'mallory', hash = ${entryHash('history', 2, row?.prev_hash ?? '', values)}
        where seq = 2`,
    ]);
    expect(rehashed.fault).toMatchObject({ kind: 'altered', seq: 2, id: second?.id });
  });

  it('names an entry deleted by SQL as removed, and a cut end too', async () => {
    const third = await entryAt('operation_logs', 3);
    const removed = await checkTampered('operation', [sql`delete from operation_logs where seq = 2`]);
    expect(removed.fault).toEqual({
      kind: 'removed',
      seq: 2,
      id: third?.id,
      time: Number(third?.created_at),
    });
    const head = (await checkAuditChain(db, 'operation')).through?.seq ?? 0;
    const cut = await checkTampered('operation', [sql`delete from operation_logs where seq = ${head}`]);
    expect(cut.fault).toEqual({ kind: 'removed', seq: head, id: null, time: null });
  });

  it('names an entry inserted by SQL as inserted, with a made-up hash or a correct one', async () => {
    const second = await entryAt('operation_logs', 2);
    const shift = [
      sql`update operation_logs set seq = seq + 1000000 where seq >= 3`,
      sql`update operation_logs set seq = seq - 999999 where seq >= 1000000`,
    ];
    const forged = (hash: string) =>
      sql`insert into operation_logs (id, account, method, path, summary, ip, duration_ms, created_at, seq, prev_hash, hash)
        values ('forged', 'admin', 'POST', '/x', 'forged', '127.0.0.1', 1, 1, 3, ${second?.hash}, ${hash})`;
    const madeUp = await checkTampered('operation', [...shift, forged('f'.repeat(64))]);
    expect(madeUp.fault).toEqual({ kind: 'inserted', seq: 3, id: 'forged', time: 1 });
    // Whoever knows the hashing can give the entry a correct hash; the entry after it still names the one before.
    const values = [
      'forged',
      null,
      'admin',
      'POST',
      '/x',
      'forged',
      null,
      null,
      'success',
      '200',
      '127.0.0.1',
      '1',
      '1',
    ];
    const correct = entryHash('operation', 3, second?.hash ?? '', values);
    const clever = await checkTampered('operation', [...shift, forged(correct)]);
    expect(clever.fault).toEqual({ kind: 'inserted', seq: 3, id: 'forged', time: 1 });
    expect(clever.through?.seq).toBe(2);
    // After the newest sealed entry: a place the sealer never gave.
    const head = (await checkAuditChain(db, 'operation')).through?.seq ?? 0;
    const appended = await checkTampered('operation', [
      sql`insert into operation_logs (id, method, path, summary, ip, duration_ms, created_at, seq, prev_hash, hash)
        values ('tail', 'POST', '/x', 'x', '127.0.0.1', 1, 2, ${head + 1}, 'x', 'y')`,
    ]);
    expect(appended.fault).toEqual({ kind: 'inserted', seq: head + 1, id: 'tail', time: 2 });
  });

  it('counts an entry not sealed yet as pending, not as a fault, and seals it', async () => {
    await server.app.pmc.context.audit?.sealAll();
    const fresh = sql`insert into login_logs (id, account, ip, success, message, created_at)
      values ('fresh', 'admin', '127.0.0.1', true, '登录成功', ${Date.now()})`;
    const before = await checkTampered('sign-in', [fresh]);
    expect(before).toMatchObject({ intact: true, pending: 1 });
    await db.execute(fresh);
    await server.app.pmc.context.audit?.sealAll();
    const after = await checkAuditChain(db, 'sign-in');
    expect(after).toMatchObject({ intact: true, pending: 0, checked: before.checked + 1 });
    expect(after.through?.id).toBe('fresh');
  });

  it('seals pending entries in the order of their time as a number, not as text', async () => {
    // "1000" sorts before "999" as text: an order by the text would seal the later entry first.
    await db.execute(sql`insert into login_logs (id, account, ip, success, message, created_at)
      values ('later', 'admin', '127.0.0.1', true, '登录成功', 1000),
             ('earlier', 'admin', '127.0.0.1', true, '登录成功', 999)`);
    await server.app.pmc.context.audit?.sealAll();
    const sealed = await rows<{ id: string; seq: string }>(
      sql`select id, seq::text from login_logs where id in ('earlier', 'later') order by seq`,
    );
    expect(sealed.map((row) => row.id)).toEqual(['earlier', 'later']);
    expect(Number(sealed[1]?.seq)).toBe(Number(sealed[0]?.seq) + 1);
    expect(await checkAuditChain(db, 'sign-in')).toMatchObject({ intact: true, pending: 0 });
  });
});
