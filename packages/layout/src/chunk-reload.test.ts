import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, createChunkReloadGuard, isChunkLoadError } from './chunk-reload.ts';
import { createMemoryStorage } from './memory-storage.ts';

describe('isChunkLoadError', () => {
  it('knows the browsers and Vite wordings of a file that is gone', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('leaves other errors (and non-errors) alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('createChunkReloadGuard', () => {
  it('allows one reload per URL within the window, then refuses until it has passed', () => {
    const storage = createMemoryStorage();
    let now = 1_000;
    const guard = createChunkReloadGuard({ storage, now: () => now, windowMs: 60_000 });
    expect(guard.claim('http://x/system/user')).toBe(true);
    expect(JSON.parse(storage.getItem(CHUNK_RELOAD_KEY) ?? '')).toEqual({
      url: 'http://x/system/user',
      at: 1_000,
    });
    now += 59_999;
    expect(guard.claim('http://x/system/user')).toBe(false);
    now += 1;
    expect(guard.claim('http://x/system/user')).toBe(true);
  });

  it('counts another URL as a new attempt', () => {
    const storage = createMemoryStorage();
    const guard = createChunkReloadGuard({ storage, now: () => 5 });
    expect(guard.claim('http://x/a')).toBe(true);
    expect(guard.claim('http://x/b')).toBe(true);
    expect(guard.claim('http://x/b')).toBe(false);
  });

  it('survives the reload: a new guard on the same storage remembers', () => {
    const storage = createMemoryStorage();
    expect(createChunkReloadGuard({ storage, now: () => 10 }).claim('http://x/a')).toBe(true);
    expect(createChunkReloadGuard({ storage, now: () => 20 }).claim('http://x/a')).toBe(false);
  });

  it('ignores a damaged record, and does not reload when it cannot write one', () => {
    const guard = createChunkReloadGuard({ storage: createMemoryStorage({ [CHUNK_RELOAD_KEY]: '{oops' }) });
    expect(guard.claim('http://x/a')).toBe(true);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
      removeItem: () => undefined,
    };
    expect(createChunkReloadGuard({ storage: full }).claim('http://x/a')).toBe(false);
  });
});
