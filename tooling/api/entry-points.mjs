// The public entry points of a package as it is published (`publishConfig.exports`, which point at the
// built files) and the API report each one gets: `etc/<unscoped name>[-<subpath>].api.md`, the file name
// api-extractor uses, one per entry point (`./kit/catalog` of @pmc/widgets -> etc/widgets-kit-catalog.api.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const REPORT_FOLDER = 'etc';
export const REPORT_EXTENSION = '.api.md';

export function readManifest(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * @param {string} dir the package folder
 * @returns {{ specifier: string, types: string, reportName: string, reportFile: string }[]}
 *   `types` and `reportFile` are absolute; stylesheets and other entries without types are left out.
 */
export function entryPoints(dir) {
  const manifest = readManifest(dir);
  const exports = manifest.publishConfig?.exports ?? manifest.exports ?? {};
  const unscoped = manifest.name.replace(/^@[^/]+\//, '');
  return Object.entries(exports)
    .filter(([, target]) => typeof target === 'object' && typeof target.types === 'string')
    .map(([subpath, target]) => {
      const rest = subpath === '.' ? [] : subpath.slice(2).split('/');
      const reportName = [unscoped, ...rest].join('-');
      return {
        specifier: [manifest.name, ...rest].join('/'),
        types: path.resolve(dir, target.types),
        reportName,
        reportFile: path.join(dir, REPORT_FOLDER, `${reportName}${REPORT_EXTENSION}`),
      };
    });
}
