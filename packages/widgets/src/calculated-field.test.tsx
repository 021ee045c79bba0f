import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CalculatedField } from './calculated-field.tsx';

describe('<CalculatedField/>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the result to 2 decimals 500 ms after the inputs settle', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <CalculatedField
        aria-label="金额"
        expression="单价 × 数量"
        fields={{ 单价: '12.5', 数量: 4 }}
        onChange={onChange}
      />,
    );
    const field = screen.getByRole('textbox', { name: '金额' }) as HTMLInputElement;
    expect(field.readOnly).toBe(true);
    expect(field.value).toBe('');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(field.value).toBe('50.00');
    expect(onChange).toHaveBeenLastCalledWith('50.00');

    rerender(
      <CalculatedField
        aria-label="金额"
        expression="单价 × 数量"
        fields={{ 单价: '12.5', 数量: 5 }}
        onChange={onChange}
      />,
    );
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(field.value).toBe('50.00');
    expect(field.getAttribute('aria-busy')).toBe('true');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(field.value).toBe('62.50');
  });

  it('binds × ÷ tighter than + - and honours parentheses', () => {
    render(
      <CalculatedField
        aria-label="结果"
        expression="a + b × (c - 1) ÷ 2"
        fields={{ a: 1, b: 3, c: 5 }}
        thousands
      />,
    );
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect((screen.getByRole('textbox', { name: '结果' }) as HTMLInputElement).value).toBe('7.00');
  });

  it('explains a division by zero and a malformed formula', () => {
    const { rerender } = render(
      <CalculatedField aria-label="结果" expression="a ÷ b" fields={{ a: 1, b: 0 }} />,
    );
    act(() => {
      vi.advanceTimersByTime(500);
    });
    const field = screen.getByRole('textbox', { name: '结果' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('计算公式中除数不能为零');
    rerender(<CalculatedField aria-label="结果" expression="a + (" fields={{ a: 1 }} />);
    expect(screen.getByRole('alert').textContent).toMatch(/^计算公式在第\d+个字符处有误$/);
  });
});
