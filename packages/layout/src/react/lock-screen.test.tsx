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
    expect(onUnlock).toHaveBeenCalledWith('Admin@2026');
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
