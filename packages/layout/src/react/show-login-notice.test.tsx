import { NotificationHost } from '@pmc/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_NOTICE_DURATION_MS, loginNoticeLines } from '../login-notice.ts';
import { showLoginNotice } from './show-login-notice.ts';

const info = {
  prevLogin: 1,
  prevLoginTime: new Date(2026, 0, 5, 14, 3).getTime(),
  prevLoginIPAddressName: '浙江省杭州市',
  prevLoginIPAddress: '10.0.0.8',
};

afterEach(() => vi.useRealTimers());

describe('login notice', () => {
  it('lists the previous time, place and IP in the locale', () => {
    expect(loginNoticeLines(info)).toEqual({
      title: '登录提醒',
      lines: ['上次登录时间：2026-01-05 14:03', '上次登录地点：浙江省杭州市', '上次登录IP：10.0.0.8'],
    });
    expect(loginNoticeLines(info, 'en')?.lines[2]).toBe('IP: 10.0.0.8');
  });

  it('shows nothing without a previous sign-in', () => {
    expect(loginNoticeLines({ prevLogin: 0, prevLoginTime: null })).toBeNull();
    expect(showLoginNotice({ prevLogin: 1, prevLoginTime: null })).toBe(false);
  });

  it('shows a notice that closes after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<NotificationHost />);
    act(() => {
      expect(showLoginNotice(info)).toBe(true);
    });
    expect(await screen.findByText('登录提醒')).toBeTruthy();
    expect(document.body.textContent).toContain('上次登录IP：10.0.0.8');
    act(() => {
      vi.advanceTimersByTime(LOGIN_NOTICE_DURATION_MS + 500);
    });
    await waitFor(() => expect(screen.queryByText('登录提醒')).toBeNull());
  });
});
