// Whether the next release's version says what happened to the API since the last one. A line of the
// released report removed or altered (an export gone, a signature or prop type changed) breaks a consumer:
// major. An added line (a new export, a new optional prop) breaks nobody: minor. While a package is 0.x,
// npm's caret ranges treat the minor as the breaking digit (^0.3.0 accepts 0.3.9, not 0.4.0), so the two
// steps move down one: a break needs a minor and an addition a patch, which a ^0.3.0 consumer still gets.
import { BUMPS, largerBump } from './changesets.mjs';
import { apiChange } from './report-diff.mjs';

const parse = (version) => version.split(/[.+-]/, 3).map(Number);

/** The bump from one version to a later one ('major', 'minor', 'patch'), null when equal or lower. */
export function bumpBetween(from, to) {
  const [a, b] = [parse(from), parse(to)];
  if (b[0] !== a[0]) return b[0] > a[0] ? 'major' : null;
  if (b[1] !== a[1]) return b[1] > a[1] ? 'minor' : null;
  return b[2] > a[2] ? 'patch' : null;
}

/** The smallest bump that a change of the API needs on a package released as `version`. */
export function requiredBump(version, { removed, added }) {
  const zero = parse(version)[0] === 0;
  if (removed.length > 0) return zero ? 'minor' : 'major';
  if (added.length > 0) return zero ? 'patch' : 'minor';
  return null;
}

const SHOWN = 6;
function sample(change) {
  const lines = [...change.removed.map((l) => `  - ${l}`), ...change.added.map((l) => `  + ${l}`)];
  const more = lines.length > SHOWN ? [`  … and ${lines.length - SHOWN} more lines`] : [];
  return [...lines.slice(0, SHOWN), ...more].join('\n');
}

/**
 * @param {{
 *   name: string, version: string,
 *   released: { commit: string, version: string, reports: Map<string, string> },
 *   reports: Map<string, string>,
 *   pending?: { bump: string, files: string[] },
 * }} input the package's current version and reports, its released API, and its pending changesets
 * @returns {string[]} problems, empty when the release's bump is large enough
 * @example
 * checkRelease({ name: '@pmc/ui', version: '0.1.0', released, reports, pending: undefined });
 * // ['@pmc/ui: its public API changed since 0.1.0 … but no pending changeset names it …']
 */
export function checkRelease({ name, version, released, reports, pending }) {
  const change = { removed: [], added: [] };
  for (const report of new Set([...released.reports.keys(), ...reports.keys()])) {
    const { removed, added } = apiChange(released.reports.get(report) ?? '', reports.get(report) ?? '');
    change.removed.push(...removed.map((line) => `${report}: ${line.trim()}`));
    change.added.push(...added.map((line) => `${report}: ${line.trim()}`));
  }
  const required = requiredBump(released.version, change);
  if (!required) return [];
  const why =
    change.removed.length > 0
      ? `a line of the released API removed or changed needs ${required}`
      : `an addition needs ${required}`;
  const zero = released.version.startsWith('0.') ? ' (0.x: one step down from 1.x)' : '';
  const since = `since ${released.version} (${released.commit.slice(0, 8)})`;
  // `changeset version` already applied: the version in package.json carries the bump.
  const given = largerBump(bumpBetween(released.version, version), pending?.bump ?? null);
  if (!given)
    return [
      `${name}: its public API changed ${since} but no pending changeset names it; add one with ` +
        `\`pnpm changeset\`: ${why}${zero}\n${sample(change)}`,
    ];
  if (BUMPS.indexOf(given) < BUMPS.indexOf(required))
    return [
      `${name}: its public API changed ${since} and the release bumps it by ${given} ` +
        `(${pending?.files.join(', ') ?? `version ${version}`}), but ${why}${zero}\n${sample(change)}`,
    ];
  return [];
}
