import path from 'node:path';

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
}

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
    throw new Error(`TIME_ZONE must be an IANA time zone such as Asia/Shanghai, got "${zone}"`);
  }
  return zone;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function nonNegativeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be 0 or more, got "${raw}"`);
  return value;
}

/**
 * Reads the server configuration from environment variables, with the documented defaults.
 * @example
 * const config = loadConfig({ PORT: '9000', CAPTCHA: 'off' });
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const captchaRaw = (env.CAPTCHA ?? 'on').toLowerCase();
  if (!['on', 'off'].includes(captchaRaw))
    throw new Error(`CAPTCHA must be "on" or "off", got "${env.CAPTCHA}"`);
  return {
    port: positiveNumber(env, 'PORT', 8080),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || './.data'),
    captcha: captchaRaw === 'on',
    sessionIdleMs: positiveNumber(env, 'SESSION_IDLE_MINUTES', 30) * 60_000,
    sessionAbsoluteMs: positiveNumber(env, 'SESSION_ABSOLUTE_HOURS', 12) * 3_600_000,
    ...staticDirsOf(env),
    uploadMaxBytes: positiveNumber(env, 'UPLOAD_MAX_MB', 5) * 1024 * 1024,
    logLevel: env.LOG_LEVEL || 'info',
    listCacheBytes: Math.round(nonNegativeNumber(env, 'LIST_CACHE_MB', 16) * 1024 * 1024),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    timeZone: timeZoneOf(env),
  };
}
