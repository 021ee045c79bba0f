import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox.tsx';
import { Switch } from './switch.tsx';

describe('<Checkbox/> and <Switch/>', () => {
  afterEach(cleanup);

  it('toggles a labelled checkbox from its label', () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="记住密码" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: '记住密码' });
    expect(box.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByText('记住密码'));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(box.getAttribute('aria-checked')).toBe('true');
  });

  it('shows the indeterminate state as mixed', () => {
    render(<Checkbox aria-label="全选" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: '全选' }).getAttribute('aria-checked')).toBe('mixed');
  });

  it('is a switch with role switch', () => {
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="显示标签栏" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: '显示标签栏' });
    fireEvent.click(toggle);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });
});
