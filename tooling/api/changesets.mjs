// The pending changesets (.changeset/*.md) and the bump each asks for each package, read from their
// front matter (`"@pmc/ui": minor`), as `changeset version` will apply them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const BUMPS = ['patch', 'minor', 'major'];

/** The larger of two bumps (either may be null). */
export const largerBump = (a, b) => (BUMPS.indexOf(a) >= BUMPS.indexOf(b) ? a : b);

/**
 * @param {string} root the folder that holds .changeset/
 * @returns {Map<string, { bump: string, files: string[] }>} by package name: the largest pending bump and
 *   the changesets that name the package
 */
export function pendingBumps(root) {
  const folder = path.join(root, '.changeset');
  const bumps = new Map();
  if (!existsSync(folder)) return bumps;
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith('.md') || file === 'README.md') continue;
    const front =
      /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path.join(folder, file), 'utf8'))?.[1] ?? '';
    for (const line of front.split(/\r?\n/)) {
      const match = /^\s*(["']?)([^"':\s]+)\1\s*:\s*(patch|minor|major)\s*$/.exec(line);
      if (!match) continue;
      const [, , name, bump] = match;
      const known = bumps.get(name);
      bumps.set(name, {
        bump: largerBump(bump, known?.bump ?? null),
        files: [...(known?.files ?? []), `.changeset/${file}`],
      });
    }
  }
  return bumps;
}
