import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAuditCommand } from '../src/audit/audit-command.ts';
import { loadConfig, type ServerConfig } from '../src/config/load-config.ts';
import { type OpenedDatabase, openDatabase } from '../src/db/open-database.ts';
import { openTestDatabase } from './support/test-database.ts';

const DAY = 86_400_000;
const now = Date.now();
let dataDir: string;
let config: ServerConfig;
/** PostgreSQL: the test database, open throughout. PGlite: opened only between commands (one process each). */
let url: string | undefined;
let keep: Awaited<ReturnType<typeof openTestDatabase>> | undefined;

async function withDatabase<T>(work: (database: OpenedDatabase) => Promise<T>): Promise<T> {
  if (keep) return work(keep);
  const database = await openDatabase({ dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function command(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAuditCommand(args, config, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmc-audit-cli-'));
  if (process.env.PMC_TEST_DATABASE_URL) {
    keep = await openTestDatabase();
    url = keep.url;
  }
  config = loadConfig({ DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) });
  await withDatabase(async ({ db }) => {
    // Three operations past the default retention (180 days), two inside it; sign-ins likewise.
    for (const [id, age] of [
      ['op1', 400],
      ['op2', 200],
      ['op3', 181],
      ['op4', 179],
      ['op5', 1],
    ] as const)
      await db.execute(sql`insert into operation_logs (id, method, path, summary, ip, duration_ms, created_at)
        values (${id}, 'POST', '/x', 'x', '127.0.0.1', 1, ${now - age * DAY})`);
    for (const [id, age] of [
      ['in1', 300],
      ['in2', 2],
    ] as const)
      await db.execute(sql`insert into login_logs (id, account, ip, success, message, created_at)
        values (${id}, 'admin', '127.0.0.1', true, '登录成功', ${now - age * DAY})`);
  });
});
afterAll(async () => {
  await keep?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the audit command', () => {
  it('answers 2 and its usage for a command it does not know', async () => {
    expect((await command('verify')).code).toBe(2);
    expect((await command('check', '--log', 'mail')).code).toBe(2);
    const usage = await command('check', '--log');
    expect(usage.code).toBe(2);
    expect(usage.err.join('\n')).toMatch(/usage: node dist\/audit.js check/);
  });

  it('purges past the retention, leaving a checkpoint the rest verifies from (exit 0)', async () => {
    const purge = await command('purge');
    expect(purge.code).toBe(0);
    expect(purge.out).toEqual([
      'operation log: 3 entries older than 180 days removed',
      'sign-in log: 1 entries older than 180 days removed',
      'history log: 0 entries older than 730 days removed',
    ]);
    const left = await withDatabase(async ({ db }) =>
      (
        (await db.execute(sql`select id from operation_logs order by seq`)) as unknown as {
          rows: { id: string }[];
        }
      ).rows.map((r) => r.id),
    );
    expect(left).toEqual(['op4', 'op5']);
    const check = await command('check', '--log', 'operation');
    expect(check).toMatchObject({ code: 0, err: [] });
    expect(check.out[0]).toMatch(/^operation log: intact from checkpoint 3 through entry 5 \(/);
  });

  it('answers 1 and names the entry when a chain is broken', async () => {
    await withDatabase(({ db }) => db.execute(sql`update operation_logs set path = '/y' where id = 'op5'`));
    const check = await command('check');
    expect(check.code).toBe(1);
    expect(check.err.join('\n')).toMatch(
      /operation log: BROKEN from checkpoint 3: intact through entry 4, then entry 5 altered \(id op5, /,
    );
    expect(check.out).toEqual([]);
    // The purge removes nothing past a break, so the break stays to be seen (a retention of 0 days here
    // asks it to remove both entries left).
    const err: string[] = [];
    const refused = await runAuditCommand(
      ['purge', '--log', 'operation'],
      { ...config, auditRetentionDays: 0 },
      {
        out: () => {},
        err: (line) => err.push(line),
      },
    );
    expect(refused).toBe(1);
    expect(err).toEqual([
      "operation log: purge refused: the operation log's chain is broken at entry 5 (altered): nothing removed",
    ]);
    expect((await command('check', '--log', 'operation')).err[0]).toMatch(/entry 5 altered/);
  });

  it.runIf(!process.env.PMC_TEST_DATABASE_URL)(
    'sets the exit code of the process (node dist/audit.js)',
    () => {
      const tsx = path.resolve('node_modules/.bin/tsx');
      const run = (...args: string[]) =>
        spawnSync(tsx, ['src/audit-cli.ts', ...args], {
          env: { ...process.env, DATA_DIR: dataDir },
          encoding: 'utf8',
        });
      expect(run('nonsense').status).toBe(2);
      const broken = run('check', '--log', 'operation');
      expect(broken.status).toBe(1);
      expect(broken.stderr).toMatch(/BROKEN/);
      expect(run('check', '--log', 'sign-in').status).toBe(0);
    },
  );
});
