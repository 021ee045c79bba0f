import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './form-field.tsx';
import { NativeSelect } from './native-select.tsx';

const sizes = [
  { value: '20', label: '20条/页' },
  { value: '50', label: '50条/页' },
];

describe('NativeSelect', () => {
  it('shows the chosen option and reports a new choice', () => {
    const onValueChange = vi.fn();
    render(<NativeSelect aria-label="每页条数" options={sizes} value="20" onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: '每页条数' }) as HTMLSelectElement;
    expect(select.value).toBe('20');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['20条/页', '50条/页']);
    fireEvent.change(select, { target: { value: '50' } });
    expect(onValueChange).toHaveBeenCalledWith('50');
  });

  it('takes its label and invalid state from the enclosing form field', () => {
    render(
      <FormField label="状态" error="请选择状态">
        <NativeSelect options={sizes} defaultValue="50" />
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: '状态' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });
});
