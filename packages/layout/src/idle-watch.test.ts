import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleWatch, type IdleState } from './idle-watch.ts';

const MINUTE = 60_000;

// Tabs of one browser: every channel of the same name hears the others (never itself).
function fakeBroadcastChannel() {
  const open = new Set<FakeChannel>();
  class FakeChannel {
    private listeners = new Set<(event: MessageEvent) => void>();
    constructor(readonly name: string) {
      open.add(this);
    }
    postMessage(data: unknown) {
      for (const other of open)
        if (other !== this && other.name === this.name)
          for (const listener of other.listeners) listener({ data } as MessageEvent);
    }
    addEventListener(_: string, listener: (event: MessageEvent) => void) {
      this.listeners.add(listener);
    }
    removeEventListener(_: string, listener: (event: MessageEvent) => void) {
      this.listeners.delete(listener);
    }
    close() {
      open.delete(this);
    }
  }
  return FakeChannel as unknown as typeof globalThis.BroadcastChannel;
}

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe('createIdleWatch', () => {
  it('warns two minutes before the limit, counts down each second, and expires at the limit', () => {
    const onExpire = vi.fn();
    const watch = createIdleWatch({ keepAlive: async () => {}, onExpire, BroadcastChannel: undefined });
    const seen: IdleState[] = [];
    watch.subscribe((s) => seen.push(s));
    watch.seen(30 * MINUTE);
    vi.advanceTimersByTime(28 * MINUTE - 1);
    expect(watch.state()).toEqual({ kind: 'active' });
    vi.advanceTimersByTime(1);
    expect(watch.state()).toEqual({ kind: 'warning', secondsLeft: 120 });
    vi.advanceTimersByTime(1000);
    expect(watch.state()).toEqual({ kind: 'warning', secondsLeft: 119 });
    vi.advanceTimersByTime(118_000);
    expect(watch.state()).toEqual({ kind: 'warning', secondsLeft: 1 });
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(watch.state()).toEqual({ kind: 'expired' });
    expect(onExpire).toHaveBeenCalledTimes(1);
    // one event per second shown, not per timer tick
    expect(seen.filter((s) => s.kind === 'warning')).toHaveLength(120);
  });

  it('a request before the warning pushes it back; a short limit warns at its half', () => {
    const watch = createIdleWatch({ keepAlive: async () => {}, BroadcastChannel: undefined });
    watch.seen(30 * MINUTE);
    vi.advanceTimersByTime(20 * MINUTE);
    watch.seen(30 * MINUTE);
    vi.advanceTimersByTime(20 * MINUTE);
    expect(watch.state().kind).toBe('active');
    watch.seen(20_000);
    vi.advanceTimersByTime(10_000);
    expect(watch.state()).toEqual({ kind: 'warning', secondsLeft: 10 });
  });

  it('every tab follows one answer: a request in one tab hides the warning in the others', async () => {
    const Channel = fakeBroadcastChannel();
    const keepAlive = vi.fn(async () => {
      first.seen(30 * MINUTE); // the request core reports the answer
    });
    const first = createIdleWatch({ keepAlive, BroadcastChannel: Channel });
    const second = createIdleWatch({ keepAlive: async () => {}, BroadcastChannel: Channel });
    first.seen(30 * MINUTE);
    vi.advanceTimersByTime(28 * MINUTE + 5000);
    expect(first.state().kind).toBe('warning');
    expect(second.state().kind).toBe('warning');
    await first.keepAlive();
    expect(keepAlive).toHaveBeenCalledTimes(1);
    expect(first.state().kind).toBe('active');
    expect(second.state().kind).toBe('active');
    second.stop();
    first.stop();
  });

  it('falls back to the storage event where BroadcastChannel is missing', () => {
    const listeners = new Set<(key: string | null, value: string | null) => void>();
    const storage = {
      setItem: (key: string, value: string) => {
        for (const listener of listeners) listener(key, value);
      },
    };
    const onStorage = (listener: (key: string | null, value: string | null) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    const first = createIdleWatch({
      keepAlive: async () => {},
      BroadcastChannel: undefined,
      storage,
      onStorage,
    });
    const second = createIdleWatch({ keepAlive: async () => {}, BroadcastChannel: undefined, onStorage });
    first.seen(30 * MINUTE);
    vi.advanceTimersByTime(29 * MINUTE);
    expect(second.state()).toEqual({ kind: 'warning', secondsLeft: 60 });
    first.seen(30 * MINUTE);
    expect(second.state().kind).toBe('active');
  });
});
