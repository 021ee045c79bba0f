import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type BuildStamp, createVersionWatch, VERSION_CHECK_INTERVAL_MS } from '../version-watch.ts';
import { NewVersionNotice } from './new-version-notice.tsx';

function watchServing(buildId: string) {
  const fetchStamp = vi.fn(async (): Promise<BuildStamp> => ({ version: '0.1.0', buildId }));
  let shift = 0;
  const watch = createVersionWatch({ current: 'a', fetchStamp, now: () => Date.now() + shift });
  // Loaded a minute ago: a look is due.
  shift = VERSION_CHECK_INTERVAL_MS;
  return { watch, fetchStamp };
}

describe('NewVersionNotice', () => {
  it('checks on a navigation (not on the first render) and offers 刷新 / 稍后', async () => {
    const { watch, fetchStamp } = watchServing('b');
    const onRefresh = vi.fn();
    const { rerender } = render(<NewVersionNotice watch={watch} currentPath="/home" onRefresh={onRefresh} />);
    expect(fetchStamp).not.toHaveBeenCalled();
    rerender(<NewVersionNotice watch={watch} currentPath="/system/user" onRefresh={onRefresh} />);
    await screen.findByText('新版本已发布');
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '稍后' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('checks when the window regains focus, and shows nothing for the running build', async () => {
    const { watch, fetchStamp } = watchServing('a');
    render(<NewVersionNotice watch={watch} currentPath="/home" />);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(fetchStamp).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
