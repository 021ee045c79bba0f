import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import type { OpenedDatabase } from '../../src/db/open-database.ts';
import { md5Hex } from '../../src/security/md5-hex.ts';
import { openSeededTestDatabase } from './seeded-database.ts';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface TestServer {
  app: FastifyInstance;
  /** The server's database itself (tests read and rig it behind the API). */
  database: OpenedDatabase;
  /** Every JSON log line the server wrote. */
  logs: string[];
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  /** Sends a request and parses the envelope (HTTP status must be 200). */
  call<T = unknown>(options: InjectOptions): Promise<Envelope<T>>;
  /** JSON request as a signed-in user (token), answering the envelope. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely, the sweep checks them against the contract
  api<T = any>(
    method: InjectOptions['method'],
    url: string,
    token: string,
    body?: unknown,
  ): Promise<Envelope<T>>;
  /** Signs in (captcha off) and answers the token. */
  signIn(account: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the app on a fresh, demo-seeded database with a controllable clock and captured logs;
 * `prepare` rigs the database before the app opens it (an older database's state, say).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { prepare?: (database: OpenedDatabase) => Promise<void> } = {},
): Promise<TestServer> {
  const database = await openSeededTestDatabase();
  await options.prepare?.(database);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  let offset = 0;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmc-server-test-'));
  // Event-loop shedding off unless a test asks for it: on PostgreSQL it is on by default (1 s), and two
  // busy cores running two test files lag that much, so unrelated tests would meet a 503 by chance.
  // A data key as production on PostgreSQL needs one to store national IDs (PGlite would make a key file).
  const config = loadConfig({
    CAPTCHA: 'off',
    DATA_DIR: dataDir,
    MAX_EVENT_LOOP_DELAY_MS: '0',
    DATA_KEY: randomBytes(32).toString('hex'),
    ...env,
  });
  const app = await buildApp({ config, database, now: () => Date.now() + offset, logStream });
  const call = async <T>(options: InjectOptions): Promise<Envelope<T>> => {
    const res = await app.inject(options);
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} for ${options.url}: ${res.body}`);
    return res.json() as Envelope<T>;
  };
  return {
    app,
    database,
    logs,
    advance: (ms) => {
      offset += ms;
    },
    call,
    api(method, url, token, body) {
      return call({
        method,
        url,
        headers: { authorization: token },
        ...(body === undefined ? {} : { payload: body as object }),
      });
    },
    async signIn(account, password) {
      const answer = await call<{ token: string }>({
        method: 'POST',
        url: '/admin-api/login',
        payload: new URLSearchParams({ account, password: md5Hex(password) }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      if (answer.code !== 200) throw new Error(`sign-in of ${account} failed: ${answer.msg}`);
      return answer.data.token;
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function form(fields: Record<string, string>): Pick<InjectOptions, 'payload' | 'headers'> {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}
