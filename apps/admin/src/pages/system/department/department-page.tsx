import { type Department, NO_EXCLUDED_ID, type TreeNode } from '@pmc/api-client/contract';
import { useTranslate } from '@pmc/ui';
import { TreeSelect } from '@pmc/widgets';
import { FormDialog, type FormDialogField, ListPage } from '@pmc/widgets/kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../../app/api.ts';
import { i18n } from '../../../app/i18n.ts';
import { keys, mutations, queries } from '../../../app/queries.ts';
import { useEntityActions } from '../../../kit-bindings/use-entity-actions.tsx';
import { OrganizeTreeControl, StateControl, UserPickerControl } from '../../../page-parts/form-controls.tsx';
import { MerchantLinkDialog } from '../../../page-parts/merchant-link-dialog.tsx';
import { merchantLinkMessages } from '../../../page-parts/merchant-link-messages.ts';
import { systemMessages as s } from '../../../page-parts/messages.ts';
import { orgPagesCatalog } from '../catalog.ts';
import { useOrganizeHistory } from '../organize/organize-history.ts';
import { departmentCodes } from './department-codes.ts';
import { departmentColumns } from './department-columns.tsx';
import {
  type DepartmentFormValues,
  departmentBodyOf,
  departmentFormSchema,
  departmentValuesOf,
  newDepartmentValues,
} from './department-form.ts';
import { departmentMessages as m } from './messages.ts';

i18n.load(orgPagesCatalog);

type DepartmentRecord = DepartmentFormValues & { lastModifyTime?: number | null };

/** 部门管理: the departments as the server pages them, each with its organisation, and its merchant link. */
export default function DepartmentPage() {
  const t = useTranslate();
  const organizeHistory = useOrganizeHistory();
  const [editing, setEditing] = useState<Department | null>();
  const [merchantOf, setMerchantOf] = useState<Department | null>(null);
  const actions = useEntityActions({
    mutations: mutations.department,
    codes: { edit: departmentCodes.button.btn_edit, remove: departmentCodes.button.btn_remove },
    name: (row: Department) => row.fullName,
  });
  const tree = useQuery(queries.organize.tree());
  // The parent picker leaves out the department being edited and everything under it.
  const parents = useQuery({
    ...queries.organize.selector({ id: editing?.id ?? NO_EXCLUDED_ID }),
    enabled: editing !== undefined,
  });

  const columns = useMemo(() => departmentColumns(actions.stateSwitch), [actions]);

  // The kit's import flow: every row a department, under the organisation or department its parent code
  // names. The organisation tree (this page's filter, the organisation page) learns of them too.
  const queryClient = useQueryClient();
  const departmentImport = useMemo(
    () => ({
      endpoints: api.department,
      title: t(m.entity),
      keyColumn: 'enCode',
      onImported: () => void queryClient.invalidateQueries({ queryKey: keys.organize.all }),
    }),
    [t, queryClient],
  );

  const schema = useCallback(() => departmentFormSchema(t), [t]);
  const parentNodes: readonly TreeNode[] = parents.data?.list ?? [];
  const fields = useMemo<FormDialogField<DepartmentRecord>[]>(
    () => [
      {
        name: 'parentId',
        label: m.parent,
        required: true,
        wide: true,
        render: (control) => <OrganizeTreeControl {...control} nodes={parentNodes} />,
      },
      { name: 'fullName', label: s.fullName, required: true, maxLength: 50 },
      { name: 'enCode', label: s.enCode, required: true, maxLength: 50 },
      {
        name: 'managerId',
        label: m.manager,
        render: (control) => (
          <UserPickerControl {...control} title={t(m.manager)} label={editing?.managerName} />
        ),
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
    [parentNodes, t, editing],
  );
  const record = useMemo<DepartmentRecord | null>(
    () => (editing ? { ...departmentValuesOf(editing), lastModifyTime: editing.lastModifyTime } : null),
    [editing],
  );
  const defaults = useMemo(() => newDepartmentValues(), []);

  return (
    <section className="admin-page admin-list" data-testid="department-page">
      <ListPage<Department>
        id="system.department"
        aria-label={t(m.listLabel)}
        rowKey="id"
        queryKey={keys.department.all}
        request={(query, { signal }) => api.department.list(query, { signal })}
        searchFields={[
          { name: 'keyword', label: s.keyword, placeholder: s.keywordPlaceholder },
          {
            name: 'organizeId',
            label: m.parent,
            type: 'custom',
            render: (value, onChange, label) => (
              <TreeSelect
                aria-label={label}
                nodes={tree.data?.list ?? []}
                value={value || null}
                onChange={([id = '']) => onChange(id)}
                searchable
                clearable
              />
            ),
          },
        ]}
        columns={columns}
        toolbar={{ onAdd: () => setEditing(null) }}
        import={departmentImport}
        history={{ kind: 'organize', recordName: (row) => row.fullName, ...organizeHistory }}
        rowActions={(row) => [
          actions.edit(() => setEditing(row)),
          {
            key: 'merchant',
            label: merchantLinkMessages.action,
            permission: departmentCodes.button.btn_edit,
            onClick: () => setMerchantOf(row),
          },
          actions.remove(row),
        ]}
        actionsWidth={200}
        batchActions={actions.batchActions}
      />
      <FormDialog<DepartmentRecord>
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={m.entity}
        record={record}
        recordId={editing?.id}
        defaults={defaults}
        schema={schema}
        fields={fields}
        carry={['lastModifyTime']}
        onSubmit={actions.submit<DepartmentRecord>(editing?.id, {
          create: (values) => departmentBodyOf(values as DepartmentFormValues),
          edit: (values) => departmentBodyOf(values),
        })}
      />
      <MerchantLinkDialog
        record={merchantOf && { id: merchantOf.id, name: merchantOf.fullName }}
        link={(id) => queries.department.getMerchant({ DepartId: id })}
        save={mutations.department.setMerchant}
        saveVariables={(id, merchantId) => ({ body: { DepartId: id, merchantId } })}
        onClose={() => setMerchantOf(null)}
      />
    </section>
  );
}
