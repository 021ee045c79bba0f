import { cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePermissions } from './permission-context.ts';
import { PermissionExplain } from './permission-explain.tsx';
import { PermissionProvider } from './permission-provider.tsx';
import { usePermission } from './use-permission.ts';

afterEach(cleanup);

function Probe() {
  return <span>{usePermission('button', 'btn_add') ? 'can' : 'cannot'}</span>;
}

function ExplainProbe() {
  return <span>{usePermissions().explain ? 'explained' : 'plain'}</span>;
}

describe('<PermissionProvider>', () => {
  it('follows the nearest <PermissionExplain>, also when its own element is kept as it was (a cached page)', () => {
    // One element, rendered again unchanged: only the context can reach it, as in a keep-alive cache.
    const cached = (
      <PermissionProvider permissions={[]} onUnknownCode={false}>
        <ExplainProbe />
      </PermissionProvider>
    );
    const { rerender } = render(<PermissionExplain on={false}>{cached}</PermissionExplain>);
    expect(screen.getByText('plain')).toBeTruthy();
    rerender(<PermissionExplain on>{cached}</PermissionExplain>);
    expect(screen.getByText('explained')).toBeTruthy();
    // Its own prop still wins.
    rerender(
      <PermissionExplain on>
        <PermissionProvider permissions={[]} explain={false} onUnknownCode={false}>
          <ExplainProbe />
        </PermissionProvider>
      </PermissionExplain>,
    );
    expect(screen.getByText('plain')).toBeTruthy();
  });

  it('builds the index once per permission list', () => {
    const list = [{ modelId: '1', button: [{ enCode: 'btn_add' }] }];
    let modelId = '1';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PermissionProvider permissions={list} modelId={modelId} onUnknownCode={false}>
        {children}
      </PermissionProvider>
    );
    const { result, rerender } = renderHook(() => usePermissions(), { wrapper });
    const first = result.current.index;
    modelId = '2';
    rerender();
    expect(result.current.index).toBe(first);
    expect(result.current.modelId).toBe('2');
    expect(result.current.buttonSwitch).toBe(true);
  });

  it('follows a new permission list (another user)', () => {
    const { rerender } = render(
      <PermissionProvider permissions={[]} modelId="1" onUnknownCode={false}>
        <Probe />
      </PermissionProvider>,
    );
    expect(screen.getByText('cannot')).toBeTruthy();
    rerender(
      <PermissionProvider permissions={[{ modelId: '1', button: [{ enCode: 'btn_add' }] }]} modelId="1">
        <Probe />
      </PermissionProvider>,
    );
    expect(screen.getByText('can')).toBeTruthy();
  });

  it('treats an empty modelId as no page and says so in the warning', () => {
    const warn = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PermissionProvider permissions={[]} modelId="" onUnknownCode={warn}>
        {children}
      </PermissionProvider>
    );
    const { result } = renderHook(() => usePermission('button', 'btn_edit'), { wrapper });
    expect(result.current).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('without a modelId'));
  });

  it('keeps the context stable when only an inline onUnknownCode changes', () => {
    const list = [{ modelId: '1', button: [] }];
    const calls: string[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PermissionProvider permissions={list} modelId="1" onUnknownCode={(m) => calls.push(m)}>
        {children}
      </PermissionProvider>
    );
    const { result, rerender } = renderHook(() => usePermissions(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    result.current.reportUnknown('button', 'btn_x');
    expect(calls).toHaveLength(1);
  });
});
