import '../../permission/perm-pages.css';
import { useApiMutation } from '@pmc/api-client/react';
import { useT } from '@pmc/i18n/react';
import { Button, useTranslate } from '@pmc/ui';
import { DictionarySelect } from '@pmc/widgets';
import {
  confirmDelete,
  FormDialog,
  type FormDialogField,
  ListPage,
  StateSwitch,
  useKit,
} from '@pmc/widgets/kit';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../app/api.ts';
import { i18n } from '../../../app/i18n.ts';
import { keys, mutations, queries } from '../../../app/queries.ts';
import { systemMessages as s } from '../../../page-parts/messages.ts';
import { permPagesCatalog } from '../../permission/catalog.ts';
import { roleMessages as m } from '../../permission/messages.ts';
import { queryClient } from '../../with-query-client.tsx';
import { orgPagesCatalog } from '../catalog.ts';
import { roleCodes } from './role-codes.ts';
import { type RoleRow, roleColumns } from './role-columns.tsx';
import { newRoleValues, type RoleFormValues, roleBodyOf, roleFormSchema, roleValuesOf } from './role-form.ts';
import { RoleMembersDialog } from './role-members-dialog.tsx';
import { useRoleTypes } from './role-types.ts';

i18n.load(permPagesCatalog);
i18n.load(orgPagesCatalog);

type RoleRecord = RoleFormValues & { lastModifyTime?: number | null };

const loadDictionary = async (enCode: string) => {
  const { list } = await queryClient.fetchQuery(queries.dictionaryData.all());
  return list.find((d) => d.enCode === enCode) ?? { isTree: 0 as const, dictionaryList: [] };
};

/** 角色管理: roles by keyword and type, create/edit, enable, delete, members, and a way into 权限授权. */
export default function RolePage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const can = useKit().usePermissions();
  const types = useRoleTypes();
  const [editing, setEditing] = useState<string | null>();
  const [membersOf, setMembersOf] = useState<RoleRow | null>(null);
  const info = useQuery({ ...queries.role.info({ id: editing ?? '' }), enabled: Boolean(editing) });
  const editedRow = editing && info.data?.id === editing ? info.data : undefined;
  const create = useApiMutation(mutations.role.create);
  const update = useApiMutation(mutations.role.update);
  const state = useApiMutation(mutations.role.state);
  const remove = useApiMutation(mutations.role.remove);

  const columns = useMemo(
    () =>
      roleColumns({
        typeName: types.nameOf,
        members: (row) => (
          <Button
            variant="link"
            size="small"
            // The name starts with the visible count (WCAG 2.5.3: label in name).
            aria-label={`${row.userCount ?? 0} ${t(m.membersTitle, { name: row.fullName ?? '' })}`}
            onClick={() => setMembersOf(row)}
          >
            {row.userCount ?? 0}
          </Button>
        ),
        state: (row) => (
          <StateSwitch
            aria-label={`${t(s.enabled)} ${row.fullName ?? ''}`}
            checked={row.enabledMark === 1}
            permission={roleCodes.button.btn_edit}
            onChange={(on) =>
              on === (row.enabledMark === 1)
                ? Promise.resolve()
                : state.mutateAsync({ params: { id: row.id } })
            }
          />
        ),
      }),
    [types, t, can, state],
  );

  const tr = useT();
  const schema = useCallback(() => roleFormSchema(tr), [tr]);
  const fields = useMemo<FormDialogField<RoleRecord>[]>(
    () => [
      { name: roleCodes.form.fullName, label: s.fullName, required: true, maxLength: 50 },
      { name: roleCodes.form.enCode, label: s.enCode, required: true, maxLength: 50 },
      {
        name: roleCodes.form.type,
        label: m.type,
        required: true,
        render: (control) => (
          <DictionarySelect
            aria-label={t(m.type)}
            enCode="roleType"
            valueKey="enCode"
            loadDictionary={loadDictionary}
            value={(control.value as string) || null}
            onChange={([code]) => control.onChange(code ?? '')}
            invalid={control.invalid}
            disabled={control.disabled}
          />
        ),
      },
      { name: 'sortCode', label: s.sortCode, type: 'number', permission: false },
      { name: 'description', label: s.description, type: 'textarea', permission: false, maxLength: 500 },
    ],
    [],
  );
  const record = useMemo<RoleRecord | null>(
    () => (editedRow ? { ...roleValuesOf(editedRow), lastModifyTime: editedRow.lastModifyTime } : null),
    [editedRow],
  );
  const defaults = useMemo(newRoleValues, []);

  return (
    <section className="admin-page admin-list" data-testid="role-page">
      <ListPage<RoleRow>
        id="system.role"
        aria-label={t(m.listLabel)}
        rowKey="id"
        queryKey={keys.role.all}
        request={(query, { signal }) => api.role.list(query, { signal })}
        searchFields={[
          { name: 'keyword', label: s.keyword, placeholder: s.keywordPlaceholder },
          { name: 'type', label: m.type, type: 'select', options: types.options },
        ]}
        columns={columns}
        toolbar={{ onAdd: () => setEditing(null) }}
        history={{
          kind: 'role',
          recordName: (row) => row.fullName,
          values: { type: (value) => types.nameOf(String(value)) },
        }}
        rowActions={(row) => [
          {
            key: 'authorize',
            label: m.authorize,
            onClick: () => navigate(`/system/authorize?roleId=${encodeURIComponent(row.id)}`),
          },
          { key: 'members', label: m.members, onClick: () => setMembersOf(row) },
          {
            key: 'edit',
            label: s.edit,
            permission: roleCodes.button.btn_edit,
            onClick: () => setEditing(row.id),
          },
          {
            key: 'remove',
            label: s.remove,
            permission: roleCodes.button.btn_remove,
            danger: true,
            onClick: () =>
              void confirmDelete(() => remove.mutateAsync({ params: { id: row.id } }), { translate: t }),
          },
        ]}
      />
      <FormDialog<RoleRecord>
        open={editing === null || editedRow !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        title={m.entity}
        record={record}
        recordId={editing ?? undefined}
        defaults={defaults}
        schema={schema}
        fields={fields}
        carry={['lastModifyTime']}
        onSubmit={(values, { mode }) =>
          mode === 'create'
            ? create.mutateAsync({ body: roleBodyOf(values) })
            : update.mutateAsync({ params: { id: editing ?? '' }, body: roleBodyOf(values) })
        }
      />
      <RoleMembersDialog role={membersOf} onClose={() => setMembersOf(null)} />
    </section>
  );
}
