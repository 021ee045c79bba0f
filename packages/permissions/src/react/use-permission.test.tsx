import { cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PermissionEntry } from '../types.ts';
import { PermissionProvider, type PermissionProviderProps } from './permission-provider.tsx';
import { usePermission } from './use-permission.ts';

afterEach(cleanup);

function Probe() {
  return <span>{usePermission('button', 'btn_edit') ? 'yes' : 'no'}</span>;
}

const list: PermissionEntry[] = [
  {
    modelId: '42',
    button: [{ enCode: 'btn_edit' }],
    column: [{ enCode: 'mobile' }],
    form: [{ enCode: 'idCard' }],
  },
];

function wrapper(props: Partial<PermissionProviderProps>) {
  return ({ children }: { children: ReactNode }) => (
    <PermissionProvider permissions={list} modelId="42" onUnknownCode={false} {...props}>
      {children}
    </PermissionProvider>
  );
}

describe('usePermission', () => {
  it('answers for the current page and each kind', () => {
    const { result } = renderHook(
      () => [
        usePermission('button', 'btn_edit'),
        usePermission('button', 'btn_add'),
        usePermission('column', 'mobile'),
        usePermission('form', 'idCard'),
        usePermission('form', 'mobile'),
      ],
      { wrapper: wrapper({}) },
    );
    expect(result.current).toEqual([true, false, true, true, false]);
  });

  it('follows the button switch for default codes only', () => {
    const { result } = renderHook(
      () => [usePermission('button', 'btn_add'), usePermission('button', 'btn_print')],
      { wrapper: wrapper({ buttonSwitch: false }) },
    );
    expect(result.current).toEqual([true, false]);
  });

  it('re-renders when the page changes', () => {
    const { rerender } = render(
      <PermissionProvider permissions={list} modelId="42" onUnknownCode={false}>
        <Probe />
      </PermissionProvider>,
    );
    expect(screen.getByText('yes')).toBeTruthy();
    rerender(
      <PermissionProvider permissions={list} modelId="7" onUnknownCode={false}>
        <Probe />
      </PermissionProvider>,
    );
    expect(screen.getByText('no')).toBeTruthy();
  });

  it('warns once in development about a code the page never contains', () => {
    const warn = vi.fn();
    const { rerender } = renderHook(
      () => [usePermission('button', 'btn_delet'), usePermission('button', 'btn_edit')],
      {
        wrapper: wrapper({ onUnknownCode: warn }),
      },
    );
    rerender();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain("page 42 asks for button code 'btn_delet'");
  });

  it('does not warn about a default button the switch lets through', () => {
    const warn = vi.fn();
    renderHook(() => usePermission('button', 'btn_add'), {
      wrapper: wrapper({ onUnknownCode: warn, buttonSwitch: false }),
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to console.warn and stays silent in production', () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const wrap = ({ children }: { children: ReactNode }) => (
      <PermissionProvider permissions={list} modelId="42">
        {children}
      </PermissionProvider>
    );
    renderHook(() => usePermission('column', 'nickName'), { wrapper: wrap });
    expect(consoleWarn).toHaveBeenCalledTimes(1);
    vi.stubEnv('NODE_ENV', 'production');
    try {
      renderHook(() => usePermission('column', 'other'), { wrapper: wrap });
      expect(consoleWarn).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('throws a clear error outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => usePermission('button', 'btn_add'))).toThrow(/PermissionProvider/);
  });
});
