import { NO_EXCLUDED_ID, type OrganizeTreeRow, type TreeNode } from '@pmc/api-client/contract';
import { Select, useTranslate } from '@pmc/ui';
import { FormDialog, type FormDialogField, ListPage } from '@pmc/widgets/kit';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../../app/api.ts';
import { i18n } from '../../../app/i18n.ts';
import { keys, mutations, queries } from '../../../app/queries.ts';
import { useEntityActions } from '../../../kit-bindings/use-entity-actions.tsx';
import { useDictionaryNames } from '../../../page-parts/dictionaries.ts';
import { DictionaryControl, OrganizeTreeControl, StateControl } from '../../../page-parts/form-controls.tsx';
import { systemMessages as s } from '../../../page-parts/messages.ts';
import { orgPagesCatalog } from '../catalog.ts';
import { organizeMessages as m } from './messages.ts';
import { OrganizeAdminsDialog } from './organize-admins-dialog.tsx';
import { organizeCodes } from './organize-codes.ts';
import { organizeColumns } from './organize-columns.tsx';
import {
  newOrganizeValues,
  type OrganizeFormValues,
  organizeBodyOf,
  organizeFormSchema,
  organizeValuesOf,
  TOP_PARENT_ID,
} from './organize-form.ts';
import { useOrganizeHistory } from './organize-history.ts';

i18n.load(orgPagesCatalog);

type OrganizeRecord = OrganizeFormValues & { lastModifyTime?: number | null };
/** Create under `parentId`, or edit `row`. */
type Editing = { row: OrganizeTreeRow } | { parentId: string };

/** 组织管理: the companies and departments as a tree table, with their administrators. */
export default function OrganizePage() {
  const t = useTranslate();
  const natureName = useDictionaryNames('enterpriseNature');
  const organizeHistory = useOrganizeHistory();
  const [editing, setEditing] = useState<Editing>();
  const [admins, setAdmins] = useState<OrganizeTreeRow | null>(null);
  const actions = useEntityActions({
    mutations: mutations.organize,
    codes: { edit: organizeCodes.button.btn_edit, remove: organizeCodes.button.btn_remove },
    name: (row: OrganizeTreeRow) => row.fullName,
  });
  const editedRow = editing && 'row' in editing ? editing.row : undefined;
  // The parent picker leaves out the organisation being edited and everything under it.
  const parents = useQuery({
    ...queries.organize.selector({ id: editedRow?.id ?? NO_EXCLUDED_ID }),
    enabled: editing !== undefined,
  });
  const parentNodes = useMemo<TreeNode[]>(
    () => [
      {
        id: TOP_PARENT_ID,
        parentId: '',
        fullName: t(m.topLevel),
        isLeaf: false,
        hasChildren: true,
        children: parents.data?.list ?? [],
      },
    ],
    [parents.data, t],
  );

  const columns = useMemo(
    () =>
      organizeColumns({
        natureName,
        membersLabel: (row) => t(m.membersOf, { name: row.fullName, n: row.memberCount }),
        state: actions.stateSwitch,
      }),
    [natureName, t, actions],
  );

  // The kit's import flow; a row's parent is named by its code (部门 under a company makes a department).
  const organizeImport = useMemo(
    () => ({ endpoints: api.organize, title: t(m.entity), keyColumn: 'enCode' }),
    [t],
  );

  const schema = useCallback(() => organizeFormSchema(t), [t]);
  const fields = useMemo<FormDialogField<OrganizeRecord>[]>(
    () => [
      {
        name: 'parentId',
        label: m.parent,
        required: true,
        wide: true,
        render: (control) => <OrganizeTreeControl {...control} nodes={parentNodes} />,
      },
      {
        name: 'category',
        label: m.category,
        permission: false,
        render: (control) => (
          <Select
            value={String(control.value)}
            onValueChange={control.onChange}
            disabled={control.disabled}
            options={[
              { value: 'company', label: t(m.company) },
              { value: 'department', label: t(m.department) },
            ]}
          />
        ),
      },
      { name: 'fullName', label: s.fullName, required: true, maxLength: 50 },
      { name: 'enCode', label: s.enCode, required: true, maxLength: 50 },
      { name: 'shortName', label: m.shortName, permission: false, maxLength: 50 },
      {
        name: 'enterpriseNature',
        label: m.enterpriseNature,
        permission: false,
        render: (control) => <DictionaryControl {...control} enCode="enterpriseNature" />,
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
    [parentNodes, t],
  );

  const record = useMemo<OrganizeRecord | null>(
    () => (editedRow ? { ...organizeValuesOf(editedRow), lastModifyTime: editedRow.lastModifyTime } : null),
    [editedRow],
  );
  const defaults = useMemo(
    () => newOrganizeValues(editing && 'parentId' in editing ? editing.parentId : TOP_PARENT_ID),
    [editing],
  );

  return (
    <section className="admin-page admin-list" data-testid="organize-page">
      <ListPage<OrganizeTreeRow>
        id="system.organize"
        aria-label={t(m.listLabel)}
        rowKey="id"
        queryKey={keys.organize.all}
        request={({ keyword }, { signal }) => api.organize.list({ keyword }, { signal })}
        getSubRows={(row) => row.children}
        searchFields={[{ name: 'keyword', label: s.keyword, placeholder: s.keywordPlaceholder }]}
        columns={columns}
        showIndex={false}
        toolbar={{ onAdd: () => setEditing({ parentId: TOP_PARENT_ID }) }}
        import={organizeImport}
        history={{ kind: 'organize', recordName: (row) => row.fullName, ...organizeHistory }}
        rowActions={(row) => [
          {
            key: 'addChild',
            label: m.addChild,
            permission: organizeCodes.button.btn_add,
            onClick: () => setEditing({ parentId: row.id }),
          },
          actions.edit(() => setEditing({ row })),
          {
            key: 'admins',
            label: m.admins,
            permission: organizeCodes.button.btn_edit,
            onClick: () => setAdmins(row),
          },
          actions.remove(row),
        ]}
        actionsWidth={240}
        batchActions={actions.batchActions}
      />
      <FormDialog<OrganizeRecord>
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={m.entity}
        record={record}
        recordId={editedRow?.id}
        defaults={defaults}
        schema={schema}
        fields={fields}
        carry={['lastModifyTime']}
        onSubmit={actions.submit<OrganizeRecord>(editedRow?.id, {
          create: (values) => organizeBodyOf(values as OrganizeFormValues),
          edit: (values) => organizeBodyOf(values, record ?? undefined),
        })}
      />
      <OrganizeAdminsDialog organize={admins} onClose={() => setAdmins(null)} />
    </section>
  );
}
