// Gzip size of the JavaScript the production build sends: what /login loads, and what /home adds
// after signing in. Reads dist/.vite/manifest.json (run `pnpm --filter @pmc/admin build` first).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: run \`pnpm --filter @pmc/admin build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const KB = 1024;
const TARGETS = { login: 120 * KB, home: 200 * KB };
/**
 * The modules each screen loads: the entry, then the route table (main.tsx loads it once the first
 * /login is up) and the lazy routes of /home (see create-app-router.tsx).
 */
const SCREENS = {
  login: ['index.html'],
  home: ['src/router/start-router.tsx', 'src/shell/app-shell.tsx', 'src/pages/home/home-page.tsx'],
};

/** A chunk and everything it imports statically (what the browser must fetch before it runs). */
function closure(keys, into = new Set()) {
  for (const key of keys) {
    if (into.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    into.add(key);
    closure(chunk.imports ?? [], into);
  }
  return into;
}

const gzipOf = (key) => gzipSync(readFileSync(path.join(dist, manifest[key].file)), { level: 9 }).length;
const sum = (keys) => [...keys].reduce((total, key) => total + gzipOf(key), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const login = closure(SCREENS.login);
const all = closure(SCREENS.home, new Set(login));
const added = [...all].filter((key) => !login.has(key));
const loginBytes = sum(login);
const addedBytes = sum(added);

// The en and zhtw translations are fetched only in that locale (see @pmc/i18n's LazyCatalog).
const translationsOf = (locale) =>
  [...login]
    .flatMap((key) => manifest[key].dynamicImports ?? [])
    .filter((key) => key.endsWith(`/locales/${locale}.ts`) || manifest[key].name === locale);
const extraOf = (locale) => [...closure(translationsOf(locale))].filter((key) => !login.has(key));

const rows = [
  ['/login loads (zh)', loginBytes, TARGETS.login],
  ['  en translations add', sum(extraOf('en')), undefined],
  ['  zhtw translations add', sum(extraOf('zhtw')), undefined],
  ['/home adds after sign-in', addedBytes, undefined],
  ['/home in all', loginBytes + addedBytes, TARGETS.home],
];
console.log('JavaScript, gzip level 9, from dist/.vite/manifest.json');
for (const [label, bytes, target] of rows) {
  const verdict = target === undefined ? '' : `  target <= ${kb(target)}: ${bytes <= target ? 'ok' : 'OVER'}`;
  console.log(`${label.padEnd(26)} ${kb(bytes).padStart(10)}${verdict}`);
}
if (process.argv.includes('--chunks')) {
  for (const [label, keys] of [
    ['/login', login],
    ['/home adds', added],
  ]) {
    console.log(`\n${label}:`);
    for (const key of [...keys].sort((a, b) => gzipOf(b) - gzipOf(a)))
      console.log(`  ${kb(gzipOf(key)).padStart(10)}  ${manifest[key].file}  (${key})`);
  }
}
// Heavy libraries meant for one page each, found by a string only their code holds (chunk names
// say nothing once the bundler has merged modules): none may be in what /login or /home loads.
const LIBRARIES = [
  [
    'rich-text editor (Lexical)',
    '__lexicalKey',
    'the print-template and form-demo pages, where an editor opens',
  ],
  [
    'chart library (ECharts)',
    '_echarts_instance_',
    "the charts demo and /home's sign-in chart (after its first paint)",
  ],
];
const holds = (key, marker) => readFileSync(path.join(dist, manifest[key].file), 'utf8').includes(marker);
for (const [library, marker, where] of LIBRARIES) {
  const early = [...all].filter((key) => holds(key, marker));
  const chunks = Object.keys(manifest).filter(
    (key) => manifest[key].file.endsWith('.js') && holds(key, marker),
  );
  console.log(
    `${library} in /login or /home: ${early.length > 0 ? early.join(', ') : 'none'}; ` +
      `its chunks: ${chunks.map((key) => `${manifest[key].file} (${kb(gzipOf(key))})`).join(', ') || 'none'}, loaded by ${where}`,
  );
}
// A report, not a gate: `--strict` makes an over-target build fail (e.g. for a CI budget check).
const withinTargets = loginBytes <= TARGETS.login && loginBytes + addedBytes <= TARGETS.home;
if (process.argv.includes('--strict') && !withinTargets) process.exitCode = 1;
