import type { Area } from '@pmc/api-client/contract';
import { useApiMutation } from '@pmc/api-client/react';
import { useT } from '@pmc/i18n/react';
import { useTranslate } from '@pmc/ui';
import { ADDRESS_ROOT_ID, type TreeNode, TreeSelect } from '@pmc/widgets';
import { confirmDelete, FormDialog, ListPage, StateSwitch, useKit } from '@pmc/widgets/kit';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../../app/api.ts';
import { i18n } from '../../../app/i18n.ts';
import { keys, mutations, queries } from '../../../app/queries.ts';
import { systemMessages as s } from '../../../page-parts/messages.ts';
import { orgPagesCatalog } from '../catalog.ts';
import { areaCodes } from './area-codes.ts';
import { AreaLevel, areaColumns } from './area-columns.tsx';
import { type AreaFormValues, areaBodyOf, areaFormSchema, areaValuesOf, newAreaValues } from './area-form.ts';
import { areaCatalog } from './catalog.ts';
import { areaMessages as m } from './messages.ts';

i18n.load(orgPagesCatalog);
i18n.load(areaCatalog);

const ROOT = String(ADDRESS_ROOT_ID);

/** Children of an area for the parent picker, from the same lazy endpoint as the address cascader. */
const loadAreaNodes = async (parentId: string): Promise<TreeNode[]> =>
  (await api.area.selector({ id: '0', parentId })).list as TreeNode[];

/**
 * 行政区划: a tree table loaded level by level from the root -1 (a province's cities are fetched when
 * it is opened), keyword search over every level, CRUD and the state switch.
 */
export default function AreaPage() {
  const t = useT();
  const translate = useTranslate();
  const can = useKit().usePermissions();
  const [opened, setOpened] = useState<string[]>([]);
  const [editing, setEditing] = useState<Area | { parentId: string } | null | undefined>();
  const create = useApiMutation(mutations.area.create);
  const update = useApiMutation(mutations.area.update);
  const remove = useApiMutation(mutations.area.remove);
  const state = useApiMutation(mutations.area.state);
  // One query per opened area: a change to areas refreshes them with the rest of the domain.
  const children = useQueries({
    queries: opened.map((id) => queries.area.list({ id }, {})),
  });
  const childrenOf = useMemo(() => {
    const map = new Map<string, Area[]>();
    opened.forEach((id, i) => {
      const list = children[i]?.data?.list;
      if (list) map.set(id, list);
    });
    return map;
  }, [opened, children]);

  const subRows = useCallback((row: Area) => childrenOf.get(row.id), [childrenOf]);
  const columns = useMemo(
    () =>
      areaColumns((row) => (
        <StateSwitch
          aria-label={`${t(s.enabled)} ${row.fullName}`}
          checked={row.enabledMark === 1}
          permission={areaCodes.button.btn_edit}
          onChange={async (on) => {
            // The state asked for, not a toggle: a stale switch cannot flip it the wrong way.
            await state.mutateAsync({ params: { id: row.id }, body: { enabledMark: on ? 1 : 0 } });
          }}
        />
      )),
    [t, can, state.mutateAsync],
  );
  const record = editing && 'id' in editing ? editing : null;

  return (
    <section className="admin-page admin-list-page" data-testid="area-page">
      <ListPage<Area>
        id="system.area"
        aria-label={t(m.listLabel)}
        rowKey="id"
        columns={columns}
        queryKey={[...keys.area.all, 'tree']}
        showIndex={false}
        getSubRows={subRows}
        getRowCanExpand={(row) => row.hasChildren}
        onExpandedChange={setOpened}
        request={async (q, { signal }) => {
          const { list } = await api.area.list({ id: ROOT }, { keyword: q.keyword }, { signal });
          return { list, total: list.length };
        }}
        searchFields={[{ name: 'keyword', label: s.keyword, placeholder: s.keywordPlaceholder }]}
        toolbar={{ onAdd: () => setEditing(null) }}
        history={{
          kind: 'area',
          recordName: (row) => row.fullName,
          values: { type: (value) => <AreaLevel type={Number(value)} /> },
        }}
        rowActions={(row) => [
          {
            key: 'add-child',
            label: m.addChild,
            permission: areaCodes.button.btn_add,
            hidden: row.type >= 5,
            onClick: () => setEditing({ parentId: row.id }),
          },
          {
            key: 'edit',
            label: s.edit,
            permission: areaCodes.button.btn_edit,
            onClick: () => setEditing(row),
          },
          {
            key: 'remove',
            label: s.remove,
            permission: areaCodes.button.btn_remove,
            danger: true,
            onClick: () =>
              void confirmDelete(() => remove.mutateAsync({ params: { id: row.id } }), { translate }),
          },
        ]}
        actionsWidth={200}
      />
      <FormDialog<AreaFormValues>
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={m.title}
        record={record ? areaValuesOf(record) : null}
        recordId={record?.id}
        defaults={newAreaValues(editing && !('id' in editing) ? editing.parentId : ROOT)}
        schema={(tr) => areaFormSchema(tr as never)}
        fields={[
          {
            name: 'parentId',
            label: m.parent,
            permission: false,
            render: (c) => (
              <TreeSelect
                aria-label={t(m.parent)}
                loadNodes={loadAreaNodes}
                rootId={ROOT}
                value={c.value === ROOT ? [] : (c.value as string)}
                valueLabels={{ [ROOT]: t(m.topLevel) }}
                placeholder={m.topLevel}
                onChange={([id]) => c.onChange(id ?? ROOT)}
                clearable
                invalid={c.invalid}
              />
            ),
          },
          { name: areaCodes.form.fullName, label: s.fullName, required: true, maxLength: 50 },
          { name: areaCodes.form.enCode, label: s.enCode, required: true, maxLength: 50 },
          { name: 'sortCode', label: s.sortCode, type: 'number', permission: false },
          { name: 'description', label: s.description, type: 'textarea', permission: false, maxLength: 500 },
        ]}
        carry={['lastModifyTime']}
        onSubmit={(values, { mode }) => {
          if (mode === 'create') return create.mutateAsync({ body: areaBodyOf(values) });
          // Only the changed fields travel, with the version read (a stale one is refused, 409).
          return update.mutateAsync({ params: { id: (record as Area).id }, body: areaBodyOf(values) });
        }}
      />
    </section>
  );
}
