import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.ts';

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
    });
  });

  it('refuses values it cannot use', () => {
    expect(() => loadConfig({ CAPTCHA: 'maybe' })).toThrow(/CAPTCHA/);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '-1' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ LIST_CACHE_MB: '-1' })).toThrow(/LIST_CACHE_MB/);
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow(/TIME_ZONE/);
  });

  it('takes several STATIC_DIR folders, the newest first: index.html from it, older assets beside', () => {
    const config = loadConfig({ STATIC_DIR: ['/srv/v3', '/srv/v2', '', '/srv/v1'].join(path.delimiter) });
    expect(config.staticDir).toBe(path.resolve('/srv/v3'));
    expect(config.olderStaticDirs).toEqual([path.resolve('/srv/v2'), path.resolve('/srv/v1')]);
  });
});
