import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.ts';
import { describeConfig, loadConfig, MAX_WORKERS } from './load-config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.resolve('./.data'),
      captcha: true,
      sessionIdleMs: 30 * 60_000,
      sessionAbsoluteMs: 12 * 3_600_000,
      staticDir: undefined,
      uploadMaxBytes: 5 * 1024 * 1024,
      listCacheBytes: 16 * 1024 * 1024,
      trustProxy: false,
      timeZone: 'Asia/Shanghai',
      historyRetentionDays: 730,
      historyPurgeIntervalMs: 6 * 3_600_000,
      exportKeepMs: 24 * 3_600_000,
      exportBatchRows: 2000,
      exportBatchPauseMs: 0,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@h/db',
      DATA_DIR: '/tmp/x',
      CAPTCHA: 'OFF',
      SESSION_IDLE_MINUTES: '5',
      SESSION_ABSOLUTE_HOURS: '1',
      STATIC_DIR: '/srv/app',
      TRUST_PROXY: 'true',
      LIST_CACHE_MB: '0',
      TIME_ZONE: 'Europe/Berlin',
      HISTORY_RETENTION_DAYS: '365',
      AUDIT_RETENTION_DAYS: '400',
      HISTORY_PURGE_HOURS: '1',
      EXPORT_BATCH_PAUSE_MS: '50',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@h/db',
      dataDir: '/tmp/x',
      captcha: false,
      sessionIdleMs: 300_000,
      sessionAbsoluteMs: 3_600_000,
      staticDir: '/srv/app',
      olderStaticDirs: [],
      listCacheBytes: 0,
      trustProxy: true,
      timeZone: 'Europe/Berlin',
      historyRetentionDays: 365,
      auditRetentionDays: 400,
      historyPurgeIntervalMs: 3_600_000,
      exportBatchPauseMs: 50,
    });
  });

  it('refuses values it cannot use', () => {
    expect(() => loadConfig({ CAPTCHA: 'maybe' })).toThrow(/CAPTCHA/);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '-1' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ LIST_CACHE_MB: '-1' })).toThrow(/LIST_CACHE_MB/);
    expect(() => loadConfig({ EXPORT_BATCH_PAUSE_MS: '-5' })).toThrow(
      /EXPORT_BATCH_PAUSE_MS must be 0 or more/,
    );
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow(/TIME_ZONE/);
    expect(() => loadConfig({ HISTORY_RETENTION_DAYS: '0' })).toThrow(/HISTORY_RETENTION_DAYS/);
    // Audit entries stay at least half a year: a shorter or fractional retention is refused by name.
    expect(() => loadConfig({ HISTORY_RETENTION_DAYS: '90' })).toThrow(
      /HISTORY_RETENTION_DAYS.*at least 180/,
    );
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '179' })).toThrow(/AUDIT_RETENTION_DAYS.*at least 180/);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '200.5' })).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(loadConfig({}).auditRetentionDays).toBe(180);
  });
});

