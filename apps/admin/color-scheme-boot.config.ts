import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const SOURCE = path.join(import.meta.dirname, 'src/boot/color-scheme-boot.js');

/**
 * Puts src/boot/color-scheme-boot.js in <head> as a blocking classic script, named by its content under
 * assets/ (cached for good like every other asset), so the stored light / dark choice is on <html> before
 * the first paint. In the dev server it is served from its source path.
 */
export function colorSchemeBoot(): Plugin {
  // Sent as written, less its comment lines and indentation (a few hundred bytes on every first load).
  const source = readFileSync(SOURCE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  let src = '/src/boot/color-scheme-boot.js';
  return {
    name: 'pmc-color-scheme-boot',
    configResolved(config) {
      if (config.command === 'build') src = `/assets/color-scheme-${hash}.js`;
    },
    transformIndexHtml() {
      return [{ tag: 'script', attrs: { src }, injectTo: 'head-prepend' }];
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: src.slice(1), source });
    },
  };
}
