import { useTranslate } from '@pmc/ui';
import { FormDialog, type FormDialogField, ListPage, TreeFilterLayout, useKit } from '@pmc/widgets/kit';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../../app/api.ts';
import { i18n } from '../../../app/i18n.ts';
import { keys, mutations, queries } from '../../../app/queries.ts';
import { useEntityActions } from '../../../kit-bindings/use-entity-actions.tsx';
import { useDictionaryHistoryValues, useDictionaryNames } from '../../../page-parts/dictionaries.ts';
import { DictionaryControl, OrganizeTreeControl, StateControl } from '../../../page-parts/form-controls.tsx';
import { systemMessages as s } from '../../../page-parts/messages.ts';
import { orgPagesCatalog } from '../catalog.ts';
import { positionMessages as m } from './messages.ts';
import { positionCodes } from './position-codes.ts';
import { type PositionRow, positionColumns } from './position-columns.tsx';
import {
  newPositionValues,
  type PositionFormValues,
  positionBodyOf,
  positionFormSchema,
  positionValuesOf,
} from './position-form.ts';

i18n.load(orgPagesCatalog);

const ORGANIZE = 'organizeId';
type PositionRecord = PositionFormValues & { lastModifyTime?: number | null };

/** 岗位管理: the organisation tree on the left, the positions in the chosen one (and below) on the right. */
export default function PositionPage() {
  const t = useTranslate();
  const kit = useKit();
  const [params, setParams] = kit.useSearchParams();
  const organizeId = params.get(ORGANIZE) ?? undefined;
  const tree = useQuery(queries.organize.tree());
  const typeName = useDictionaryNames('positionType');
  const historyValues = useDictionaryHistoryValues({ type: 'positionType' });
  // The id being edited (its full record is read: list rows carry only the permitted columns), or null to create.
  const [editing, setEditing] = useState<string | null>();
  const info = useQuery({ ...queries.position.info({ id: editing ?? '' }), enabled: Boolean(editing) });
  const editedRow = editing && info.data?.id === editing ? info.data : undefined;
  const actions = useEntityActions({
    mutations: mutations.position,
    codes: { edit: positionCodes.button.btn_edit, remove: positionCodes.button.btn_remove },
    name: (row: PositionRow) => row.fullName ?? row.id,
  });

  const choose = (id: string | undefined) => {
    const next = new URLSearchParams(params);
    next.delete('currentPage');
    if (id) next.set(ORGANIZE, id);
    else next.delete(ORGANIZE);
    setParams(next);
  };

  const columns = useMemo(
    () =>
      positionColumns({
        typeName,
        holdersLabel: (row) => t(m.holdersOf, { name: row.fullName ?? '', n: row.holderCount }),
        state: actions.stateSwitch,
      }),
    [typeName, t, actions],
  );

  const schema = useCallback(() => positionFormSchema(t), [t]);
  const fields = useMemo<FormDialogField<PositionRecord>[]>(
    () => [
      {
        name: 'organizeId',
        label: m.organize,
        required: true,
        // Not a seeded form item, and a position cannot be saved without it.
        permission: false,
        wide: true,
        render: (control) => <OrganizeTreeControl {...control} nodes={tree.data?.list ?? []} />,
      },
      { name: 'fullName', label: s.fullName, required: true, maxLength: 50 },
      { name: 'enCode', label: s.enCode, required: true, maxLength: 50 },
      {
        name: 'type',
        label: m.type,
        required: true,
        render: (control) => <DictionaryControl {...control} enCode="positionType" />,
      },
      { name: 'sortCode', label: s.sortCode, type: 'number', permission: false },
      {
        name: 'enabledMark',
        label: s.enabledMark,
        permission: false,
        render: (control) => <StateControl {...control} />,
      },
      { name: 'description', label: s.description, type: 'textarea', permission: false, maxLength: 500 },
    ],
    [tree.data],
  );

  const record = useMemo<PositionRecord | null>(
    () => (editedRow ? { ...positionValuesOf(editedRow), lastModifyTime: editedRow.lastModifyTime } : null),
    [editedRow],
  );
  const defaults = useMemo(() => newPositionValues(organizeId), [organizeId]);
  const positionImport = useMemo(
    () => ({ endpoints: api.position, title: t(m.entity), keyColumn: 'enCode' }),
    [t],
  );

  return (
    <section className="admin-page admin-list" data-testid="position-page">
      <TreeFilterLayout
        nodes={tree.data?.list ?? []}
        loading={tree.isLoading}
        selectedId={organizeId}
        onSelect={(node) => choose(node?.id)}
        title={m.treeLabel}
      >
        <ListPage<PositionRow>
          id="system.position"
          aria-label={t(m.listLabel)}
          rowKey="id"
          queryKey={keys.position.all}
          request={(query, { signal }) => api.position.list(query, { signal })}
          searchFields={[{ name: 'keyword', label: s.keyword, placeholder: s.keywordPlaceholder }]}
          filterNames={[ORGANIZE]}
          columns={columns}
          toolbar={{ onAdd: () => setEditing(null) }}
          import={positionImport}
          history={{ kind: 'position', recordName: (row) => row.fullName, values: historyValues }}
          rowActions={(row) => [actions.edit(() => setEditing(row.id)), actions.remove(row)]}
          batchActions={actions.batchActions}
        />
      </TreeFilterLayout>
      <FormDialog<PositionRecord>
        open={editing === null || editedRow !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={m.entity}
        record={record}
        recordId={editing ?? undefined}
        defaults={defaults}
        schema={schema}
        fields={fields}
        carry={['lastModifyTime']}
        onSubmit={actions.submit<PositionRecord>(editing ?? undefined, {
          create: (values) => positionBodyOf(values as PositionFormValues),
          edit: (values) => positionBodyOf(values),
        })}
      />
    </section>
  );
}
