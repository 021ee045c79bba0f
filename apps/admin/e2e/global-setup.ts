import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromiumOptions, signInOverHttp, startServer } from '@pmc/tooling/e2e';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserEndpoint: string;
    /** One session per demo account, signed in once for the run (see `openPage`'s `as`). */
    sessionTokens: { admin: string; staff: string };
  }
}

/**
 * One server (the built app on a fresh database), one Chromium and one session per demo account for the
 * whole run; each journey connects to that browser and opens its own contexts, so no test pays for a
 * browser start, and a journey that is not about signing in pays for no password hash.
 */
export default async function setup(project: TestProject) {
  // Serve a snapshot of the build: a rebuild of dist/ during the run (other work in the same checkout)
  // would otherwise swap the chunk names under the running journeys.
  const staticDir = mkdtempSync(path.join(tmpdir(), 'pmc-admin-dist-'));
  cpSync(path.join(import.meta.dirname, '../dist'), staticDir, { recursive: true });
  // A list past the count's cap for capped-total.e2e (scripts/seed-capped-sign-ins.ts): written before
  // the server opens the folder, which PGlite lets one process hold at a time.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pmc-e2e-data-'));
  const serverDir = path.join(import.meta.dirname, '../../server');
  const seeded = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/seed-capped-sign-ins.ts'],
    { cwd: serverDir, env: { ...process.env, DATA_DIR: dataDir } },
  );
  process.stdout.write(seeded.stdout);
  // The shared sessions live through the whole run, however slow the machine: no idle end. Export jobs
  // read one row a batch and rest 50 ms after each, so export-job.e2e sees a run's progress and cancels
  // it midway however fast the machine (without the rest, a quiet one finished 120 rows before the click).
  const server = await startServer({
    env: {
      STATIC_DIR: staticDir,
      DATA_DIR: dataDir,
      SESSION_IDLE_MINUTES: '600',
      EXPORT_BATCH_ROWS: '1',
      EXPORT_BATCH_PAUSE_MS: '50',
    },
  });
  const browser = await chromium.launchServer(chromiumOptions);
  project.provide('baseUrl', server.baseUrl);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('sessionTokens', {
    admin: await signInOverHttp(server.baseUrl, 'admin', 'Admin@2026'),
    staff: await signInOverHttp(server.baseUrl, 'staff', 'Staff@2026'),
  });
  return async () => {
    await browser.close();
    await server.stop();
    rmSync(staticDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
