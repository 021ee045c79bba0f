// "Who can do this?" at 100,000 users: the bulk seed, every bulk user given the seeded staff role (so
// 用户管理's 修改 has 100,003 holders) and 10,000 of them a role of data scope 'custom' (as many as are
// read first), then the p50/p99 of the who_can page over HTTP on a loopback port, one request at a
// time, for an administrator and for a scope-limited asker.
// Run: pnpm --filter @pmc/server bench:who-can [--postgres]   (target: p99 <= 200 ms)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { startPostgres } from '@pmc/tooling/postgres';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { FEW_HOLDERS, fewHolderIds, whoCanStatement } from '../src/modules/who-can/who-can-query.ts';
import { md5Hex } from '../src/security/md5-hex.ts';
import { seedBulkUsers } from '../src/seed/bulk/seed-bulk-users.ts';
import { seedDatabase } from '../src/seed/seed-database.ts';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const SAMPLES = Number(process.env.WHO_CAN_SAMPLES ?? 300);
const onPostgres = process.argv.includes('--postgres');

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const postgres = onPostgres ? await startPostgres() : null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmc-who-can-'));
try {
  const databaseUrl = postgres?.url;
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  await seedDatabase(database.db, 'demo');
  const started = performance.now();
  await seedBulkUsers(database.db, { users: USERS });
  const [staffRole] = rowsOf<{ id: string }>(
    await database.db.execute(sql`select id from roles where en_code = 'staff'`),
  );
  await database.db.execute(sql`insert into user_roles (user_id, role_id)
    select id, ${staffRole?.id} from users where account not in ('admin', 'staff', 'newbie')
    on conflict do nothing`);
  // A right held by as many as are read first (FEW_HOLDERS): a role of data scope 'custom' given to the
  // first 10,000 bulk users.
  await database.db.execute(sql`insert into roles (id, full_name, en_code, data_scope, creator_time)
    values ('bench-custom', '自定义范围', 'bench_custom', 'custom', 0)`);
  await database.db.execute(sql`insert into user_roles (user_id, role_id)
    select id, 'bench-custom' from users where not is_administrator order by id limit ${FEW_HOLDERS}`);
  await database.db.execute(sql`vacuum analyze users, user_roles, role_permissions`);
  console.log(
    `${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${USERS.toLocaleString('en')} bulk users holding the staff role, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const [userPage] = rowsOf<{ id: string }>(
    await database.db.execute(sql`select id from menus where en_code = 'system.user'`),
  );

  const app = await buildApp({
    config: loadConfig({
      CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    }),
    database,
    logStream: false,
  });
  const signIn = async (account: string, password: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/admin-api/login',
      payload: new URLSearchParams({ account, password: md5Hex(password) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return (res.json() as { data: { token: string } }).data.token;
  };
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const time = async (query: string, token: string) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/admin-api/system/authorize/who_can?${query}`, {
      headers: { authorization: token },
    });
    const answer = (await res.json()) as {
      code: number;
      data: { pagination: { total: number; capped?: boolean } };
    };
    const ms = performance.now() - t0;
    if (answer.code !== 200) throw new Error(`${query}: code ${answer.code}`);
    const { total, capped } = answer.data.pagination;
    return { ms, total: `${total.toLocaleString('en')}${capped ? '+' : ''}` };
  };
  const admin = await signIn('admin', 'Admin@2026');
  const staff = await signIn('staff', 'Staff@2026');
  const button = (code: string) => `kind=button&moduleId=${userPage?.id}&code=${code}`;
  const cases: [string, string, string][] = [
    ['修改: page 1 of 20 (admin)', button('btn_edit'), admin],
    ['修改: page 500 of 20 (admin)', `${button('btn_edit')}&currentPage=500`, admin],
    ['修改: keyword "zhangwei" (admin)', `${button('btn_edit')}&keyword=zhangwei`, admin],
    ['删除: page 1, two holders (admin)', button('btn_remove'), admin],
    ['the page itself: page 1 (admin)', `kind=menu&moduleId=${userPage?.id}`, admin],
    ['data scope "all": page 1 (admin)', 'kind=dataScope&code=all', admin],
    [
      'data scope "custom": page 250, read first (admin)',
      'kind=dataScope&code=custom&currentPage=250',
      admin,
    ],
  ];
  const rows: [string, string, number, number][] = [];
  const measure = async (name: string, query: string, token: string) => {
    for (let i = 0; i < 10; i++) await time(query, token); // warm-up
    const spent: number[] = [];
    let total = '';
    for (let i = 0; i < SAMPLES; i++) {
      const answer = await time(query, token);
      spent.push(answer.ms);
      total = answer.total;
    }
    rows.push([name, total, percentile(spent, 50), percentile(spent, 99)]);
    console.log(
      `${name}: p50 ${percentile(spent, 50).toFixed(1)} ms, p99 ${percentile(spent, 99).toFixed(1)} ms`,
    );
  };
  for (const [name, query, token] of cases) await measure(name, query, token);
  // A scope-limited asker: the staff role narrowed to its own organisation.
  await database.db.execute(sql`update roles set data_scope = 'org' where id = ${staffRole?.id}`);
  await measure('修改: page 1, asker scoped to own organisation (staff)', button('btn_edit'), staff);
  await database.db.execute(sql`update roles set data_scope = 'all' where id = ${staffRole?.id}`);

  // The statement alone, as the database times their execution (EXPLAIN ANALYZE): the query's own
  // cost, apart from HTTP and from waiting for a CPU on a shared machine.
  const executed = async (statement: ReturnType<typeof sql>) => {
    const result = rowsOf<{ 'QUERY PLAN': unknown }>(
      await database.db.execute(sql`explain (analyze, format json) ${statement}`),
    );
    const plan = result[0]?.['QUERY PLAN'];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ 'Execution Time': number }];
    return parsed[0]['Execution Time'];
  };
  const sqlRows: [string, number, number][] = [];
  const everyone = { all: true } as const;
  const sqlCases: [string, Parameters<typeof whoCanStatement>[0], string | undefined, number][] = [
    ['修改: page 1', { kind: 'button', moduleId: userPage?.id, code: 'btn_edit' }, undefined, 0],
    ['修改: page 500', { kind: 'button', moduleId: userPage?.id, code: 'btn_edit' }, undefined, 9980],
    ['修改: keyword "zhangwei"', { kind: 'button', moduleId: userPage?.id, code: 'btn_edit' }, 'zhangwei', 0],
    [
      '删除: page 1 (two holders, read first)',
      { kind: 'button', moduleId: userPage?.id, code: 'btn_remove' },
      undefined,
      0,
    ],
  ];
  for (const [name, target, keyword, offset] of sqlCases) {
    // A right held by few is read holders first (that read is not in the figure: a key walk of at most
    // FEW_HOLDERS + 1 user_roles entries).
    const holderIds = await fewHolderIds(database.db, target);
    const statement = whoCanStatement(
      target,
      everyone,
      { keyword, limit: 20, offset, action: 'edit' },
      holderIds,
    );
    const spent: number[] = [];
    for (let i = 0; i < Math.min(SAMPLES, 50); i++) spent.push(await executed(statement));
    sqlRows.push([name, percentile(spent, 50), percentile(spent, 99)]);
    console.log(`${name}, SQL execution: p50 ${percentile(spent, 50).toFixed(1)} ms`);
  }

  console.log(
    `\nload average while measuring: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (2 cores); ${SAMPLES} requests each, one at a time`,
  );
  console.log(
    '\n| who_can | holders | p50 ms | p99 ms | target p99 | verdict |\n| --- | ---: | ---: | ---: | ---: | --- |',
  );
  for (const [name, total, p50, p99] of rows)
    console.log(
      `| ${name} | ${total} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | <= 200 | ${p99 <= 200 ? 'ok' : 'missed'} |`,
    );
  console.log(
    '\n| who_can statement (page and count), SQL execution | p50 ms | p99 ms |\n| --- | ---: | ---: |',
  );
  for (const [name, p50, p99] of sqlRows) console.log(`| ${name} | ${p50.toFixed(1)} | ${p99.toFixed(1)} |`);
  await app.close();
  await database.close();
} finally {
  await postgres?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
