import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormField } from './form-field.tsx';
import { Select } from './select.tsx';

const options = [
  { value: '1', label: '启用' },
  { value: '0', label: '禁用' },
];

describe('<Select/>', () => {
  afterEach(cleanup);

  it('shows 请选择, lists options from the keyboard and reports the choice', () => {
    const onValueChange = vi.fn();
    render(
      <FormField label="状态" error="请选择状态">
        <Select options={options} onValueChange={onValueChange} />
      </FormField>,
    );
    const trigger = screen.getByRole('combobox', { name: '状态' });
    expect(trigger.textContent).toContain('请选择');
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['启用', '禁用']);
    fireEvent.click(screen.getByRole('option', { name: '禁用' }));
    expect(onValueChange).toHaveBeenCalledWith('0');
    expect(trigger.textContent).toContain('禁用');
  });
});