describe('loadConfig, operations', () => {
  it('names the variable at fault, with the value, for every bad value', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: '80a' }, /^PORT must be a whole number from 0 to 65535, got "80a"$/],
      [{ PORT: '70000' }, /^PORT .* got "70000"$/],
      [{ PORT: '-1' }, /^PORT /],
      [{ DATABASE_URL: 'mysql://u@h/db' }, /^DATABASE_URL must look like postgres:/],
      [{ DATABASE_URL: 'postgres://u:secret@h' }, /^DATABASE_URL .*got "postgres:\/\/u:\*\*\*@h"$/],
      [{ DATABASE_URL: 'not a url' }, /^DATABASE_URL /],
      [{ SESSION_IDLE_MINUTES: 'half' }, /^SESSION_IDLE_MINUTES must be a positive number, got "half"$/],
      [{ TRUST_PROXY: 'yes please' }, /^TRUST_PROXY must be "true" or "false"/],
      [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of/],
      [{ METRICS_TOKEN: 'short' }, /^METRICS_TOKEN must be at least 16 characters/],
      [{ SHUTDOWN_GRACE_SECONDS: '-3' }, /^SHUTDOWN_GRACE_SECONDS must be 0 or more/],
      [{ SHUTDOWN_DELAY_SECONDS: 'soon' }, /^SHUTDOWN_DELAY_SECONDS must be 0 or more/],
      // The value is a secret even when malformed: the message never repeats it.
      [{ DATA_KEY: 'too-short-secret' }, /^DATA_KEY must be 32 bytes[^"]*$/],
    ];
    for (const [env, message] of cases) {
      let thrown: unknown;
      try {
        loadConfig(env);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, JSON.stringify(env)).toBeInstanceOf(ConfigError);
      expect((thrown as ConfigError).message, JSON.stringify(env)).toMatch(message);
      expect((thrown as ConfigError).variable).toBe(Object.keys(env)[0]);
    }
  });

  it('reads the metrics token and the drain grace, and masks secrets when described', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://pmc:s3cret@db:5432/pmc',
      METRICS_TOKEN: 'abcdefghijklmnopqrstuvwxyz',
      SHUTDOWN_GRACE_SECONDS: '3',
    });
    expect(config).toMatchObject({ metricsToken: 'abcdefghijklmnopqrstuvwxyz', shutdownGraceMs: 3000 });
    expect(loadConfig({})).toMatchObject({
      metricsToken: undefined,
      shutdownGraceMs: 10_000,
      shutdownDelayMs: 0,
    });
    expect(loadConfig({ SHUTDOWN_DELAY_SECONDS: '0.5' }).shutdownDelayMs).toBe(500);
    const described = JSON.stringify(describeConfig(config));
    expect(described).toContain('postgres://pmc:***@db:5432/pmc');
    expect(described).not.toContain('s3cret');
    expect(described).not.toContain('abcdefghijklmnopqrstuvwxyz');
  });

  it('reads DATA_KEY as hex or base64 and never describes it', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ DATA_KEY: hex }).secretKey?.toString('hex')).toBe(hex);
    const base64 = Buffer.from(hex, 'hex').toString('base64');
    expect(loadConfig({ DATA_KEY: base64 }).secretKey?.toString('hex')).toBe(hex);
    expect(loadConfig({}).secretKey).toBeUndefined();
    const described = JSON.stringify(describeConfig(loadConfig({ DATA_KEY: hex })));
    expect(described).not.toContain(hex);
    expect(described).not.toContain(base64);
  });

  it('takes several STATIC_DIR folders, the newest first: index.html from it, older assets beside', () => {
    const config = loadConfig({ STATIC_DIR: ['/srv/v3', '/srv/v2', '', '/srv/v1'].join(path.delimiter) });
    expect(config.staticDir).toBe(path.resolve('/srv/v3'));
    expect(config.olderStaticDirs).toEqual([path.resolve('/srv/v2'), path.resolve('/srv/v1')]);
  });
});

describe('loadConfig, WORKERS', () => {
  const pg = 'postgres://pmc:pw@db:5432/pmc';

  it('defaults to one process on PGlite and to the CPUs (at most 32) on PostgreSQL', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: pg }).workers).toBe(Math.min(os.availableParallelism(), MAX_WORKERS));
    expect(loadConfig({ DATABASE_URL: pg, WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
  });

  it('refuses more than one worker on PGlite, and values out of 1..32, in one line naming WORKERS', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      new ConfigError(
        'WORKERS',
        'WORKERS=2 needs DATABASE_URL: PGlite lives in one process, so without PostgreSQL WORKERS must be 1',
      ),
    );
    for (const bad of ['0', '33', '1.5', 'two', '-1'])
      expect(() => loadConfig({ DATABASE_URL: pg, WORKERS: bad })).toThrow(/^WORKERS must be a whole number/);
  });
});
