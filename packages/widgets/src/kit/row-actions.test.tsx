import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ExplainGuard, type KitPermissions, KitProvider } from './kit-context.tsx';
import { RowActions } from './row-actions.tsx';

afterEach(cleanup);

const actions = [
  { key: 'edit', label: '编辑', permission: 'btn_edit', onClick: vi.fn() },
  { key: 'remove', label: '删除', permission: 'btn_remove', onClick: vi.fn() },
  { key: 'reset', label: '重置密码', onClick: vi.fn() },
  { key: 'unlock', label: '解锁', onClick: vi.fn() },
];
const onlyEdit = (explain?: ExplainGuard): KitPermissions => ({
  button: (code) => code === 'btn_edit',
  column: () => true,
  form: () => true,
  explain,
});

describe('RowActions', () => {
  it('leaves out the actions the page does not grant', () => {
    const permissions = onlyEdit();
    render(
      <KitProvider usePermissions={() => permissions}>
        <RowActions actions={actions} />
      </KitProvider>,
    );
    expect(screen.getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('in explain mode shows every guarded action inline, drawn with its code and whether granted', () => {
    const explain: ExplainGuard = (kind, code, granted, element) => (
      <span data-explain={`${kind}:${code}:${granted}`}>{element}</span>
    );
    const permissions = onlyEdit(explain);
    const { container } = render(
      <KitProvider usePermissions={() => permissions}>
        <RowActions actions={actions} />
      </KitProvider>,
    );
    const drawn = [...container.querySelectorAll('[data-explain]')].map((e) =>
      e.getAttribute('data-explain'),
    );
    expect(drawn).toEqual(['button:btn_edit:true', 'button:btn_remove:false']);
    // Four actions, none folded under 更多: every guarded one is visible to explain.
    expect(container.querySelectorAll('[data-action]').length).toBe(4);
  });
});
