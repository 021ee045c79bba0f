import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LockScreen } from './lock-screen.tsx';

describe('LockScreen', () => {
  it('unlocks with the typed password', async () => {
    const onUnlock = vi.fn().mockResolvedValue(undefined);
    render(<LockScreen user={{ name: 'admin' }} onUnlock={onUnlock} onSignInAgain={() => {}} />);
    expect(screen.getByRole('heading', { name: '屏幕已锁定' })).toBeTruthy();
    expect(screen.getByText('admin')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '解锁' }));
    expect(onUnlock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('请输入登录密码解锁').getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(screen.getByLabelText('请输入登录密码解锁'), 'Admin@2026{Enter}');
    expect(onUnlock).toHaveBeenCalledWith('Admin@2026', '');
    expect(screen.queryByLabelText('请输入验证码')).toBeNull();
  });

  it('asks for the captcha when given one, and fetches a new one after a failed unlock', async () => {
    const onRefresh = vi.fn();
    const onUnlock = vi.fn().mockRejectedValueOnce(new Error('bad')).mockResolvedValue(undefined);
    render(
      <LockScreen
        user={{ name: 'admin' }}
        captcha={{ image: 'data:image/svg+xml;base64,PHN2Zy8+', onRefresh }}
        onUnlock={onUnlock}
        onSignInAgain={() => {}}
      />,
    );
    const password = screen.getByLabelText('请输入登录密码解锁') as HTMLInputElement;
    const code = screen.getByLabelText('请输入验证码') as HTMLInputElement;
    await userEvent.type(password, 'Admin@2026{Enter}');
    expect(onUnlock).not.toHaveBeenCalled();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(code, ' ab12 {Enter}');
    expect(onUnlock).toHaveBeenCalledWith('Admin@2026', 'ab12');
    await waitFor(() => expect(code.value).toBe(''));
    expect(password.value).toBe('');
    expect(onRefresh).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: '看不清？点击图片换一张' }));
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('clears the field when unlocking fails, and offers sign in again', async () => {
    const onSignInAgain = vi.fn();
    render(
      <LockScreen
        user={{ name: 'admin' }}
        onUnlock={() => Promise.reject(new Error('bad'))}
        onSignInAgain={onSignInAgain}
      />,
    );
    const input = screen.getByLabelText('请输入登录密码解锁') as HTMLInputElement;
    await userEvent.type(input, 'wrong{Enter}');
    await waitFor(() => expect(input.value).toBe(''));
    await userEvent.click(screen.getByRole('link', { name: '重新登录' }));
    expect(onSignInAgain).toHaveBeenCalled();
  });
});
