import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';
import { PasswordInput } from './password-input.tsx';

describe('<FormField/>', () => {
  afterEach(cleanup);

  it('labels the control and marks it required', () => {
    render(
      <FormField label="账号" required>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: '账号' });
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('describes an invalid control by its error and help texts', () => {
    render(
      <FormField label="手机" help="11 位" error="请正确输入您的手机号">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText('手机');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['11 位', '请正确输入您的手机号']);
    expect(screen.getByRole('alert').textContent).toBe('请正确输入您的手机号');
  });

  it('renders a descriptor error with its values', () => {
    render(
      <FormField
        label="用户"
        error={{ id: 'widgets.pick', message: '请选择{title}', values: { title: '用户' } }}
      >
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('alert').textContent).toBe('请选择用户');
  });
});

describe('<PasswordInput/>', () => {
  afterEach(cleanup);

  it('toggles visibility with an accessible button and keeps the label on the input', () => {
    render(
      <FormField label="密码">
        <PasswordInput />
      </FormField>,
    );
    const input = screen.getByLabelText('密码') as HTMLInputElement;
    expect(input.type).toBe('password');
    const toggle = screen.getByRole('button', { name: '显示密码' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: '隐藏密码' }).getAttribute('aria-pressed')).toBe('true');
  });
});
