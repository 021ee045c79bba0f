import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_DURATION_MS, message, messageStore } from './message.ts';

describe('message', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    message.destroy();
    vi.useRealTimers();
  });

  it('shows one message and removes it after the default 1.5 s', () => {
    message.success('保存成功');
    expect(messageStore.getSnapshot()).toHaveLength(1);
    expect(MESSAGE_DURATION_MS).toBe(1500);
    vi.advanceTimersByTime(1499);
    expect(messageStore.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(messageStore.getSnapshot()).toHaveLength(0);
  });

  it('closes the previous message when a new one opens, firing its onClose', () => {
    const firstClosed = vi.fn();
    message.error('第一条', { onClose: firstClosed });
    message.warning('第二条');
    const shown = messageStore.getSnapshot();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ type: 'warning', payload: '第二条' });
    expect(firstClosed).toHaveBeenCalledTimes(1);
  });

  it('restarts the clock for the newer message', () => {
    message.info('a');
    vi.advanceTimersByTime(1000);
    message.info('b');
    vi.advanceTimersByTime(1000);
    expect(messageStore.getSnapshot()[0]?.payload).toBe('b');
    vi.advanceTimersByTime(500);
    expect(messageStore.getSnapshot()).toHaveLength(0);
  });

  it('accepts a duration in ms, and 0 keeps it until closed', async () => {
    const handle = message.info('stays', 0);
    vi.advanceTimersByTime(60_000);
    expect(messageStore.getSnapshot()).toHaveLength(1);
    handle.close();
    await expect(handle.closed).resolves.toBeUndefined();
    expect(messageStore.getSnapshot()).toHaveLength(0);

    message.info('short', 300);
    vi.advanceTimersByTime(300);
    expect(messageStore.getSnapshot()).toHaveLength(0);
  });

  it('calls onClose after the timeout, so callers can act once the toast is gone', () => {
    const onClose = vi.fn();
    message.error('登录过期', { onClose });
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MESSAGE_DURATION_MS);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('notifies subscribers on show and close', () => {
    const listener = vi.fn();
    const unsubscribe = messageStore.subscribe(listener);
    message.success('x');
    vi.advanceTimersByTime(MESSAGE_DURATION_MS);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    message.success('y');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
