#!/usr/bin/env node
// The release, rehearsed end to end as a maintainer and a consumer would meet it, without touching the
// real registry: in a temporary copy of the workspace, `changeset version` applies the pending changesets;
// each of the seven packages is packed (pnpm applies publishConfig and turns workspace: and catalog:
// ranges into versions) and published to a verdaccio it starts on a loopback port; then two consumer
// projects outside the workspace install from that registry only:
//   1. @pmc/validators alone, type-checked strict without skipLibCheck, moduleResolution nodenext and bundler;
//   2. @pmc/widgets with its peers, built with Vite and rendered in Chromium.
// A minor release of @pmc/ui is added to the pending changesets, to prove the internal ranges: no
// package becomes a major, ui's dependents are re-released, and every published @pmc range accepts the
// published version of its package but not the next 0.x minor (.pnpmfile.cjs narrows the peers).
// Needs the packages built (dist) first. Exits non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../e2e/harness.mjs';
import { ensurePnpm, root } from './bootstrap.mjs';
import { freePort } from './free-port.mjs';

const pnpm = ensurePnpm();
// semver as changesets itself resolves it (pnpm links it beside @changesets/cli, not at the root).
const semver = createRequire(realpathSync(path.join(root, 'node_modules/@changesets/cli/package.json')))(
  'semver',
);
const PACKAGES = ['validators', 'permissions', 'i18n', 'api-client', 'ui', 'widgets', 'layout'];
const work = mkdtempSync(path.join(tmpdir(), 'pmc-release-'));
const bin = (name, from = root) => path.join(from, 'node_modules/.bin', name);
const versionOf = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
const upstream = (process.env.npm_config_registry ?? 'https://registry.npmjs.org/').replace(/\/?$/, '/');

function sh(cmd, args, cwd, env = {}) {
  console.log(`[rehearsal] ${path.basename(cmd)} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

/** The workspace as a maintainer has it: manifests, changesets and each package's built files. */
function copyWorkspace(into) {
  for (const file of ['package.json', 'pnpm-workspace.yaml', 'LICENSE', '.pnpmfile.cjs'])
    cpSync(path.join(root, file), path.join(into, file));
  cpSync(path.join(root, '.changeset'), path.join(into, '.changeset'), { recursive: true });
  for (const dir of ['apps/admin', 'apps/server', 'tooling']) {
    mkdirSync(path.join(into, dir), { recursive: true });
    cpSync(path.join(root, dir, 'package.json'), path.join(into, dir, 'package.json'));
  }
  for (const name of PACKAGES) {
    const from = path.join(root, 'packages', name);
    if (!existsSync(path.join(from, 'dist')))
      throw new Error(`packages/${name}/dist is missing: build first`);
    cpSync(from, path.join(into, 'packages', name), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}node_modules`),
    });
  }
}

/**
 * pnpm pack reads the version of a `workspace:` dependency from the installed link, so each copied
 * package gets the workspace's installed modules, with its @pmc links pointing at the copies (whose
 * versions `changeset version` just raised).
 */
function linkModules(copy) {
  for (const name of PACKAGES) {
    const real = path.join(root, 'packages', name, 'node_modules');
    const linked = path.join(copy, 'packages', name, 'node_modules');
    mkdirSync(linked, { recursive: true });
    for (const entry of readdirSync(real)) {
      if (entry === '@pmc') continue;
      symlinkSync(path.join(real, entry), path.join(linked, entry));
    }
    if (!existsSync(path.join(real, '@pmc'))) continue;
    mkdirSync(path.join(linked, '@pmc'));
    for (const dep of readdirSync(path.join(real, '@pmc'))) {
      const target = PACKAGES.includes(dep) ? path.join(copy, 'packages', dep) : path.join(real, '@pmc', dep);
      symlinkSync(target, path.join(linked, '@pmc', dep));
    }
  }
}

async function startRegistry(storage) {
  const port = await freePort();
  const config = path.join(storage, 'config.yaml');
  writeFileSync(
    config,
    `storage: "${path.join(storage, 'db')}"
auth:
  htpasswd:
    file: "${path.join(storage, 'htpasswd')}"
    max_users: -1
uplinks:
  npmjs:
    url: "${upstream}"
    timeout: 60s
packages:
  '@pmc/*':
    access: $all
    publish: $anonymous
  '**':
    access: $all
    proxy: npmjs
log:
  type: stdout
  format: pretty
  level: warn
`,
  );
  const child = spawn(
    bin('verdaccio', path.join(root, 'tooling')),
    ['--config', config, '--listen', `127.0.0.1:${port}`],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`verdaccio exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}-/ping`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('verdaccio did not start within 60 s');
}

/** A project outside the workspace that installs from the rehearsal registry only. */
function consumer(name, registry, manifest, files) {
  const dir = path.join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name, private: true, type: 'module', ...manifest }, null, 2),
  );
  writeFileSync(path.join(dir, '.npmrc'), `registry=${registry}\n`);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  sh('npm', ['install', '--no-audit', '--no-fund', '--registry', registry], dir);
  return dir;
}

