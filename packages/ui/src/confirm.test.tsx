import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirm } from './confirm.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ConfirmHost } from './confirm-host.tsx';

describe('confirm()', () => {
  afterEach(cleanup);

  it('asks the delete question by default and resolves true on OK', async () => {
    render(<ConfirmHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm();
    });
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog.textContent).toContain('此操作将永久删除该数据, 是否继续？');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('resolves false on Cancel and shows custom text', async () => {
    render(<ConfirmHost />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm({ content: '确定退出登录？', confirmText: '退出' });
    });
    await screen.findByText('确定退出登录？');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(answer).resolves.toBe(false);
  });
});

describe('<ConfirmDialog/>', () => {
  afterEach(cleanup);

  it('keeps the dialog open while onConfirm runs and closes when it resolves', async () => {
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ConfirmDialog defaultOpen onConfirm={onConfirm} />);
    const ok = screen.getByRole('button', { name: '确定' });
    fireEvent.click(ok);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(ok.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open when onConfirm rejects', async () => {
    render(<ConfirmDialog defaultOpen onConfirm={() => Promise.reject(new Error('fail'))} />);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '确定' }).getAttribute('aria-busy')).toBeNull(),
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
