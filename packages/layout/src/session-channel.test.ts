import { describe, expect, it, vi } from 'vitest';
import { createSessionChannel, type SessionEvent } from './session-channel.ts';

describe('createSessionChannel', () => {
  it('mirrors logout and lock into the other tabs, not the sender', async () => {
    const a = createSessionChannel({ name: 'test-a' });
    const b = createSessionChannel({ name: 'test-a' });
    const heardA: SessionEvent[] = [];
    const heardB: SessionEvent[] = [];
    a.subscribe((e) => heardA.push(e));
    b.subscribe((e) => heardB.push(e));
    a.post({ type: 'lock' });
    a.post({ type: 'logout' });
    await vi.waitFor(() => expect(heardB).toEqual([{ type: 'lock' }, { type: 'logout' }]));
    expect(heardA).toEqual([]);
    a.close();
    b.close();
  });

  it('ignores foreign messages and stops after unsubscribe', async () => {
    const a = createSessionChannel({ name: 'test-b' });
    const b = createSessionChannel({ name: 'test-b' });
    const listener = vi.fn();
    const off = b.subscribe(listener);
    const raw = new BroadcastChannel('test-b');
    raw.postMessage({ type: 'hack' });
    raw.postMessage('logout');
    a.post({ type: 'unlock' });
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    expect(listener).toHaveBeenCalledWith({ type: 'unlock' });
    off();
    const witness = vi.fn();
    b.subscribe(witness);
    a.post({ type: 'logout' });
    await vi.waitFor(() => expect(witness).toHaveBeenCalledWith({ type: 'logout' }));
    expect(listener).toHaveBeenCalledTimes(1);
    raw.close();
    a.close();
    b.close();
  });

  it('is silent without BroadcastChannel', () => {
    const channel = createSessionChannel({ BroadcastChannel: undefined });
    const listener = vi.fn();
    channel.subscribe(listener);
    expect(() => channel.post({ type: 'logout' })).not.toThrow();
    expect(listener).not.toHaveBeenCalled();
    channel.close();
  });
});
