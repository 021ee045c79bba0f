// Publish-time manifest of the @pmc packages (pnpm's beforePacking hook, pnpm >= 10.28).
//
// Internal peer dependencies are written `workspace:^0` in the sources, which changesets reads as "any
// 0.x": a minor release of @pmc/ui then stays in range, so its dependents are not bumped as majors
// (a peer leaving its range makes changesets release the dependent as a major, even from 0.x). What a
// consumer installs must not accept a breaking 0.x minor, though, so here each internal peer range is
// narrowed to the minor the workspace holds at pack time (`^0.3.0`: >=0.3.0 <0.4.0). changesets'
// `updateInternalDependents: "always"` re-releases the dependents with every release of a peer, so
// their published range follows. The release rehearsal checks both halves.
const { readFileSync } = require('node:fs');
const path = require('node:path');

function workspaceVersion(name) {
  const manifest = path.join(__dirname, 'packages', name.replace(/^@pmc\//, ''), 'package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

function beforePacking(pkg) {
  for (const name of Object.keys(pkg.peerDependencies ?? {})) {
    if (!name.startsWith('@pmc/')) continue;
    const [major, minor] = workspaceVersion(name).split('.');
    pkg.peerDependencies[name] = `^${major}.${minor}.0`;
  }
  return pkg;
}

module.exports = { hooks: { beforePacking } };
