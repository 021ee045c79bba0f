import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('<Button/>', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('renders a type=button with its variant and size classes', () => {
    render(
      <Button variant="primary" size="small">
        保存
      </Button>,
    );
    const button = screen.getByRole('button', { name: '保存' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('pmc-button--primary');
    expect(button.className).toContain('pmc-button--small');
    expect(button.getAttribute('data-slot')).toBe('button');
  });

  it('ignores clicks for 3000 ms after one when lockout is on', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(
      <Button lockout onClick={onClick}>
        提交
      </Button>,
    );
    const button = screen.getByRole('button', { name: '提交' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('accepts a custom lockout in ms', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(
      <Button lockout={500} onClick={onClick}>
        提交
      </Button>,
    );
    const button = screen.getByRole('button');
    fireEvent.click(button);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('without lockout every click counts', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>查询</Button>);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('is busy and inert while loading', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        登录
      </Button>,
    );
    const button = screen.getByRole('button', { name: '登录' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child with button classes when asChild', () => {
    render(
      <Button asChild variant="link">
        <a href="/home">首页</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: '首页' });
    expect(link.className).toContain('pmc-button--link');
  });
});
