import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '@pmc/tooling/e2e';

export const builtApp = path.join(import.meta.dirname, '../dist');

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** A copy of the built app in a folder of its own (removed by `removeAll`). */
export function copyBuild(from = builtApp): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pmc-build-'));
  cpSync(from, dir, { recursive: true });
  made.push(dir);
  return dir;
}

const made: string[] = [];

/**
 * "The next release" of a build, as a deploy puts it on the server: the chosen hashed files under
 * assets/ (all of them unless told) get new names, and so does every chunk that refers to a renamed
 * one (its content changed, so its hash does, as in a real build); every reference is rewritten and the
 * old names are gone. The precompressed copies are dropped, so the rewritten files are what is served.
 */
export function laterBuild(from: string, rename: (file: string) => boolean = () => true): string {
  const dir = copyBuild(from);
  for (const file of files(dir)) if (/\.(br|gz)$/.test(file)) rmSync(file);
  const assets = path.join(dir, 'assets');
  const chunks = readdirSync(assets).filter((file) => !file.endsWith('.map'));
  const text = new Map(
    chunks
      .filter((file) => /\.(js|css)$/.test(file))
      .map((file) => [file, readFileSync(path.join(assets, file), 'utf8')]),
  );
  const renamed = new Set(chunks.filter(rename));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [file, content] of text) {
      if (renamed.has(file) || ![...renamed].some((name) => content.includes(`/${name}`))) continue;
      renamed.add(file);
      grew = true;
    }
  }
  const names = new Map(
    [...renamed].map((file) => {
      const dot = file.indexOf('.', file.lastIndexOf('-'));
      return [file, `${file.slice(0, dot)}v2${file.slice(dot)}`];
    }),
  );
  // Longest first, so a name never rewrites part of a longer one.
  const order = [...names.keys()].sort((a, b) => b.length - a.length);
  for (const file of files(dir)) {
    if (!/\.(js|css|html|json)$/.test(file)) continue;
    let content = readFileSync(file, 'utf8');
    for (const old of order) content = content.split(`/${old}`).join(`/${names.get(old)}`);
    writeFileSync(file, content);
  }
  for (const [old, next] of names) renameSync(path.join(assets, old), path.join(assets, next));
  restamp(dir);
  return dir;
}

/** A new build id (build-stamp.config.ts) in the build's index.html meta and version.json. */
function restamp(dir: string) {
  const stampFile = path.join(dir, 'version.json');
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as { buildId: string };
  const next = `${stamp.buildId}v2`;
  for (const file of [stampFile, path.join(dir, 'index.html')]) {
    writeFileSync(file, readFileSync(file, 'utf8').split(stamp.buildId).join(next));
  }
}

export interface DeployableServer {
  baseUrl: string;
  /** Stops the server and starts it again on `staticDir` (same address, same sessions). */
  deploy(staticDir: string): Promise<void>;
  stop(): Promise<void>;
}

/** A server of its own on one port and one database, restarted on another build as a deploy does. */
export async function deployableServer(staticDir: string): Promise<DeployableServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pmc-deploy-data-'));
  made.push(dataDir);
  const port = String(await freePort());
  const start = (dir: string) => startServer({ env: { STATIC_DIR: dir, DATA_DIR: dataDir, PORT: port } });
  let server = await start(staticDir);
  return {
    baseUrl: server.baseUrl,
    async deploy(dir: string) {
      await server.stop();
      server = await start(dir);
    },
    stop: () => server.stop(),
  };
}

/** A loopback port nobody listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Removes every folder these helpers made. */
export function removeAll(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
