import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notification } from './notification.ts';
import { NotificationHost } from './notification-host.tsx';

describe('notification', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => notification.destroy());
    cleanup();
    vi.useRealTimers();
  });

  it('stacks notifications with title and description and closes each after its duration', () => {
    render(<NotificationHost />);
    act(() => {
      notification.info({
        title: '上次登录',
        description: '时间：2026-11-22 09:00\nIP：127.0.0.1',
        duration: 2000,
      });
      notification.success({ title: '保存成功' });
    });
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.getByText(/IP：127\.0\.0\.1/)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('上次登录')).toBeNull();
    expect(screen.getByText('保存成功')).toBeTruthy();
  });

  it('closes from its close button', () => {
    const onClose = vi.fn();
    render(<NotificationHost />);
    act(() => {
      notification.warning({ title: '注意', duration: 0, onClose });
    });
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByText('注意')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