const VALIDATORS_USAGE = readFileSync(path.join(root, 'packages/validators/consumer/usage.ts'), 'utf8');

// The app translates through the lazy catalogue of every package it installs (zh first, en on a click),
// so the build shows whether their en and zhtw translations are chunks of their own.
const LAZY_CATALOGS = [
  ['@pmc/i18n', 'i18nLazyCatalog', 'packages/i18n/src'],
  ['@pmc/ui', 'uiLazyCatalog', 'packages/ui/src'],
  ['@pmc/validators', 'validatorsLazyCatalog', 'packages/validators/src'],
  ['@pmc/api-client', 'apiClientLazyCatalog', 'packages/api-client/src'],
  ['@pmc/widgets', 'widgetsLazyCatalog', 'packages/widgets/src'],
  ['@pmc/widgets/kit', 'kitLazyCatalog', 'packages/widgets/src/kit'],
  ['@pmc/layout', 'layoutLazyCatalog', 'packages/layout/src'],
];
const WIDGETS_APP = `import '@pmc/ui/styles.css';
import '@pmc/widgets/styles.css';
import { apiClientLazyCatalog } from '@pmc/api-client';
import { createI18n, i18nLazyCatalog } from '@pmc/i18n';
import { Button, Empty, uiLazyCatalog } from '@pmc/ui';
import { validatorsLazyCatalog } from '@pmc/validators';
import { DataTable, Pagination, widgetsLazyCatalog } from '@pmc/widgets';
import { kitLazyCatalog } from '@pmc/widgets/kit';
import { layoutLazyCatalog } from '@pmc/layout';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const runtime = createI18n({
  catalogs: [${LAZY_CATALOGS.map(([, name]) => name).join(', ')}],
  locale: 'zh',
  storage: null,
});

const rows = Array.from({ length: 45 }, (_, i) => ({ id: String(i + 1), name: \`成员\${i + 1}\` }));

function App() {
  const [page, setPage] = useState(1);
  const shown = rows.slice((page - 1) * 20, page * 20);
  return (
    <>
      <DataTable
        aria-label="members"
        rowKey="id"
        data={shown}
        columns={[{ id: 'name', header: '姓名' }]}
        footer={<Pagination total={rows.length} currentPage={page} pageSize={20} onChange={(next) => setPage(next)} />}
      />
      <Empty />
      <Button onClick={() => runtime.setLocale('en')}>English</Button>
    </>
  );
}
createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
`;

const UI_EN_EMPTY = 'No data yet';

/** Texts of a translation file (`'id': 'text'` lines of src/locales/<locale>.ts). */
function translationTexts(folder, locale) {
  const source = readFileSync(path.join(root, folder, 'locales', `${locale}.ts`), 'utf8');
  return [...source.matchAll(/^\s*'[\w.-]+':\s*'((?:[^'\\]|\\.)+)',?$/gm)].map((m) => m[1]);
}

/**
 * The consumer's build: for every package's lazy catalogue, its en and zhtw translations are in a chunk
 * of their own and none of them in the entry chunk the page loads first (the zh source is). The sample
 * of each translation is its longest text that differs from every zh source text of the package.
 */
