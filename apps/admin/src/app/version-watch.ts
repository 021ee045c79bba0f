import { type BuildStamp, createVersionWatch } from '@pmc/layout';

/**
 * Whether the server now serves a newer build than this tab runs: the build id stamped in index.html
 * (build-stamp.config.ts) against the served /version.json. Shown by the shell's NewVersionNotice.
 */
export const versionWatch = createVersionWatch({
  current: document.querySelector<HTMLMetaElement>('meta[name="pmc-build"]')?.content,
  async fetchStamp() {
    // no-store: the answer must be today's, whatever a proxy or the HTTP cache holds.
    const response = await fetch('/version.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`version.json: ${response.status}`);
    return (await response.json()) as BuildStamp;
  },
});
