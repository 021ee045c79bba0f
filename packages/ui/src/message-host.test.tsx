import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from './message.ts';
import { MessageHost } from './message-host.tsx';

describe('<MessageHost/>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => message.destroy());
    cleanup();
    vi.useRealTimers();
  });

  it('shows only the newest message', () => {
    render(<MessageHost />);
    act(() => {
      message.success('保存成功');
    });
    expect(screen.getByRole('status')).toHaveProperty('textContent', '✓保存成功');
    act(() => {
      message.error('请求出错，请重试');
    });
    expect(screen.queryByText('保存成功')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('请求出错，请重试');
  });

  it('removes the message after 1.5 s', () => {
    render(<MessageHost />);
    act(() => {
      message.warning('不支持全屏');
    });
    expect(screen.getByText('不支持全屏')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.queryByText('不支持全屏')).toBeNull();
  });

  it('renders a descriptor through its text with values filled in', () => {
    render(<MessageHost />);
    act(() => {
      message.error({ id: 'x.size', message: '文件大小超过{n}{unit}', values: { n: 5, unit: 'MB' } });
    });
    expect(screen.getByText('文件大小超过5MB')).toBeTruthy();
  });

  it('shows a detail line under the text when one is given', () => {
    render(<MessageHost />);
    act(() => {
      message.error('服务器内部错误，请稍后重试', { detail: '请求编号：5f1c-77' });
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('服务器内部错误，请稍后重试');
    expect(alert.querySelector('[data-slot="message-detail"]')?.textContent).toBe('请求编号：5f1c-77');
  });
});