function checkLazyTranslations(dist) {
  const assets = path.join(dist, 'assets');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = html.match(/src="\/assets\/([^"]+\.js)"/)?.[1];
  if (!entry) throw new Error('no entry script in the consumer build');
  const chunks = Object.fromEntries(
    readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => [f, readFileSync(path.join(assets, f), 'utf8')]),
  );
  const checked = [];
  for (const [specifier, , folder] of LAZY_CATALOGS) {
    const zhSources = readdirSync(path.join(root, folder))
      .filter((f) => /messages\.ts$/.test(f))
      .map((f) => readFileSync(path.join(root, folder, f), 'utf8'))
      .join('\n');
    for (const locale of ['en', 'zhtw']) {
      const [text] = translationTexts(folder, locale)
        .filter((t) => !/["`\\]/.test(t) && !zhSources.includes(t))
        .sort((a, b) => b.length - a.length);
      if (!text) throw new Error(`${specifier}: no ${locale} text to look for in ${folder}/locales`);
      if (chunks[entry].includes(text))
        throw new Error(`${specifier}: the ${locale} text "${text}" is in the entry chunk ${entry}`);
      const own = Object.keys(chunks).filter((f) => f !== entry && chunks[f].includes(text));
      if (own.length === 0) throw new Error(`${specifier}: the ${locale} text "${text}" is in no lazy chunk`);
      checked.push(`${specifier} ${locale} (${own.join(', ')})`);
    }
  }
  const kb = (f) => `${(chunks[f].length / 1024).toFixed(1)} KB`;
  console.log(
    `[rehearsal] consumer chunks: ${Object.keys(chunks)
      .map((f) => `${f} ${kb(f)}`)
      .join(', ')}`,
  );
  console.log(`[rehearsal] translations outside the entry chunk: ${checked.join('; ')}`);
}

async function renderInChromium(dist) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const file = path.join(dist, req.url === '/' ? 'index.html' : decodeURIComponent(req.url.split('?')[0]));
    if (!file.startsWith(dist) || !existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.getByRole('cell', { name: '成员1', exact: true }).waitFor({ timeout: 30_000 });
    // The page buttons' accessible names are translated (第 3 页 / Page 3); their text is the number.
    await page.locator('.pmc-pagination__pager button', { hasText: /^3$/ }).click();
    await page.getByRole('cell', { name: '成员45', exact: true }).waitFor({ timeout: 10_000 });
    // en is fetched on the switch: 暂无数据 becomes No data yet.
    await page.getByText('暂无数据').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByText(UI_EN_EMPTY, { exact: true }).waitFor({ timeout: 10_000 });
    if (errors.length > 0) throw new Error(`console errors in the consumer app: ${errors.join('; ')}`);
    console.log('[rehearsal] @pmc/widgets consumer: DataTable and Pagination render and page in Chromium');
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * A minor release of @pmc/ui alone, versioned in a copy of the manifests: ui becomes the next minor, its
 * dependents (widgets, layout) a patch, and nothing a major.
 */
function rehearseUiMinorAlone() {
  const dir = path.join(work, 'ui-minor');
  for (const file of ['package.json', 'pnpm-workspace.yaml']) {
    mkdirSync(dir, { recursive: true });
    cpSync(path.join(root, file), path.join(dir, file));
  }
  mkdirSync(path.join(dir, '.changeset'));
  cpSync(path.join(root, '.changeset/config.json'), path.join(dir, '.changeset/config.json'));
  writeFileSync(
    path.join(dir, '.changeset/ui-minor.md'),
    '---\n"@pmc/ui": minor\n---\n\nA minor of @pmc/ui.\n',
  );
  for (const name of ['apps/admin', 'apps/server', 'tooling', ...PACKAGES.map((p) => `packages/${p}`)]) {
    mkdirSync(path.join(dir, name), { recursive: true });
    cpSync(path.join(root, name, 'package.json'), path.join(dir, name, 'package.json'));
  }
  const before = Object.fromEntries(
    PACKAGES.map((name) => [name, versionOf(path.join(dir, 'packages', name))]),
  );
  sh(bin('changeset'), ['version'], dir);
  const after = Object.fromEntries(
    PACKAGES.map((name) => [name, versionOf(path.join(dir, 'packages', name))]),
  );
  const expected = Object.fromEntries(
    PACKAGES.map((name) => [
      name,
      name === 'ui'
        ? semver.inc(before[name], 'minor')
        : ['widgets', 'layout'].includes(name)
          ? semver.inc(before[name], 'patch')
          : before[name],
    ]),
  );
  if (JSON.stringify(after) !== JSON.stringify(expected))
    throw new Error(
      `a minor of @pmc/ui alone gave ${JSON.stringify(after)}, expected ${JSON.stringify(expected)}`,
    );
  console.log(
    `[rehearsal] a minor of @pmc/ui alone: ${JSON.stringify(after)} (dependents patched, no major)`,
  );
}

/** The manifest inside a packed tarball. */
function packedManifest(tarball) {
  const out = spawnSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`cannot read package.json of ${tarball}`);
  return JSON.parse(out.stdout);
}

/**
 * Internal ranges as published: each accepts the version of its package published beside it, and none
 * accepts the next 0.x minor (a breaking release under semver's 0.x rule).
 */
function checkInternalRanges(tarballs, versions) {
  for (const file of readdirSync(tarballs)) {
    const manifest = packedManifest(path.join(tarballs, file));
    for (const kind of ['dependencies', 'peerDependencies']) {
      for (const [dep, range] of Object.entries(manifest[kind] ?? {})) {
        if (!dep.startsWith('@pmc/')) continue;
        const published = versions[dep.slice('@pmc/'.length)];
        const nextMinor = semver.inc(published, 'minor');
        if (!semver.satisfies(published, range) || semver.satisfies(nextMinor, range))
          throw new Error(
            `${manifest.name} ${kind} ${dep}@${range}: must accept ${published} and refuse ${nextMinor}`,
          );
      }
    }
  }
  console.log('[rehearsal] internal ranges accept the published versions and refuse the next 0.x minor');
}

let registry;
const started = Date.now();
try {
  rehearseUiMinorAlone();
  const copy = path.join(work, 'workspace');
  copyWorkspace(copy);
  const before = Object.fromEntries(
    PACKAGES.map((name) => [name, versionOf(path.join(copy, 'packages', name))]),
  );
  writeFileSync(
    path.join(copy, '.changeset/rehearsal-ui-minor.md'),
    '---\n"@pmc/ui": minor\n---\n\nRehearsal: a minor release of @pmc/ui.\n',
  );
  sh(bin('changeset'), ['version'], copy);
  const versions = Object.fromEntries(
    PACKAGES.map((name) => [name, versionOf(path.join(copy, 'packages', name))]),
  );
  console.log(`[rehearsal] versions after changeset version: ${JSON.stringify(versions)}`);
  for (const name of PACKAGES) {
    if (semver.major(versions[name]) !== semver.major(before[name]))
      throw new Error(
        `@pmc/${name} went from ${before[name]} to ${versions[name]}: a major from a minor of @pmc/ui`,
      );
  }
  for (const dependent of ['widgets', 'layout']) {
    if (!semver.gt(versions[dependent], before[dependent]))
      throw new Error(`@pmc/${dependent} was not re-released with @pmc/ui ${versions.ui}`);
  }
  if (semver.minor(versions.ui) === semver.minor(before.ui))
    throw new Error(`@pmc/ui ${before.ui} -> ${versions.ui}: the rehearsal's minor was not applied`);
  linkModules(copy);
  const tarballs = path.join(work, 'tarballs');
  mkdirSync(tarballs);
  for (const name of PACKAGES)
    sh(pnpm, ['pack', '--pack-destination', tarballs], path.join(copy, 'packages', name));
  checkInternalRanges(tarballs, versions);
  mkdirSync(path.join(work, 'registry'));
  registry = await startRegistry(path.join(work, 'registry'));
  for (const tarball of readdirSync(tarballs)) {
    sh(
      'npm',
      ['publish', path.join(tarballs, tarball), '--registry', registry.url, '--access', 'public'],
      work,
      {
        [`npm_config_//${new URL(registry.url).host}/:_authToken`]: 'rehearsal',
      },
    );
  }

  const typescript = versionOf(path.join(root, 'node_modules/typescript'));
  const validators = consumer(
    'consumer-validators',
    registry.url,
    { dependencies: { '@pmc/validators': versions.validators }, devDependencies: { typescript } },
    { 'usage.ts': VALIDATORS_USAGE },
  );
  for (const [resolution, module] of [
    ['nodenext', 'nodenext'],
    ['bundler', 'esnext'],
  ]) {
    const compilerOptions = {
      noEmit: true,
      strict: true,
      target: 'es2022',
      module,
      moduleResolution: resolution,
      types: [],
    };
    writeFileSync(
      path.join(validators, 'tsconfig.json'),
      JSON.stringify({ compilerOptions, files: ['usage.ts'] }),
    );
    sh(bin('tsc', validators), ['-p', 'tsconfig.json'], validators);
    console.log(`[rehearsal] @pmc/validators consumer type-checks (strict, no skipLibCheck, ${resolution})`);
  }

  const pinned = (dir, name) => versionOf(path.join(root, dir, 'node_modules', name));
  const widgets = consumer(
    'consumer-widgets',
    registry.url,
    {
      dependencies: {
        '@pmc/widgets': versions.widgets,
        '@pmc/ui': versions.ui,
        '@pmc/i18n': versions.i18n,
        '@pmc/validators': versions.validators,
        '@pmc/api-client': versions['api-client'],
        '@pmc/layout': versions.layout,
        '@pmc/permissions': versions.permissions,
        react: pinned('packages/widgets', 'react'),
        'react-dom': pinned('packages/widgets', 'react-dom'),
        '@tanstack/react-query': pinned('packages/widgets', '@tanstack/react-query'),
      },
      devDependencies: {
        vite: pinned('apps/admin', 'vite'),
        '@vitejs/plugin-react': pinned('apps/admin', '@vitejs/plugin-react'),
      },
    },
    {
      'index.html':
        '<!doctype html><html lang="zh"><head><link rel="icon" href="data:,"></head><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
      'main.tsx': WIDGETS_APP,
      'vite.config.js': "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
    },
  );
  sh(bin('vite', widgets), ['build', '--logLevel', 'warn'], widgets);
  checkLazyTranslations(path.join(widgets, 'dist'));
  await renderInChromium(path.join(widgets, 'dist'));
  console.log(`[rehearsal] passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(`[rehearsal] FAILED: ${error.message}`);
  process.exitCode = 1;
} finally {
  registry?.stop();
  rmSync(work, { recursive: true, force: true });
}
