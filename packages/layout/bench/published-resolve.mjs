import { readFileSync } from 'node:fs';

const packagesDir = new URL('../../', import.meta.url);

export async function resolve(specifier, context, nextResolve) {
  const match = /^@pmc\/([^/]+)(\/.+)?$/.exec(specifier);
  if (!match) return nextResolve(specifier, context);
  const [, name, sub] = match;
  const dir = new URL(`${name}/`, packagesDir);
  const manifest = JSON.parse(readFileSync(new URL('package.json', dir), 'utf8'));
  const target = manifest.publishConfig?.exports?.[sub ? `.${sub}` : '.'];
  const file = typeof target === 'string' ? target : target?.import;
  if (!file) return nextResolve(specifier, context);
  return { url: new URL(file, dir).href, shortCircuit: true, format: 'module' };
}
