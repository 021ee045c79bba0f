import os from 'node:os';
import path from 'node:path';
import { parseSecretKey } from '../auth/secret-box.ts';
import { passwordHashCost } from '../security/password-hash.ts';
import { ConfigError } from './config-error.ts';
import { retentionDays } from './retention-days.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** postgres://... ; undefined means embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  captcha: boolean;
  /** Idle limit of a session (ms since its last request). */
  sessionIdleMs: number;
  /** Absolute limit of a session (ms since sign-in). */
  sessionAbsoluteMs: number;
  /** Built SPA to serve with an index.html fallback; undefined serves the API only. */
  staticDir: string | undefined;
  /**
   * Earlier builds (STATIC_DIR's further folders, newest first) whose hashed assets are still served, so
   * a tab opened before a release keeps loading the chunks it knows during a rolling deploy.
   */
  olderStaticDirs: string[];
  /** Largest accepted upload, in bytes. */
  uploadMaxBytes: number;
  logLevel: string;
  /** Memory for answers kept to be sent again while the data under them is unchanged; 0 turns it off. */
  listCacheBytes: number;
  /** Trust X-Forwarded-For (only behind a reverse proxy); otherwise the socket address is the client IP. */
  trustProxy: boolean;
  /** IANA zone of the date parts of bill numbers (one zone for every instance, not the host's). */
  timeZone: string;
  /** Bearer token that `/metrics` asks for; undefined leaves `/metrics` switched off (code 404). */
  metricsToken: string | undefined;
  /** How long a SIGTERM waits for requests in flight before the process ends anyway (ms). */
  shutdownGraceMs: number;
  /**
   * How long a SIGTERM keeps serving with readiness 503 before the listener closes (ms): set it to the
   * balancer's readiness-check interval, so no connection is still on its way when the listener closes.
   */
  shutdownDelayMs: number;
  /**
   * Requests are shed (503) while the event loop lags more than this (ms); 0 never sheds for it.
   * Undefined: 1000 on PostgreSQL, off on PGlite (its queries run on the event loop by design).
   */
  maxEventLoopDelayMs: number | undefined;
  /** Requests are shed (503) while the heap holds more than this; undefined: 90% of V8's heap limit. */
  maxHeapUsedBytes: number | undefined;
  /** Days a change-history entry is kept (at least 180); older ones are purged on a schedule. */
  historyRetentionDays: number;
  /** Days an operation-log and sign-in-log entry is kept (at least 180); `audit-cli purge` removes older ones. */
  auditRetentionDays: number;
  /** How often the purge runs (ms); several instances purge once (an advisory lock). */
  historyPurgeIntervalMs: number;
  /** EXPORT_KEEP_HOURS: how long an export job's file is kept (docs/guide/operations.md#export-jobs). */
  exportKeepMs: number;
  /** EXPORT_BATCH_ROWS: rows an export job reads per keyset batch (small in journeys, to see progress). */
  exportBatchRows: number;
  /**
   * EXPORT_BATCH_PAUSE_MS: a pause after each batch of an export job, so a long export leaves the
   * database to the people at work; 0 runs the batches back to back.
   */
  exportBatchPauseMs: number;
  /**
   * DATA_KEY: the 32-byte key that seals second-factor secrets and national IDs at rest. Unset on PGlite:
   * a key file in DATA_DIR (auth/secret-key.ts); unset on PostgreSQL: nothing can be sealed.
   */
  secretKey: Buffer | undefined;
  /** PASSWORD_HASH_COST: log2 of scrypt's N for new password hashes (security/password-hash.ts). */
  passwordHashCost: number;
  /** DATA_KEYS_OLD: earlier keys (comma-separated) that still open values sealed before a rollover. */
  olderSecretKeys: Buffer[];
  /**
   * WORKERS: processes serving the one port (Node's cluster, src/cluster/); 1 runs the server in this
   * process alone. Default: 1 on PGlite, the CPUs (at most MAX_WORKERS) on PostgreSQL.
   */
  workers: number;
}

