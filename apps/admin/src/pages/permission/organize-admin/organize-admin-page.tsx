import '../perm-pages.css';
import { useApiMutation } from '@pmc/api-client/react';
import { Button, Checkbox, message, useTranslate } from '@pmc/ui';
import { DataTable, type TreeNode, UserPicker, type UserPickerQuery } from '@pmc/widgets';
import { TreeFilterLayout, useKit } from '@pmc/widgets/kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../app/api.ts';
import { i18n } from '../../../app/i18n.ts';
import { mutations, queries } from '../../../app/queries.ts';
import { permPagesCatalog } from '../catalog.ts';
import { delegationMessages as m } from '../messages.ts';
import { organizeAdminCodes } from './organize-admin-codes.ts';

i18n.load(permPagesCatalog);

const loadPickerNodes = async ({ parentId, keyword }: UserPickerQuery): Promise<TreeNode[]> =>
  (await api.user.pickerNodes({ id: parentId }, { keyword })).list as TreeNode[];

type Right = 'canView' | 'canAdd' | 'canEdit' | 'canRemove';
const RIGHTS: readonly Right[] = ['canView', 'canAdd', 'canEdit', 'canRemove'];

interface Delegate {
  userId: string;
  label: string;
  canView: boolean;
  canAdd: boolean;
  canEdit: boolean;
  canRemove: boolean;
}

function findNode(nodes: readonly TreeNode[], id: string | undefined): TreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findNode(node.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * 分级管理: for the organisation chosen on the left, which users administer it and with which rights
 * over the organisations, positions and users of it and below (any right implies viewing).
 */
export default function OrganizeAdminPage() {
  const t = useTranslate();
  const can = useKit().usePermissions();
  const [params, setParams] = useSearchParams();
  const organizeId = params.get('organizeId') ?? undefined;
  const tree = useQuery(queries.organize.tree());
  const nodes = (tree.data?.list ?? []) as readonly TreeNode[];
  const current = useQuery({
    ...queries.organize.adminInfo({ organizeId: organizeId ?? '' }),
    enabled: Boolean(organizeId),
  });
  const save = useApiMutation(mutations.organize.adminUpdate);
  const [list, setList] = useState<Delegate[]>([]);
  useEffect(() => {
    setList(
      current.data && current.data.organizeId === organizeId
        ? current.data.list.map(({ userId, account, realName, ...rights }) => ({
            userId,
            label: `${realName}/${account}`,
            ...rights,
          }))
        : [],
    );
  }, [current.data, organizeId]);
  const organize = useMemo(() => findNode(nodes, organizeId), [nodes, organizeId]);
  const editable = can.button(organizeAdminCodes.button.btn_edit);

  const choose = (node: TreeNode | undefined) => {
    const next = new URLSearchParams(params);
    if (node) next.set('organizeId', node.id);
    else next.delete('organizeId');
    setParams(next, { replace: true });
  };
  const setRight = (userId: string, right: Right, on: boolean) =>
    setList((rows) =>
      rows.map((row) => {
        if (row.userId !== userId) return row;
        const next = { ...row, [right]: on };
        // Any right implies viewing; no viewing, no other right.
        if (right !== 'canView' && on) next.canView = true;
        if (right === 'canView' && !on)
          Object.assign(next, { canAdd: false, canEdit: false, canRemove: false });
        return next;
      }),
    );
  const add = (ids: string[], nodes: TreeNode[]) =>
    setList((rows) => [
      ...rows,
      ...ids
        .filter((id) => !rows.some((row) => row.userId === id))
        .map((id) => ({
          userId: id,
          label: nodes.find((n) => n.id === id)?.fullName ?? id,
          canView: true,
          canAdd: false,
          canEdit: false,
          canRemove: false,
        })),
    ]);
  const submit = async () => {
    if (!organizeId) return;
    try {
      await save.mutateAsync({
        params: { organizeId },
        body: { list: list.map(({ label: _label, ...entry }) => entry) },
      });
    } catch {
      return;
    }
    message.success(t(m.saved));
  };

  return (
    <section className="admin-page admin-list" data-testid="organize-admin-page">
      <TreeFilterLayout
        nodes={nodes}
        loading={tree.isLoading}
        selectedId={organizeId}
        onSelect={choose}
        title={m.treeLabel}
      >
        {organize ? (
          <div className="perm-delegation">
            <h2>{t(m.title, { name: organize.fullName })}</h2>
            <p>{t(m.note)}</p>
            {editable ? (
              <UserPicker title={t(m.add)} multiple value={[]} loadNodes={loadPickerNodes} onChange={add} />
            ) : null}
            <DataTable<Delegate>
              aria-label={t(m.title, { name: organize.fullName })}
              rowKey="userId"
              data={list}
              emptyText={m.empty}
              loading={current.isFetching}
              columns={[
                { id: 'label', header: t(m.add), width: 200 },
                {
                  id: 'rights',
                  header: t(m.rights),
                  width: 360,
                  cell: (row) => (
                    <span className="perm-delegation-rights">
                      {RIGHTS.map((right) => (
                        <Checkbox
                          key={right}
                          label={t(m[right])}
                          aria-describedby={undefined}
                          checked={row[right]}
                          disabled={!editable}
                          onCheckedChange={(value) => setRight(row.userId, right, value === true)}
                        />
                      ))}
                    </span>
                  ),
                },
                {
                  id: 'actions',
                  header: '',
                  width: 90,
                  cell: (row) =>
                    editable ? (
                      <Button
                        variant="link"
                        size="small"
                        aria-label={`${t(m.remove)} ${row.label}`}
                        onClick={() => setList((rows) => rows.filter((r) => r.userId !== row.userId))}
                      >
                        {t(m.remove)}
                      </Button>
                    ) : null,
                },
              ]}
            />
            {editable ? (
              <Button variant="primary" loading={save.isPending} onClick={() => void submit()}>
                {t(m.save)}
              </Button>
            ) : null}
          </div>
        ) : (
          <p className="perm-authorize-empty">{t(m.chooseOrganize)}</p>
        )}
      </TreeFilterLayout>
    </section>
  );
}
