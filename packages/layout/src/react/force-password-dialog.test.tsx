import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ForcePasswordDialog } from './force-password-dialog.tsx';

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('ForcePasswordDialog', () => {
  it('cannot be dismissed: no close button, Escape and outside clicks do nothing', async () => {
    render(<ForcePasswordDialog open onSubmit={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: '修改密码' });
    expect(screen.getByRole('alert').textContent).toBe('您的密码为初始密码,请修改密码');
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole('dialog', { name: '修改密码' })).toBe(dialog);
  });

  it("shows the app's reason instead, for an expired password", () => {
    render(<ForcePasswordDialog open onSubmit={() => {}} alert="您的密码已过期,请修改密码" />);
    expect(screen.getByRole('alert').textContent).toBe('您的密码已过期,请修改密码');
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
  });

  it('validates on blur and re-checks the repeat when the new password changes', async () => {
    render(<ForcePasswordDialog open onSubmit={() => {}} />);
    await userEvent.click(field('oldPassword'));
    await userEvent.tab();
    expect(await screen.findByText('旧密码不能为空')).toBeTruthy();
    await userEvent.type(field('newPassword'), 'Abcdef12');
    await userEvent.type(field('repeatPassword'), 'Abcdef13');
    await userEvent.tab();
    expect(await screen.findByText('两次密码输入不一致')).toBeTruthy();
    await userEvent.clear(field('newPassword'));
    await userEvent.type(field('newPassword'), 'Abcdef13');
    await waitFor(() => expect(screen.queryByText('两次密码输入不一致')).toBeNull());
    expect(field('newPassword').maxLength).toBe(16);
  });

  it('submits the plain values as oldPassword, password, validatePassword', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<ForcePasswordDialog open onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('新密码不能为空')).toBeTruthy();
    await userEvent.type(field('oldPassword'), '123456');
    await userEvent.type(field('newPassword'), 'Abcdef12!');
    await userEvent.type(field('repeatPassword'), 'Abcdef12!');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onSubmit).toHaveBeenCalledWith({
      oldPassword: '123456',
      password: 'Abcdef12!',
      validatePassword: 'Abcdef12!',
    });
  });
});
