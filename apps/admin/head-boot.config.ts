import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// What runs before the app's code has arrived: the colour scheme before the first paint, and the
// sign-in captcha asked for while the code is still on its way.
const DIR = path.join(import.meta.dirname, 'src/boot');
const FILES = readdirSync(DIR)
  .filter((file) => file.endsWith('.js'))
  .sort();

/**
 * Puts src/boot's scripts in <head> as one blocking classic script (the CSP forbids inline code, and a
 * module script would run after the page is painted), named by its content under assets/ and cached for
 * good like every other asset. The dev server serves each from its source path.
 */
export function headBoot(): Plugin {
  // Sent as written, less comment lines and indentation (a few hundred bytes on every first load).
  const source = FILES.map((file) =>
    readFileSync(path.join(DIR, file), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('//'))
      .join('\n'),
  ).join('\n');
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  let sources = FILES.map((file) => `/src/boot/${file}`);
  return {
    name: 'pmc-head-boot',
    configResolved(config) {
      if (config.command === 'build') sources = [`/assets/head-boot-${hash}.js`];
    },
    transformIndexHtml() {
      return sources.map((src) => ({ tag: 'script', attrs: { src }, injectTo: 'head-prepend' as const }));
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: sources[0]!.slice(1), source });
    },
  };
}
