import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermissionProvider } from './permission-provider.tsx';
import { useButtons } from './use-buttons.ts';

afterEach(cleanup);

const list = [{ modelId: 'role', button: [{ enCode: 'btn_remove' }, { enCode: 'btn_sync' }] }];

describe('useButtons', () => {
  it('reports add, edit, remove and other codes for the page', () => {
    const warn = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PermissionProvider permissions={list} modelId="role" onUnknownCode={warn}>
        {children}
      </PermissionProvider>
    );
    const { result } = renderHook(() => useButtons(), { wrapper });
    expect(result.current.add).toBe(false);
    expect(result.current.edit).toBe(false);
    expect(result.current.remove).toBe(true);
    expect(result.current.can('btn_sync')).toBe(true);
    expect(result.current.can('btn_sink')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain("'btn_sink'");
  });

  it('shows every default button with the switch off', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PermissionProvider permissions={[]} modelId="role" buttonSwitch={false} onUnknownCode={false}>
        {children}
      </PermissionProvider>
    );
    const { result } = renderHook(() => useButtons(), { wrapper });
    expect([result.current.add, result.current.edit, result.current.remove]).toEqual([true, true, true]);
    expect(result.current.can('btn_sync')).toBe(false);
  });
});
