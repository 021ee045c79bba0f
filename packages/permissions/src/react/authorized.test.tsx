import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Authorized } from './authorized.tsx';
import { PermissionProvider } from './permission-provider.tsx';

afterEach(cleanup);

const list = [{ modelId: '42', button: [{ enCode: 'btn_edit' }], form: [{ enCode: 'mobile' }] }];

describe('<Authorized>', () => {
  it('renders children when the page grants the code', () => {
    render(
      <PermissionProvider permissions={list} modelId="42" onUnknownCode={false}>
        <Authorized code="btn_edit" fallback={<span>只读</span>}>
          <span>编辑</span>
        </Authorized>
      </PermissionProvider>,
    );
    expect(screen.getByText('编辑')).toBeTruthy();
    expect(screen.queryByText('只读')).toBeNull();
  });

  it('renders the fallback otherwise, and nothing without one', () => {
    const { container } = render(
      <PermissionProvider permissions={list} modelId="42" onUnknownCode={false}>
        <Authorized code="btn_remove" fallback={<span>只读</span>}>
          <span>删除</span>
        </Authorized>
        <Authorized code="btn_remove">
          <span>删除2</span>
        </Authorized>
      </PermissionProvider>,
    );
    expect(screen.getByText('只读')).toBeTruthy();
    expect(container.textContent).toBe('只读');
  });

  it('checks other kinds when asked', () => {
    render(
      <PermissionProvider permissions={list} modelId="42" onUnknownCode={false}>
        <Authorized kind="form" code="mobile">
          <input aria-label="mobile" />
        </Authorized>
        <Authorized kind="form" code="idCard">
          <input aria-label="idCard" />
        </Authorized>
      </PermissionProvider>,
    );
    expect(screen.getByLabelText('mobile')).toBeTruthy();
    expect(screen.queryByLabelText('idCard')).toBeNull();
  });

  it('outlines the hidden children with modelId, kind and code in explain mode', () => {
    render(
      <PermissionProvider permissions={list} modelId="42" explain onUnknownCode={false}>
        <Authorized code="btn_remove" fallback={<span>只读</span>}>
          <button type="button">删除</button>
        </Authorized>
      </PermissionProvider>,
    );
    const frame = screen.getByText('删除').closest('[data-slot="permission-explain"]');
    expect(frame?.getAttribute('data-model-id')).toBe('42');
    expect(frame?.getAttribute('data-kind')).toBe('button');
    expect(frame?.textContent).toContain('✕ 42 · button · btn_remove');
    expect(frame?.getAttribute('data-granted')).toBe('false');
    expect(frame?.hasAttribute('inert')).toBe(true);
    expect(screen.queryByText('只读')).toBeNull();
  });

  it('outlines granted children too, still usable, in explain mode', () => {
    render(
      <PermissionProvider permissions={list} modelId="42" explain onUnknownCode={false}>
        <Authorized code="btn_edit">
          <button type="button">编辑</button>
        </Authorized>
      </PermissionProvider>,
    );
    const frame = screen.getByText('编辑').closest('[data-slot="permission-explain"]');
    expect(frame?.getAttribute('data-granted')).toBe('true');
    expect(frame?.getAttribute('title')).toBe('✓ 42 · button · btn_edit');
    expect(frame?.hasAttribute('inert')).toBe(false);
  });

  it('is a runtime mode: production builds explain too, and without it nothing hidden shows', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const { container, rerender } = render(
        <PermissionProvider permissions={list} modelId="42" explain>
          <Authorized code="btn_remove">
            <button type="button">删除</button>
          </Authorized>
        </PermissionProvider>,
      );
      expect(container.querySelector('[data-code="btn_remove"]')?.getAttribute('data-granted')).toBe('false');
      rerender(
        <PermissionProvider permissions={list} modelId="42">
          <Authorized code="btn_remove">
            <button type="button">删除</button>
          </Authorized>
        </PermissionProvider>,
      );
      expect(container.innerHTML).toBe('');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
