import type { TreeNode } from '@pmc/api-client/contract';
import { useLocale } from '@pmc/i18n/react';
import { createPermissionIndex, type PermissionKind } from '@pmc/permissions';
import { type GrantableMenu, grantedView, type RoleGrants, unionGrants } from '@pmc/permissions/authorize';
import { ExplainOutline, usePermissions } from '@pmc/permissions/react';
import { Button, Dialog, useTranslate } from '@pmc/ui';
import { formatList } from '@pmc/validators';
import { UserPicker, type UserPickerQuery } from '@pmc/widgets';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../app/api.ts';
import { previewMessages as m } from '../../permission/messages.ts';

const loadPickerNodes = async ({ parentId, keyword }: UserPickerQuery): Promise<TreeNode[]> =>
  (await api.user.pickerNodes({ id: parentId }, { keyword })).list;

/** The grants of a user: 'all' for an administrator, else the union of their enabled roles' grants. */
async function userGrants(userId: string): Promise<RoleGrants | 'all'> {
  const [user, roles] = await Promise.all([api.user.info({ id: userId }), api.role.all()]);
  if (user.isAdministrator) return 'all';
  const enabled = new Set(roles.list.filter((r) => r.enabledMark === 1).map((r) => r.id));
  const held = user.roleIds.filter((id) => enabled.has(id));
  return unionGrants(await Promise.all(held.map((id) => api.role.permission({ id }))));
}

export interface PreviewDialogProps {
  open: boolean;
  onClose: () => void;
  tree: readonly GrantableMenu[];
  roleName: string;
  /** The role's grants as edited on the screen (what it will see once saved). */
  roleGrants: RoleGrants;
}

const KINDS: readonly [PermissionKind, 'buttons' | 'columns' | 'forms', keyof typeof m][] = [
  ['button', 'buttons', 'buttons'],
  ['column', 'columns', 'columns'],
  ['form', 'forms', 'forms'],
];

function MenuList({
  menus,
  chosen,
  onChoose,
}: {
  menus: GrantableMenu[];
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  return (
    <ul className="perm-preview-menu">
      {menus.map((menu) => (
        <li key={menu.id}>
          {menu.type === 'M' ? (
            <Button
              variant="link"
              size="small"
              aria-pressed={chosen === menu.id}
              onClick={() => onChoose(menu.id)}
            >
              {menu.fullName}
            </Button>
          ) : (
            <span>{menu.fullName}</span>
          )}
          {menu.children.length > 0 ? (
            <MenuList menus={[...menu.children]} chosen={chosen} onChoose={onChoose} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * What a role, or a user (the union of their roles), would see: the menu and, on a chosen page, the
 * buttons, columns and form fields. Read-only; built with the same `grantedView` the server answers the
 * signed-in user with and the same permission index the app checks elements with.
 */
export function PreviewDialog({ open, onClose, tree, roleName, roleGrants }: PreviewDialogProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  // In explain mode the page shows every item, marking what the previewed role would not see.
  const { explain } = usePermissions();
  const [mode, setMode] = useState<'role' | 'user'>('role');
  const [user, setUser] = useState<{ id: string; name: string; grants: RoleGrants | 'all' } | null>(null);
  const [page, setPage] = useState<string | null>(null);
  useEffect(() => {
    if (!open) {
      setMode('role');
      setUser(null);
      setPage(null);
    }
  }, [open]);
  const grants = mode === 'role' ? roleGrants : user?.grants;
  const view = useMemo(() => (grants ? grantedView(tree, grants) : null), [tree, grants]);
  const index = useMemo(() => createPermissionIndex(view?.permissionList), [view]);
  const pageNode = useMemo(() => {
    const find = (list: readonly GrantableMenu[]): GrantableMenu | undefined => {
      for (const node of list) {
        if (node.id === page) return node;
        const inner = find(node.children);
        if (inner) return inner;
      }
      return undefined;
    };
    return page && index.hasModel(page) ? find(tree) : undefined;
  }, [tree, page, index]);
  const name = mode === 'role' ? roleName : (user?.name ?? '');

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t(m.title, { name })} width={760}>
      <p className="perm-preview-note">{t(m.readOnly)}</p>
      <div className="perm-preview-modes">
        <Button
          variant={mode === 'role' ? 'primary' : 'default'}
          aria-pressed={mode === 'role'}
          onClick={() => setMode('role')}
        >
          {t(m.asRole)}
        </Button>
        <Button
          variant={mode === 'user' ? 'primary' : 'default'}
          aria-pressed={mode === 'user'}
          onClick={() => setMode('user')}
        >
          {t(m.asUser)}
        </Button>
        {mode === 'user' ? (
          <UserPicker
            title={t(m.pickUser)}
            value={user ? [user.id] : []}
            valueLabels={user ? { [user.id]: user.name } : undefined}
            loadNodes={loadPickerNodes}
            onChange={(ids, nodes) => {
              const id = ids[0];
              if (!id) return setUser(null);
              void userGrants(id)
                .then((g) => setUser({ id, name: nodes[0]?.fullName ?? id, grants: g }))
                .catch(() => undefined);
            }}
          />
        ) : null}
      </div>
      {view ? (
        <div className="perm-preview" data-testid="perm-preview">
          <section aria-label={t(m.menu)}>
            <h3>{t(m.menu)}</h3>
            {grants === 'all' ? <p>{t(m.administrator)}</p> : null}
            {view.menuList.length === 0 ? <p>{t(m.emptyMenu)}</p> : null}
            <MenuList menus={view.menuList} chosen={page} onChoose={setPage} />
          </section>
          <section aria-label={t(m.page)}>
            <h3>{pageNode ? pageNode.fullName : t(m.choosePage)}</h3>
            {pageNode
              ? KINDS.map(([kind, field, label]) => {
                  const seen = pageNode[field].filter((item) => index.can(pageNode.id, kind, item.enCode));
                  return (
                    <div key={kind} data-kind={kind}>
                      <h4>{t(m[label])}</h4>
                      <p>
                        {seen.length > 0
                          ? formatList(
                              seen.map((item) => item.fullName),
                              locale,
                            )
                          : t(m.none)}
                      </p>
                      {explain ? (
                        <ul className="perm-preview-explain" aria-label={t(m.explainAll)}>
                          {pageNode[field].map((item) => (
                            <li key={item.enCode}>
                              <ExplainOutline
                                modelId={pageNode.id}
                                kind={kind}
                                code={item.enCode}
                                granted={index.can(pageNode.id, kind, item.enCode)}
                              >
                                {item.fullName}
                              </ExplainOutline>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </div>
                  );
                })
              : null}
          </section>
        </div>
      ) : null}
    </Dialog>
  );
}
