// What one import of a published package costs another app: the package as published (its dist,
// reached through `publishConfig.exports`), bundled by esbuild the way an app's bundler would (minified
// ESM, code splitting on, React external, CSS ignored), counting what loads at once: the entry and every
// chunk it imports statically, gzip level 9. Chunks reached by a dynamic import() (lazy translations,
// the rich-text editor, charts) are fetched later and are not counted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, context } from 'esbuild';
import { definingModule } from './barrel.mjs';

/** Left to the app: one copy of React serves every package, so no package pays for it. */
export const EXTERNAL = ['react', 'react-dom', 'react/*', 'react-dom/*', 'scheduler'];

const manifests = new Map();

/**
 * The published file of a bare specifier of a package in `packages` (through its
 * `publishConfig.exports`, the published layout, not the workspace's `exports`, its src): a path, null
 * when the subpath is not published, undefined when the package is not one of `packages`.
 * @param {string} specifier e.g. '@pmc/widgets/kit'
 * @param {Map<string, string>} packages package name -> package folder
 */
function publishedFile(specifier, packages) {
  const [scope, name, ...rest] = specifier.split('/');
  const dir = packages.get(`${scope}/${name}`);
  if (!dir) return undefined;
  if (!manifests.has(dir))
    manifests.set(dir, JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')));
  const subpath = rest.length > 0 ? `./${rest.join('/')}` : '.';
  const target = manifests.get(dir).publishConfig?.exports?.[subpath];
  const file = typeof target === 'string' ? target : target?.import;
  return file ? path.join(dir, file) : null;
}

/**
 * esbuild plugin: a bare import of a package in `packages` resolves to its published file.
 * @param {Map<string, string>} packages package name -> package folder
 */
export function publishedExports(packages) {
  return {
    name: 'pmc-published-exports',
    setup(b) {
      b.onResolve({ filter: /^@[^/]+\/[^/]+/ }, (args) => {
        const file = publishedFile(args.path, packages);
        if (file === undefined) return undefined;
        if (file === null) return { errors: [{ text: `${args.path} is not in the published exports` }] };
        return { path: file };
      });
    },
  };
}

/**
 * Names a published subpath exports at run time (types are gone by then).
 * @param {string} specifier e.g. '@pmc/ui' or '@pmc/widgets/kit'
 * @param {Map<string, string>} packages
 */
export async function exportNames(specifier, packages) {
  const result = await build({
    stdin: { contents: `export * from ${JSON.stringify(specifier)};`, resolveDir: process.cwd() },
    bundle: true,
    write: false,
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
    loader: { '.css': 'empty' },
    external: ['*'],
    plugins: [publishedExports(packages)],
  });
  const [output] = Object.values(result.metafile.outputs);
  return output.exports.slice().sort();
}

/**
 * Gzip bytes loaded at once for each import, each in a build of its own (an app that imports only that
 * one thing). One build per import is needed: esbuild splits code by module, so in a build with an entry
 * per import every entry would share the chunk of the barrel and everything it reaches. Each build
 * starts at the module that defines the name (barrel.mjs), and the imports of one module reuse one
 * incremental esbuild context, which parses each file once.
 * @param {{ specifier: string, name: string }[]} imports
 * @param {Map<string, string>} packages
 * @returns {Promise<number[]>}
 */
export async function measureImports(imports, packages, { concurrency = 2 } = {}) {
  const groups = new Map();
  imports.forEach((item, index) => {
    const at = definingModule(publishedFile(item.specifier, packages), item.name);
    if (!groups.has(at.file)) groups.set(at.file, []);
    groups.get(at.file).push({ name: at.name, index });
  });
  const sizes = new Array(imports.length);
  const queue = [...groups];
  async function worker() {
    while (queue.length > 0) {
      const [module, items] = queue.shift();
      const bytes = await measureGroup(
        module,
        items.map((item) => item.name),
        packages,
      );
      items.forEach((item, k) => {
        sizes[item.index] = bytes[k];
      });
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return sizes;
}

const CONSUMER = 'consumer.js';

/**
 * @param {string} module a package specifier or a built module's path
 * @returns {Promise<number[]>} one figure per name, each an app importing that name alone
 */
export async function measureGroup(module, names, packages) {
  const resolveDir = process.cwd();
  let current = '';
  const ctx = await context({
    entryPoints: [CONSUMER],
    bundle: true,
    splitting: true,
    write: false,
    outdir: path.join(resolveDir, '.size-out'),
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    metafile: true,
    logLevel: 'silent',
    loader: { '.css': 'empty' },
    external: EXTERNAL,
    plugins: [
      {
        name: 'pmc-size-consumer',
        setup(b) {
          b.onResolve({ filter: /^consumer\.js$/ }, (args) =>
            args.kind === 'entry-point' ? { path: CONSUMER, namespace: 'pmc-size-consumer' } : undefined,
          );
          b.onLoad({ filter: /.*/, namespace: 'pmc-size-consumer' }, () => ({
            contents: `import { ${current} as used } from ${JSON.stringify(module)};\nconsole.log(used);\n`,
            resolveDir,
            loader: 'js',
          }));
        },
      },
      publishedExports(packages),
    ],
  });
  try {
    const sizes = [];
    for (const name of names) {
      current = name;
      sizes.push(loadedAtOnce(await ctx.rebuild()));
    }
    return sizes;
  } finally {
    await ctx.dispose();
  }
}

/** Gzip bytes of the entry and every chunk it imports statically. */
function loadedAtOnce(result) {
  const outputs = result.metafile.outputs;
  const files = new Map(result.outputFiles.map((file) => [path.relative(process.cwd(), file.path), file]));
  const entry = Object.keys(outputs).find((key) => outputs[key].entryPoint?.endsWith(CONSUMER));
  const loaded = new Set();
  const visit = (key) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    for (const imported of outputs[key].imports)
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entry);
  let bytes = 0;
  for (const key of loaded) bytes += gzipSync(files.get(key).contents, { level: 9 }).length;
  return bytes;
}
