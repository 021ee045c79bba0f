// Browser-journey harness: start the built server (serving the built admin app) on a free loopback
// port with a fresh embedded database, and launch Debian's Chromium through playwright-core.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort } from '../scripts/free-port.mjs';
import { chromiumOptions } from './chromium-options.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/** Starts apps/server/dist/main.js; returns its base URL and a stop function. */
export async function startServer({ env = {} } = {}) {
  const main = path.join(root, 'apps/server/dist/main.js');
  const staticDir = path.join(root, 'apps/admin/dist');
  for (const f of [main, path.join(staticDir, 'index.html')]) {
    if (!existsSync(f)) throw new Error(`${f} is missing: build first (pnpm turbo run build)`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pmc-e2e-'));
  // A fixed PORT restarts a server at the same address (a deploy, as a journey plays it).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A first start migrates and seeds (slow password hashes) on a machine that may be shared: room.
    await waitForHttp(`${baseUrl}/admin-api/captcha`, child, 240_000);
  } catch (error) {
    // No server left behind holding its port and its folder when the run gives up on it.
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** Launches that Chromium. */
export function launchBrowser() {
  return chromium.launch(chromiumOptions);
}

/**
 * Signs a demo account in over HTTP as the login form does (the password's MD5, no captcha) and returns
 * its session token; throws naming the account when the server refuses.
 */
export async function signInOverHttp(baseUrl, account, password) {
  const body = new URLSearchParams({
    account,
    password: createHash('md5').update(password, 'utf8').digest('hex'),
    code: '',
    sys_captcha: '',
  });
  const res = await fetch(`${baseUrl}/admin-api/login`, { method: 'POST', body });
  const answer = await res.json();
  if (answer.code !== 200 || !answer.data?.token)
    throw new Error(`sign-in of ${account} failed: ${answer.code} ${answer.msg ?? ''}`);
  return answer.data.token;
}

export { axeRunOptions, waitForStillPage } from './a11y.mjs';
export { chromiumOptions, chromiumPath } from './chromium-options.mjs';
