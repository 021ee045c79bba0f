import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionList, type SessionRow } from './session-list.tsx';

const at = Date.UTC(2026, 0, 5, 1, 30);
const rows: SessionRow[] = [
  {
    id: 'a',
    browser: 'Chrome 140',
    system: 'Windows 11',
    ip: '10.0.0.8',
    ipPlace: '内网',
    loginTime: at,
    lastSeenTime: at,
    current: true,
  },
  {
    id: 'b',
    browser: null,
    system: 'Android 15',
    ip: '203.0.113.9',
    ipPlace: null,
    loginTime: at,
    lastSeenTime: at,
    current: false,
  },
];

describe('SessionList', () => {
  afterEach(cleanup);

  it('marks the current session and offers 结束会话 on every other one', async () => {
    const onEnd = vi.fn();
    render(<SessionList rows={rows} onEnd={onEnd} onEndOthers={() => {}} />);
    const table = screen.getByRole('table', { name: '我的会话' });
    const [current, other] = within(table).getAllByRole('row').slice(1);
    expect(current!.textContent).toContain('Chrome 140 / Windows 11本机');
    expect(within(current!).queryByRole('button', { name: '结束会话' })).toBeNull();
    expect(other!.textContent).toContain('未知 / Android 15');
    await userEvent.click(within(other!).getByRole('button', { name: '结束会话' }));
    expect(onEnd).toHaveBeenCalledWith(rows[1]);
  });

  it('offers 结束其他所有会话 only while another session is listed', async () => {
    const onEndOthers = vi.fn();
    const { rerender } = render(<SessionList rows={rows} onEnd={() => {}} onEndOthers={onEndOthers} />);
    await userEvent.click(screen.getByRole('button', { name: '结束其他所有会话' }));
    expect(onEndOthers).toHaveBeenCalledOnce();
    rerender(<SessionList rows={rows.slice(0, 1)} onEnd={() => {}} onEndOthers={onEndOthers} />);
    expect(screen.getByRole('button', { name: '结束其他所有会话' })).toHaveProperty('disabled', true);
  });
});
