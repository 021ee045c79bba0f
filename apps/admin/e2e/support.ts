import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { apiClientCatalog } from '@pmc/api-client/catalog';
import { i18nCatalog } from '@pmc/i18n/catalog';
import { layoutCatalog } from '@pmc/layout/catalog';
import { axeRunOptions, signInOverHttp, waitForStillPage } from '@pmc/tooling/e2e';
import { uiCatalog } from '@pmc/ui/catalog';
import { validatorsCatalog } from '@pmc/validators/catalog';
import { sessionListCatalog, widgetsCatalog } from '@pmc/widgets/catalog';
import { kitCatalog } from '@pmc/widgets/kit/catalog';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { adminCatalog } from '../src/catalog.ts';
import { pageCatalogs } from '../src/pages/page-catalogs.ts';
import { recordToasts } from './toasts.ts';

export const baseUrl = inject('baseUrl');

/** The two languages every journey runs in. */
export type Lang = 'zh' | 'en';
export const LANGS: readonly Lang[] = ['zh', 'en'];
const BROWSER_LOCALE: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US' };

const catalogs: { [L in Lang]: Record<string, string> }[] = [
  layoutCatalog,
  i18nCatalog,
  adminCatalog,
  uiCatalog,
  widgetsCatalog,
  sessionListCatalog,
  validatorsCatalog,
  kitCatalog,
  apiClientCatalog,
  ...Object.values(pageCatalogs),
];

/** A message as the app shows it in `lang` (the same catalogues the app uses), placeholders filled. */
export function tr(
  lang: Lang,
  descriptor: { id: string; message?: string },
  values: Record<string, string> = {},
): string {
  const found = catalogs.map((c) => c[lang][descriptor.id]).find((text) => text !== undefined);
  const text = found ?? descriptor.message ?? descriptor.id;
  return text.replace(/\{(\w+)\}/g, (whole: string, name: string) => values[name] ?? whole);
}

// The run's one Chromium (started by global-setup), connected once per worker on its first page: the
// journeys share their worker's modules (vitest.e2e.config.ts), so the connection serves every file the
// worker runs and ends with the worker.
let connected: Promise<Browser> | undefined;

export interface PageOptions {
  lang?: Lang;
  width?: number;
  height?: number;
  /** Runs before the app's scripts on every page load of the context. */
  initScript?: () => void;
  /**
   * The user's motion preference; `reduce` unless told, so no toast or fade is caught mid-motion. Only a
   * journey that checks an animation on purpose asks for `no-preference`.
   */
  reducedMotion?: 'reduce' | 'no-preference';
  /**
   * Starts the context signed in as this demo account, in the run's shared session (global-setup), so
   * the journey skips /login and its password hash. Never for a journey that ends its session (sign
   * out, a forced offline, a password change): that one signs in on its own with `signIn`.
   */
  as?: keyof typeof ACCOUNTS;
}

/** A fresh context (own storage, own session) and a page in it. */
export async function openPage({
  lang = 'zh',
  width = 1280,
  height = 800,
  initScript,
  reducedMotion = 'reduce',
  as,
}: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  connected ??= chromium.connect(inject('browserEndpoint'));
  const browser = await connected;
  // The app's CSP stays in force in every journey (axe is evaluated over DevTools, which it does not
  // govern), so a page that only works without it fails here.
  const context = await browser.newContext({
    locale: BROWSER_LOCALE[lang],
    viewport: { width, height },
    reducedMotion,
    ...(as && {
      storageState: {
        cookies: [],
        // The key the app keeps its token under (the park_ prefix of
        // docs/guide/constants.md#browser-storage).
        origins: [
          { origin: baseUrl, localStorage: [{ name: 'park_token', value: inject('sessionTokens')[as] }] },
        ],
      },
    }),
  });
  // Ceilings, not expectations: every wait returns as soon as its condition holds, so a passing journey
  // is as fast as ever, and a machine several times slower (or busy with other suites) still passes.
  // Navigations get more, since a sign-in waits for the server's deliberately slow password hash.
  context.setDefaultTimeout(60_000);
  context.setDefaultNavigationTimeout(120_000);
  await context.addInitScript(recordToasts);
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  return { context, page };
}

export const ACCOUNTS = {
  admin: 'Admin@2026',
  staff: 'Staff@2026',
} as const;

/** Fills and submits the sign-in form on the current /login page. */
export async function submitSignIn(page: Page, account: string, password: string): Promise<void> {
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Opens /home in a context started with `as` and waits for the chrome around it. */
export async function openHome(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/home`);
  await page.getByTestId('home').waitFor();
}

/** Signs in through the UI and waits for the chrome around /home. */
export async function signIn(page: Page, account: keyof typeof ACCOUNTS = 'admin'): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await submitSignIn(page, account, ACCOUNTS[account]);
  await page.waitForURL(/\/home$/);
  await page.getByTestId('home').waitFor();
}

/** The run's shared session token of a demo account (for API calls a journey makes on the side). */
export function sessionToken(account: keyof typeof ACCOUNTS): string {
  return inject('sessionTokens')[account];
}

/** Signs in over HTTP (for the token hand-over journeys); the password travels as its MD5. */
export function apiSignIn(account: string, password: string): Promise<string> {
  return signInOverHttp(baseUrl, account, password);
}

/** Calls the API as `token` and returns the envelope's data, asserting code 200. */
export async function callApi<T = unknown>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await res.json()) as { code: number; msg?: string; data: T };
  expect(answer.code, `${method} ${path}: ${answer.msg}`).toBe(200);
  return answer.data;
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core over the page, once nothing on it moves, with the WCAG 2.2 AA rule set, and asserts no
 * serious or critical violation.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Evaluated over the DevTools protocol, which the app's Content-Security-Policy (script-src 'self')
  // does not govern, unlike an injected <script> tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(axePath, 'utf8'));
  await waitForStillPage(page);
  const violations = await page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, options)) as {
      violations: AxeViolation[];
    };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  }, axeRunOptions);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious).toEqual([]);
}

/** Opens the user dropdown (avatar and name at the right of the header). */
export async function openUserMenu(page: Page): Promise<void> {
  await page.locator('.pmc-navbar__tools button.pmc-user').click();
}
