import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Has } from './has.tsx';
import { PermissionProvider } from './permission-provider.tsx';

afterEach(cleanup);

const list = [
  { modelId: 'user', button: [{ enCode: 'btn_import' }] },
  { modelId: 'role', column: [{ enCode: 'enCode' }] },
];

describe('<Has>', () => {
  it('keeps children whose code is anywhere in the list, on any page', () => {
    render(
      <PermissionProvider permissions={list} modelId="role" onUnknownCode={false}>
        <Has code="btn_import">
          <button type="button">导入</button>
        </Has>
      </PermissionProvider>,
    );
    expect(screen.getByRole('button', { name: '导入' })).toBeTruthy();
  });

  it('removes children whose code is nowhere, and warns in development', () => {
    const warn = vi.fn();
    const { container } = render(
      <PermissionProvider permissions={list} modelId="user" onUnknownCode={warn}>
        <Has code="btn_print">
          <button type="button">打印</button>
        </Has>
      </PermissionProvider>,
    );
    expect(container.innerHTML).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("code 'btn_print'"));
  });

  it('accepts several codes, any of which suffices', () => {
    render(
      <PermissionProvider permissions={list} onUnknownCode={false}>
        <Has code={['btn_print', 'enCode']}>
          <span>列</span>
        </Has>
        <Has code={['btn_print', 'btn_x']}>
          <span>无</span>
        </Has>
      </PermissionProvider>,
    );
    expect(screen.getByText('列')).toBeTruthy();
    expect(screen.queryByText('无')).toBeNull();
  });

  it('outlines the removed children in explain mode', () => {
    render(
      <PermissionProvider permissions={list} explain onUnknownCode={false}>
        <Has code="btn_print">
          <button type="button">打印</button>
        </Has>
      </PermissionProvider>,
    );
    const frame = screen.getByText('打印').closest('[data-slot="permission-explain"]');
    expect(frame?.getAttribute('data-code')).toBe('btn_print');
    expect(frame?.getAttribute('data-kind')).toBe('any');
    expect(frame?.hasAttribute('inert')).toBe(true);
  });
});