/** Most WORKERS accepted: each worker holds a pool of up to 10 PostgreSQL connections. */
export const MAX_WORKERS = 32;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** STATIC_DIR: one folder, or several separated by the path delimiter (`:`), the newest first. */
function staticDirsOf(env: NodeJS.ProcessEnv): { staticDir: string | undefined; olderStaticDirs: string[] } {
  const [newest, ...older] = (env.STATIC_DIR ?? '')
    .split(path.delimiter)
    .filter((dir) => dir.trim() !== '')
    .map((dir) => path.resolve(dir));
  return { staticDir: newest, olderStaticDirs: older };
}

function timeZoneOf(env: NodeJS.ProcessEnv): string {
  const zone = env.TIME_ZONE || 'Asia/Shanghai';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new ConfigError(
      'TIME_ZONE',
      `TIME_ZONE must be an IANA time zone such as Asia/Shanghai, got "${zone}"`,
    );
  }
  return zone;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new ConfigError(name, `${name} must be a positive number, got "${raw}"`);
  return value;
}

function nonNegativeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new ConfigError(name, `${name} must be 0 or more, got "${raw}"`);
  return value;
}

function portOf(env: NodeJS.ProcessEnv): number {
  const raw = env.PORT;
  if (raw === undefined || raw === '') return 8080;
  const value = Number(raw);
  // 0 asks the system for a free port (tests that start many servers).
  if (!/^\d+$/.test(raw.trim()) || value > 65_535)
    throw new ConfigError('PORT', `PORT must be a whole number from 0 to 65535, got "${raw}"`);
  return value;
}

function databaseUrlOf(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.DATABASE_URL;
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !['postgres:', 'postgresql:'].includes(url.protocol) || !url.pathname.slice(1))
    throw new ConfigError(
      'DATABASE_URL',
      `DATABASE_URL must look like postgres://user:password@host:5432/database, got "${maskUrl(raw)}"`,
    );
  return raw;
}

function switchOf(
  env: NodeJS.ProcessEnv,
  name: string,
  on: string[],
  off: string[],
  fallback: boolean,
): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = raw.toLowerCase();
  if (on.includes(value)) return true;
  if (off.includes(value)) return false;
  throw new ConfigError(name, `${name} must be "${on[0]}" or "${off[0]}", got "${raw}"`);
}

function secretKeyOf(env: NodeJS.ProcessEnv): Buffer | undefined {
  const raw = env.DATA_KEY;
  if (raw === undefined || raw === '') return undefined;
  const key = parseSecretKey(raw);
  // The value itself is never repeated in the message: it is a secret even when malformed.
  if (!key) throw new ConfigError('DATA_KEY', 'DATA_KEY must be 32 bytes, as 64 hex digits or as base64');
  return key;
}

function olderSecretKeysOf(env: NodeJS.ProcessEnv): Buffer[] {
  const raw = env.DATA_KEYS_OLD ?? '';
  return raw
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part, index) => {
      const key = parseSecretKey(part);
      if (!key)
        throw new ConfigError(
          'DATA_KEYS_OLD',
          `DATA_KEYS_OLD: key ${index + 1} must be 32 bytes, as 64 hex digits or as base64`,
        );
      return key;
    });
}

/**
 * PGlite is a database inside one process: a second process cannot open its folder, so more than one
 * worker needs PostgreSQL (docs/guide/operations.md#workers).
 */
function workersOf(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): number {
  const raw = env.WORKERS;
  if (raw === undefined || raw === '')
    return databaseUrl ? Math.min(os.availableParallelism(), MAX_WORKERS) : 1;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < 1 || value > MAX_WORKERS)
    throw new ConfigError('WORKERS', `WORKERS must be a whole number from 1 to ${MAX_WORKERS}, got "${raw}"`);
  if (value > 1 && !databaseUrl)
    throw new ConfigError(
      'WORKERS',
      `WORKERS=${value} needs DATABASE_URL: PGlite lives in one process, so without PostgreSQL WORKERS must be 1`,
    );
  return value;
}

