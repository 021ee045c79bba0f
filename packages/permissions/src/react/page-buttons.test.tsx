import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PermissionEntry } from '../types.ts';
import { Authorized } from './authorized.tsx';
import { PermissionProvider } from './permission-provider.tsx';
import { useButtons } from './use-buttons.ts';

afterEach(cleanup);

// The user-management page (menu id 'user') as the seed's admin and staff accounts receive it.
const admin: PermissionEntry[] = [
  {
    modelId: 'user',
    button: ['btn_add', 'btn_edit', 'btn_remove', 'btn_export'].map((enCode) => ({ enCode })),
    column: [],
    form: [],
  },
];
const staff: PermissionEntry[] = [
  { modelId: 'user', button: [{ enCode: 'btn_edit' }], column: [], form: [] },
];

function UserPageButtons() {
  const buttons = useButtons();
  return (
    <div>
      {buttons.add && <button type="button">新建</button>}
      <Authorized code="btn_export">
        <button type="button">导出</button>
      </Authorized>
      {buttons.edit && <button type="button">编辑</button>}
      {buttons.remove && <button type="button">删除</button>}
    </div>
  );
}

const shown = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe("one page's buttons", () => {
  it('admin sees every button', () => {
    render(
      <PermissionProvider permissions={admin} modelId="user" onUnknownCode={false}>
        <UserPageButtons />
      </PermissionProvider>,
    );
    expect(shown()).toEqual(['新建', '导出', '编辑', '删除']);
  });

  it('staff sees only the buttons granted to it', () => {
    render(
      <PermissionProvider permissions={staff} modelId="user" onUnknownCode={false}>
        <UserPageButtons />
      </PermissionProvider>,
    );
    expect(shown()).toEqual(['编辑']);
  });

  it('with the switch off, add, edit and remove show while export stays checked', () => {
    render(
      <PermissionProvider permissions={staff} modelId="user" buttonSwitch={false} onUnknownCode={false}>
        <UserPageButtons />
      </PermissionProvider>,
    );
    expect(shown()).toEqual(['新建', '编辑', '删除']);
  });

  it('another page of the same user shows nothing its entry lacks', () => {
    render(
      <PermissionProvider permissions={admin} modelId="role" onUnknownCode={false}>
        <UserPageButtons />
      </PermissionProvider>,
    );
    expect(shown()).toEqual([]);
  });
});
