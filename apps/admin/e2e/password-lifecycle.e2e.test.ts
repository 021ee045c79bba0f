import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { i18nMessages } from '@pmc/i18n';
import { layoutMessages as lm } from '@pmc/layout';
import { signInOverHttp, startServer } from '@pmc/tooling/e2e';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../src/messages.ts';
import { securityPolicyMessages as pm } from '../src/pages/system/security-policy/messages.ts';
import { userMessages as um } from '../src/pages/system/user/messages.ts';
import { rowAction, rowsWith } from './list-pages.ts';
import { expectNoSeriousA11yViolations, LANGS, type Lang, openPage, submitSignIn, tr } from './support.ts';
import { expectToast } from './toasts.ts';

// The password lifecycle of 安全策略 needs passwords set and sign-ins made weeks ago. The shared server's
// database belongs to its process, so this file has a server of its own: it is started once to seed and
// to make the accounts over HTTP, stopped while the accounts' times are moved into the past in its
// database, and started again. Its policy (expiry 30 days, dormancy 90) is its own to change.
const DAY = 86_400_000;
const PASSWORD = 'Journey@2026';
const EARLIER = 'Journey@2026a';
const FRESH = 'Renewed@2026';
// The server's own texts (it answers in the browser's language).
const REUSED = {
  zh: '密码不能与最近5次使用过的密码相同',
  en: 'Password must differ from your last 5 passwords',
};
const DORMANT = {
  zh: '账号长期未登录已休眠，请联系管理员重新启用',
  en: 'The account has not been used for a long time and is dormant; ask an administrator to re-enable it',
};

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const accounts = (lang: Lang) => ({
  expired: `lcexpired${lang}`,
  soon: `lcsoon${lang}`,
  sleeper: `lcsleeper${lang}`,
});

// A staff session per language, left unused for 10 minutes (its last request moved into the past).
const idleTokens: Partial<Record<Lang, string>> = {};
const IDLE = { zh: 5, en: 6 };
const EXPIRED_SESSION = {
  zh: '登录已过期，请重新登录',
  en: 'Your session has expired, please sign in again',
};

let server: Awaited<ReturnType<typeof startServer>>;
let staticDir: string;
let dataDir: string;

