import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unchangedOf } from './authorize-state.ts';
import { DiffDialog } from './diff-dialog.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const host = document.createElement('div');
document.body.append(host);
let root: ReturnType<typeof createRoot> | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

const stored = {
  menus: ['sys', 'user'],
  buttons: [],
  columns: [],
  forms: [],
  dataScope: 'all' as const,
  dataScopeOrgIds: [],
};

describe('DiffDialog', () => {
  it('says edits that cancel out change nothing, and offers no save for them', () => {
    const onConfirm = vi.fn();
    root = createRoot(host);
    act(() =>
      root?.render(
        <DiffDialog
          open
          roleName="工作人员"
          holders={3}
          changes={unchangedOf(stored)}
          saving={false}
          onConfirm={onConfirm}
          onCancel={() => undefined}
        />,
      ),
    );
    expect(document.body.textContent).toContain('这些勾选不改变角色的权限');
    expect(document.body.textContent).not.toContain('3 名用户持有此角色');
    const confirm = [...document.querySelectorAll('button')].find((b) => b.textContent === '确认保存');
    expect(confirm?.disabled).toBe(true);
  });

  it('names the holders a real change reaches, with confirm on', () => {
    root = createRoot(host);
    const changes = unchangedOf(stored);
    act(() =>
      root?.render(
        <DiffDialog
          open
          roleName="工作人员"
          holders={3}
          changes={{ ...changes, data: { ...changes.data, to: 'org', changed: true }, total: 1 }}
          saving={false}
          onConfirm={() => undefined}
          onCancel={() => undefined}
        />,
      ),
    );
    expect(document.body.textContent).toContain('3 名用户持有此角色');
    const confirm = [...document.querySelectorAll('button')].find((b) => b.textContent === '确认保存');
    expect(confirm?.disabled).toBe(false);
  });
});
