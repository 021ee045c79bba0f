import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createIdleWatch } from '../idle-watch.ts';
import { IdleWarning } from './idle-warning.tsx';

// A watch on a hand-driven clock: `tick(ms)` moves time and runs the one pending timer.
function drivenWatch(keepAlive: () => Promise<unknown>) {
  let time = 0;
  let pending: (() => void) | undefined;
  const watch = createIdleWatch({
    keepAlive,
    now: () => time,
    setTimer: (run) => {
      pending = run;
      return run;
    },
    clearTimer: () => {
      pending = undefined;
    },
    BroadcastChannel: undefined,
  });
  return {
    watch,
    tick(ms: number) {
      time += ms;
      act(() => pending?.());
    },
  };
}

describe('IdleWarning', () => {
  it('shows an alert dialog with the countdown, focus on 继续, and 继续 keeps the session alive', async () => {
    const keepAlive = vi.fn(async () => clock.watch.seen(30 * 60_000));
    const clock = drivenWatch(keepAlive);
    render(<IdleWarning watch={clock.watch} />);
    act(() => clock.watch.seen(30 * 60_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    clock.tick(28 * 60_000);
    const dialog = await screen.findByRole('alertdialog', { name: '长时间未操作' });
    expect(screen.getByTestId('idle-countdown').textContent).toBe('120 秒后将因长时间未操作退出登录');
    const continueButton = screen.getByRole('button', { name: '继续' });
    await waitFor(() => expect(document.activeElement).toBe(continueButton));
    // The live region is not chatty: it keeps 120 until the next announced moment (90 s).
    const live = dialog.querySelector('[aria-live="polite"]') as HTMLElement;
    clock.tick(1000);
    expect(screen.getByTestId('idle-countdown').textContent).toContain('119');
    expect(live.textContent).toContain('120');
    for (let i = 0; i < 29; i += 1) clock.tick(1000);
    expect(live.textContent).toContain('90');
    await userEvent.click(continueButton);
    expect(keepAlive).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('takes Escape as 继续', async () => {
    const keepAlive = vi.fn(async () => clock.watch.seen(60_000));
    const clock = drivenWatch(keepAlive);
    render(<IdleWarning watch={clock.watch} />);
    act(() => clock.watch.seen(60_000));
    clock.tick(31_000);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(keepAlive).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