async function call(base: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await res.json()) as { code: number; msg: string; data: unknown };
  if (answer.code !== 200) throw new Error(`${method} ${url}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** Runs SQL on the stopped server's PGlite folder, with the server's own PGlite and extension. */
function runSql(sql: string): void {
  const script = `import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create(process.argv[1], { extensions: { pg_trgm } });
await db.exec(process.argv[2]);
await db.close();`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script, dataDir, sql], {
    cwd: path.join(import.meta.dirname, '../../server'),
    stdio: 'inherit',
  });
}

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'pmc-admin-lifecycle-'));
  cpSync(path.join(import.meta.dirname, '../dist'), staticDir, { recursive: true });
  dataDir = mkdtempSync(path.join(tmpdir(), 'pmc-data-lifecycle-'));
  const env = { STATIC_DIR: staticDir, DATA_DIR: dataDir };
  const first = await startServer({ env });
  try {
    const admin = await signInOverHttp(first.baseUrl, 'admin', 'Admin@2026');
    await call(first.baseUrl, admin, 'PUT', '/api/system/SecurityPolicy', {
      passwordExpiryDays: 30,
      dormantDays: 90,
    });
    const staffList = (await call(first.baseUrl, admin, 'GET', '/admin-api/system/user?keyword=staff')) as {
      list: { account: string; organizeId: string; roleIds: string[] }[];
    };
    const staff = staffList.list.find((u) => u.account === 'staff');
    for (const lang of LANGS) {
      for (const account of Object.values(accounts(lang))) {
        await call(first.baseUrl, admin, 'POST', '/admin-api/system/user', {
          account,
          realName: account,
          organizeId: staff?.organizeId,
          roleIds: staff?.roleIds ?? [],
          password: md5(EARLIER),
        });
      }
      idleTokens[lang] = await signInOverHttp(first.baseUrl, 'staff', 'Staff@2026');
      // One change, so the expired account has an earlier password to try again.
      const own = await signInOverHttp(first.baseUrl, accounts(lang).expired, EARLIER);
      await call(first.baseUrl, own, 'POST', '/api/permission/Users/Current/Actions/ModifyPasswordnocode', {
        oldPassword: md5(EARLIER),
        password: md5(PASSWORD),
        validatePassword: md5(PASSWORD),
      });
    }
  } finally {
    await first.stop();
  }
  const now = Date.now();
  const like = (role: string) => `account in ('${role}zh', '${role}en')`;
  runSql(`update users set is_weak_pwd = false where account like 'lc%';
update users set password_set_at = ${now - 31 * DAY} where ${like('lcexpired')};
update users set password_set_at = ${now - 25 * DAY} where ${like('lcsoon')};
update users set last_login_time = ${now - 100 * DAY} where ${like('lcsleeper')};
update sessions set last_seen_at = ${now - 10 * 60_000} where token_hash in (${Object.values(idleTokens)
    .map((token) => `'${sha256(token)}'`)
    .join(', ')});`);
  server = await startServer({ env });
});
afterAll(async () => {
  await server?.stop();
  rmSync(staticDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function signInAt(page: Page, account: string, password: string) {
  await page.goto(`${server.baseUrl}/login`);
  await submitSignIn(page, account, password);
}

describe.each(LANGS)('the password lifecycle (%s)', (lang) => {
  it('forces the change of an expired password, refuses a recent one, tells the days left', async () => {
    const { expired, soon } = accounts(lang);
    const { context, page } = await openPage({ lang });
    await signInAt(page, expired, PASSWORD);
    const dialog = page.getByRole('dialog', { name: tr(lang, lm.changePassword) });
    await dialog.getByText(tr(lang, adminMessages.passwordExpired)).waitFor();
    // No page behind it: the server would answer none of its calls.
    expect(await page.getByTestId('home').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);

    const fill = async (next: string) => {
      await dialog.getByLabel(tr(lang, lm.oldPassword)).fill(PASSWORD);
      await dialog.getByLabel(tr(lang, lm.newPassword)).fill(next);
      await dialog.getByLabel(tr(lang, lm.repeatPassword)).fill(next);
      await dialog.getByRole('button', { name: tr(lang, lm.submit) }).click();
    };
    // The password before the current one is among the last five.
    await fill(EARLIER);
    await expectToast(page, REUSED[lang]);
    await fill(FRESH);
    await expectToast(page, tr(lang, i18nMessages.passwordChanged));
    await page.waitForURL(/\/login/);
    await submitSignIn(page, expired, FRESH);
    await page.getByTestId('home').waitFor();
    await context.close();

    // Within the last seven days: a notice with the days left, over a working page.
    const notice = await openPage({ lang });
    await signInAt(notice.page, soon, EARLIER);
    await notice.page.getByTestId('home').waitFor();
    await notice.page.getByText(tr(lang, adminMessages.passwordDaysLeft, { days: '5' })).waitFor();
    await notice.context.close();
  });

  it('refuses a dormant account until an administrator re-enables it', async () => {
    const { sleeper } = accounts(lang);
    const { context, page } = await openPage({ lang });
    await signInAt(page, sleeper, EARLIER);
    await expectToast(page, DORMANT[lang]);
    expect(page.url()).toMatch(/\/login/);

    const admin = await openPage({ lang });
    await signInAt(admin.page, 'admin', 'Admin@2026');
    await admin.page.getByTestId('home').waitFor();
    // 安全策略 shows the lifecycle fields with this server's values.
    await admin.page.goto(`${server.baseUrl}/system/securityPolicy`);
    const expiry = admin.page.getByRole('spinbutton', { name: tr(lang, pm.passwordExpiryDays) });
    await expect.poll(() => expiry.inputValue()).toBe('30');
    expect(await admin.page.getByRole('spinbutton', { name: tr(lang, pm.dormantDays) }).inputValue()).toBe(
      '90',
    );
    expect(
      await admin.page.getByRole('spinbutton', { name: tr(lang, pm.passwordHistoryCount) }).inputValue(),
    ).toBe('5');

    await admin.page.goto(`${server.baseUrl}/system/user?keyword=${sleeper}`);
    const table = admin.page.getByRole('table', { name: tr(lang, um.list) });
    const row = rowsWith(table, sleeper);
    await expect.poll(() => row.textContent()).toContain(tr(lang, um.dormantYes));
    await expectNoSeriousA11yViolations(admin.page);
    await rowAction(row, 'reactivate');
    await expectToast(admin.page, tr(lang, um.reactivateDone, { account: sleeper }));
    await expect.poll(() => row.textContent()).not.toContain(tr(lang, um.dormantYes));
    await admin.context.close();

    await submitSignIn(page, sleeper, EARLIER);
    await page.getByTestId('home').waitFor();
    await context.close();
  });

  // The policy's idle limit, shortened on 安全策略, ends a session idle for longer at its next request. The
  // server test (security-policy.test.ts) covers the timing with its clock; this shows the effect.
  it('ends a session idle for longer than the idle timeout saved on 安全策略', async () => {
    const admin = await openPage({ lang });
    await signInAt(admin.page, 'admin', 'Admin@2026');
    await admin.page.getByTestId('home').waitFor();
    await admin.page.goto(`${server.baseUrl}/system/securityPolicy`);
    const idle = admin.page.getByRole('spinbutton', { name: tr(lang, pm.sessionIdleMinutes) });
    await expect.poll(() => idle.inputValue()).not.toBe('');
    await idle.fill(String(IDLE[lang]));
    await admin.page.getByRole('button', { name: tr(lang, adminMessages.save) }).click();
    await expectToast(admin.page, tr(lang, pm.saved));
    await admin.context.close();

    const { context, page } = await openPage({ lang });
    await page.goto(`${server.baseUrl}/login`);
    await page.evaluate((token) => localStorage.setItem('park_token', token), idleTokens[lang] ?? '');
    await page.goto(`${server.baseUrl}/home`);
    await expectToast(page, EXPIRED_SESSION[lang]);
    await page.waitForURL(/\/login/);
    await context.close();
  });
});