function logLevelOf(env: NodeJS.ProcessEnv): string {
  const level = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(level))
    throw new ConfigError('LOG_LEVEL', `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${level}"`);
  return level;
}

/** The password of a connection URL replaced by `***` (also for text that is no URL at all). */
export function maskUrl(raw: string): string {
  return raw.replace(/(\/\/[^:/@]*:)[^@]*@/, '$1***@');
}

/**
 * Reads the server configuration from environment variables, with the documented defaults.
 * @example
 * const config = loadConfig({ PORT: '9000', CAPTCHA: 'off' });
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  if (env.METRICS_TOKEN !== undefined && env.METRICS_TOKEN !== '' && env.METRICS_TOKEN.length < 16)
    throw new ConfigError('METRICS_TOKEN', 'METRICS_TOKEN must be at least 16 characters long');
  const databaseUrl = databaseUrlOf(env);
  return {
    port: portOf(env),
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR || './.data'),
    captcha: switchOf(env, 'CAPTCHA', ['on'], ['off'], true),
    sessionIdleMs: positiveNumber(env, 'SESSION_IDLE_MINUTES', 30) * 60_000,
    sessionAbsoluteMs: positiveNumber(env, 'SESSION_ABSOLUTE_HOURS', 12) * 3_600_000,
    ...staticDirsOf(env),
    uploadMaxBytes: positiveNumber(env, 'UPLOAD_MAX_MB', 5) * 1024 * 1024,
    logLevel: logLevelOf(env),
    listCacheBytes: Math.round(nonNegativeNumber(env, 'LIST_CACHE_MB', 16) * 1024 * 1024),
    trustProxy: switchOf(env, 'TRUST_PROXY', ['true', '1', 'on'], ['false', '0', 'off'], false),
    timeZone: timeZoneOf(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownGraceMs: nonNegativeNumber(env, 'SHUTDOWN_GRACE_SECONDS', 10) * 1000,
    shutdownDelayMs: nonNegativeNumber(env, 'SHUTDOWN_DELAY_SECONDS', 0) * 1000,
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS
      ? nonNegativeNumber(env, 'MAX_EVENT_LOOP_DELAY_MS', 0)
      : undefined,
    maxHeapUsedBytes: env.MAX_HEAP_USED_MB
      ? Math.round(positiveNumber(env, 'MAX_HEAP_USED_MB', 0) * 1024 * 1024)
      : undefined,
    historyRetentionDays: retentionDays(env, 'HISTORY_RETENTION_DAYS', 730),
    auditRetentionDays: retentionDays(env, 'AUDIT_RETENTION_DAYS', 180),
    historyPurgeIntervalMs: positiveNumber(env, 'HISTORY_PURGE_HOURS', 6) * 3_600_000,
    exportKeepMs: positiveNumber(env, 'EXPORT_KEEP_HOURS', 24) * 3_600_000,
    exportBatchRows: Math.round(positiveNumber(env, 'EXPORT_BATCH_ROWS', 2000)),
    exportBatchPauseMs: nonNegativeNumber(env, 'EXPORT_BATCH_PAUSE_MS', 0),
    secretKey: secretKeyOf(env),
    passwordHashCost: passwordHashCost(env),
    olderSecretKeys: olderSecretKeysOf(env),
    workers: workersOf(env, databaseUrl),
  };
}

/**
 * The configuration as the start-up log prints it: every value, secrets masked (the database password,
 * the metrics token, the secret key).
 */
export function describeConfig(config: ServerConfig): Record<string, unknown> {
  return {
    ...config,
    databaseUrl: config.databaseUrl ? maskUrl(config.databaseUrl) : undefined,
    metricsToken: config.metricsToken ? '***' : undefined,
    secretKey: config.secretKey ? '***' : undefined,
    olderSecretKeys: config.olderSecretKeys.map(() => '***'),
  };
}
