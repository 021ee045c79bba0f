import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Stamps the build: `<meta name="pmc-build" content="<buildId>">` in index.html (what the running tab is)
 * and `version.json` ({ version, buildId, builtAt }) beside it (what the server serves now, read by
 * @pmc/layout's version watch). The id is `PMC_BUILD_ID` when the release pipeline sets one, else unique
 * per build. The dev server has no stamp, so it never announces a release.
 */
export function buildStamp(): Plugin {
  const { version } = JSON.parse(readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8')) as {
    version: string;
  };
  const builtAt = new Date().toISOString();
  const buildId = process.env.PMC_BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'pmc-build-stamp',
    apply: 'build',
    transformIndexHtml() {
      return [{ tag: 'meta', attrs: { name: 'pmc-build', content: buildId }, injectTo: 'head' }];
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ version, buildId, builtAt })}\n`,
      });
    },
  };
}
