import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output(): string;
  /** Resolves once the output (from character `from` on) matches; checked on every chunk. */
  waitFor(pattern: RegExp, from?: number): Promise<RegExpExecArray>;
  exited: Promise<number | null>;
}

const serverEntry = path.join(serverRoot, 'dist/main.js');

/**
 * The built server (`dist/main.js`, the entry operators run) as its own process, with the cluster
 * workers it forks. Build first: `pnpm --filter @pmc/server build` (a stale build tests old code).
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  if (!fs.existsSync(serverEntry))
    throw new Error('dist/main.js is missing: run `pnpm --filter @pmc/server build` before this test');
  const child = spawn(process.execPath, [serverEntry], {
    cwd: serverRoot,
    env: { ...process.env, CAPTCHA: 'off', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk;
    for (const watch of watchers) watch();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    port: Number(env.PORT),
    output: () => output,
    exited,
    waitFor(pattern, from = 0) {
      return new Promise((resolve, reject) => {
        const watch = () => {
          const match = pattern.exec(output.slice(from));
          if (!match) return;
          watchers.delete(watch);
          resolve(match);
        };
        watchers.add(watch);
        void exited.then((code) => {
          if (watchers.delete(watch)) reject(new Error(`exited ${code} before ${pattern}:\n${output}`));
        });
        watch();
      });
    },
  };
}

export interface Answer {
  status?: number;
  body?: string;
  /** The connection's error code (ECONNREFUSED when nothing listens). */
  error?: string;
}

export interface Failure extends Answer {
  /** When the request was sent (performance.now()). */
  sentAt: number;
}

/**
 * One request on a connection of its own (no keep-alive), so each may land on another worker, as
 * requests from many browsers do.
 */
export function request(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode, body: text }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end(body);
  });
}

export async function signIn(port: number, account: string, password: string): Promise<string> {
  const answer = await request(
    port,
    'POST',
    '/admin-api/login',
    { 'content-type': 'application/x-www-form-urlencoded' },
    new URLSearchParams({ account, password: createHash('md5').update(password).digest('hex') }).toString(),
  );
  const parsed = JSON.parse(answer.body ?? '{}') as { code: number; data: { token: string } };
  if (parsed.code !== 200) throw new Error(`sign-in failed: ${answer.body}`);
  return parsed.data.token;
}

export interface LoadResult {
  ok: number;
  /** Requests that got an error answer or a broken connection. */
  failed: Failure[];
  /**
   * Connections refused, or reset before any answer: nothing listening any more, or (a stopping server)
   * a connection still waiting in the listener's backlog when it closed, whose request no worker read.
   */
  refused: number;
  /** Role codes whose creation was acknowledged. */
  written: string[];
}

/**
 * Constant load until `stop()`: `clients` loops, each alternating a role-list read and a role write.
 * With `untilRefused` (a stopping server), a loop ends at its first refused or reset connection.
 */
export function startLoad(port: number, token: string, clients: number, untilRefused = false) {
  const result: LoadResult = { ok: 0, failed: [], refused: 0, written: [] };
  let running = true;
  let turn = 0;
  const run = Math.random().toString(36).slice(2, 8);
  const waiters = new Set<{ target: number; resolve: () => void }>();
  const counted = () => {
    for (const waiter of waiters)
      if (result.ok >= waiter.target || !running) {
        waiters.delete(waiter);
        waiter.resolve();
      }
  };
  const headers = { authorization: token, 'content-type': 'application/json' };
  const loop = async (client: number) => {
    while (running) {
      const write = turn++ % 2 === 0;
      const code = `wk${run}${client}x${turn}`;
      const sentAt = performance.now();
      const answer = write
        ? await request(
            port,
            'POST',
            '/admin-api/system/role',
            headers,
            JSON.stringify({ fullName: `工作进程${code}`, enCode: code, type: 'user' }),
          )
        : await request(port, 'GET', '/admin-api/system/role?pageSize=20', headers);
      const refused = answer.error === 'ECONNREFUSED' || (untilRefused && answer.error === 'ECONNRESET');
      if (refused) {
        result.refused++;
        if (untilRefused) return;
        continue;
      }
      const ok = answer.status === 200 && JSON.parse(answer.body ?? '{}').code === 200;
      if (!ok) result.failed.push({ ...answer, sentAt });
      else {
        result.ok++;
        if (write) result.written.push(code);
        counted();
      }
    }
  };
  const loops = Array.from({ length: clients }, (_, i) => loop(i));
  return {
    result,
    /** Resolves once `n` more requests have succeeded. */
    passed(n: number): Promise<void> {
      const target = result.ok + n;
      return new Promise((resolve) => {
        waiters.add({ target, resolve });
        counted();
      });
    },
    async stop(): Promise<LoadResult> {
      running = false;
      counted();
      await Promise.all(loops);
      return result;
    },
    done: () => Promise.all(loops).then(() => result),
  };
}
