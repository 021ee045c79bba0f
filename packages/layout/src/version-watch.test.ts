import { describe, expect, it, vi } from 'vitest';
import { type BuildStamp, createVersionWatch, VERSION_CHECK_INTERVAL_MS } from './version-watch.ts';

const stamp = (buildId: string): BuildStamp => ({
  version: '0.1.0',
  buildId,
  builtAt: '2026-11-25T12:00:00Z',
});

function setup(served: () => Promise<BuildStamp>, current: string | null = 'a') {
  let time = 1_000_000;
  const fetchStamp = vi.fn(served);
  const watch = createVersionWatch({ current: current ?? undefined, fetchStamp, now: () => time });
  // Created at load: a minute on, the first look is due.
  time += VERSION_CHECK_INTERVAL_MS;
  return {
    watch,
    fetchStamp,
    advance(ms: number) {
      time += ms;
    },
  };
}

describe('createVersionWatch', () => {
  it('does not look in the first minute after the app was loaded', async () => {
    let time = 0;
    const fetchStamp = vi.fn(async () => stamp('b'));
    const watch = createVersionWatch({ current: 'a', fetchStamp, now: () => time });
    time = VERSION_CHECK_INTERVAL_MS - 1;
    await watch.check();
    expect(fetchStamp).not.toHaveBeenCalled();
    time = VERSION_CHECK_INTERVAL_MS;
    await watch.check();
    expect(watch.available()?.buildId).toBe('b');
  });

  it('announces a served build whose id differs from the running one', async () => {
    const { watch } = setup(async () => stamp('b'));
    const listener = vi.fn();
    watch.subscribe(listener);
    await watch.check();
    expect(watch.available()?.buildId).toBe('b');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('announces nothing while the same build is served', async () => {
    const { watch } = setup(async () => stamp('a'));
    await watch.check();
    expect(watch.available()).toBeUndefined();
  });

  it('looks at most once within the interval, and again after it', async () => {
    const { watch, fetchStamp, advance } = setup(async () => stamp('a'));
    await watch.check();
    advance(VERSION_CHECK_INTERVAL_MS - 1);
    await watch.check();
    expect(fetchStamp).toHaveBeenCalledTimes(1);
    advance(1);
    await watch.check();
    expect(fetchStamp).toHaveBeenCalledTimes(2);
  });

  it('checks when the window regains focus, until stopped', async () => {
    const { watch, fetchStamp, advance } = setup(async () => stamp('b'));
    const target = new EventTarget();
    const stop = watch.watchFocus(target);
    target.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(watch.available()?.buildId).toBe('b'));
    stop();
    advance(VERSION_CHECK_INTERVAL_MS);
    target.dispatchEvent(new Event('focus'));
    expect(fetchStamp).toHaveBeenCalledTimes(1);
  });

  it('ignores a failed fetch or a malformed answer, and does not ask again at once', async () => {
    let answer: () => Promise<BuildStamp> = () => Promise.reject(new TypeError('Failed to fetch'));
    const { watch, fetchStamp, advance } = setup(() => answer());
    await expect(watch.check()).resolves.toBeUndefined();
    await watch.check();
    expect(fetchStamp).toHaveBeenCalledTimes(1);
    expect(watch.available()).toBeUndefined();
    answer = async () => ({}) as BuildStamp;
    advance(VERSION_CHECK_INTERVAL_MS);
    await watch.check();
    expect(watch.available()).toBeUndefined();
  });

  it('after 稍后 stays quiet for that build, and speaks again for the next one', async () => {
    let served = 'b';
    const { watch, advance } = setup(async () => stamp(served));
    await watch.check();
    watch.dismiss();
    expect(watch.available()).toBeUndefined();
    advance(VERSION_CHECK_INTERVAL_MS);
    await watch.check();
    expect(watch.available()).toBeUndefined();
    served = 'c';
    advance(VERSION_CHECK_INTERVAL_MS);
    await watch.check();
    expect(watch.available()?.buildId).toBe('c');
  });

  it('checks nothing without a build id of its own (the dev server)', async () => {
    const { watch, fetchStamp } = setup(async () => stamp('b'), null);
    await watch.check();
    expect(fetchStamp).not.toHaveBeenCalled();
  });
});
