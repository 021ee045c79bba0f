import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { type AuthorizeChanges, unchangedOf } from './authorize-state.ts';
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

/** Shows the dialog for these changes, held by three users; answers its 确认保存 button. */
function showDialog(changes: AuthorizeChanges) {
  root = createRoot(host);
  act(() =>
    root?.render(
      <DiffDialog
        open
        roleName="工作人员"
        holders={3}
        changes={changes}
        saving={false}
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    ),
  );
  return [...document.querySelectorAll('button')].find((b) => b.textContent === '确认保存');
}

describe('DiffDialog', () => {
  it('says edits that cancel out change nothing, and offers no save for them', () => {
    const confirm = showDialog(unchangedOf(stored));
    expect(document.body.textContent).toContain('这些勾选不改变角色的权限');
    expect(document.body.textContent).not.toContain('3 名用户持有此角色');
    expect(confirm?.disabled).toBe(true);
  });

  it('names the holders a real change reaches, with confirm on', () => {
    const changes = unchangedOf(stored);
    const confirm = showDialog({ ...changes, data: { ...changes.data, to: 'org', changed: true }, total: 1 });
    expect(document.body.textContent).toContain('3 名用户持有此角色');
    expect(confirm?.disabled).toBe(false);
  });
});
