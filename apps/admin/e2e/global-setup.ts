import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumOptions, startServer } from '@pmc/tooling/e2e';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserEndpoint: string;
  }
}

/**
 * One server (the built app on a fresh database) and one Chromium for the whole run; each journey
 * connects to that browser and opens its own contexts, so no test pays for a browser start.
 */
export default async function setup(project: TestProject) {
  // Serve a snapshot of the build: a rebuild of dist/ during the run (other work in the same checkout)
  // would otherwise swap the chunk names under the running journeys.
  const staticDir = mkdtempSync(path.join(tmpdir(), 'pmc-admin-dist-'));
  cpSync(path.join(import.meta.dirname, '../dist'), staticDir, { recursive: true });
  const server = await startServer({ env: { STATIC_DIR: staticDir } });
  const browser = await chromium.launchServer(chromiumOptions);
  project.provide('baseUrl', server.baseUrl);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.stop();
    rmSync(staticDir, { recursive: true, force: true });
  };
}
