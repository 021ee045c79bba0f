import { hashPassword, isApiError } from '@pmc/api-client';
import type { User } from '@pmc/api-client/contract';
import { useApiMutation } from '@pmc/api-client/react';
import { message, Select, useTranslate } from '@pmc/ui';
import { ImageUpload, type TreeNode, TreeSelect } from '@pmc/widgets';
import {
  confirmDelete,
  dateRangeBounds,
  FormDialog,
  type FormDialogField,
  kitMessages,
  ListPage,
  type ListRequest,
  StateSwitch,
  TreeFilterLayout,
  useKit,
  useListQuery,
} from '@pmc/widgets/kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../../app/api.ts';
import { keys, mutations, queries } from '../../../app/queries.ts';
import { userMessages as m } from './messages.ts';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { type UserRow, userColumns } from './user-columns.tsx';
import {
  newUserValues,
  type UserFormValues,
  userBodyOf,
  userFormSchema,
  userFormValuesOf,
} from './user-form.ts';
import './user-texts.ts';

type Editing = (UserFormValues & { id: string; lastModifyTime: number | null }) | null | undefined;

const idsToNames = (list: readonly { id: string; fullName: string }[] | undefined) => {
  const names = new Map((list ?? []).map((item) => [item.id, item.fullName]));
  return (ids: readonly string[]) => ids.map((id) => names.get(id) ?? id).join('、');
};
const asNodes = (list: readonly { id: string; fullName: string }[] | undefined): TreeNode[] =>
  (list ?? []).map((item) => ({ id: item.id, fullName: item.fullName, isLeaf: true }));

/**
 * 用户管理: the organisation tree on the left, the users under the chosen node on the right (keyword,
 * created-date range, state), create / edit in one form, enable/disable, reset password, delete.
 * Everything but the entity's columns, rules and calls comes from the list-page kit.
 */
export default function UserPage() {
  const t = useTranslate();
  const queryClient = useQueryClient();
  const { usePermissions } = useKit();
  const can = usePermissions();
  const [query, setQuery] = useListQuery(['organizeId']);
  const organizeId = query.filters.organizeId;
  const tree = useQuery(queries.organize.tree());
  const positions = useQuery(queries.position.all());
  const roles = useQuery(queries.role.all());
  const [editing, setEditing] = useState<Editing>(undefined);
  const [resetting, setResetting] = useState<UserRow | undefined>();
  const update = useApiMutation(mutations.user.update);
  const create = useApiMutation(mutations.user.create);
  const remove = useApiMutation(mutations.user.remove);
  const setState = useApiMutation(mutations.user.state);

  const columns = useMemo(
    () =>
      userColumns({
        positionNames: idsToNames(positions.data?.list),
        roleNames: idsToNames(roles.data?.list),
        state: (row) =>
          row.enabledMark === undefined ? null : (
            <StateSwitch
              aria-label={t(m.enableUser, { account: row.account ?? '' })}
              checked={row.enabledMark === 1}
              disabled={!can.button('btn_edit') || row.isAdministrator === true}
              onChange={(on) =>
                // The desired state, never a toggle: a stale switch cannot flip the wrong way.
                setState.mutateAsync({ params: { id: row.id }, body: { enabledMark: on ? 1 : 0 } })
              }
            />
          ),
      }),
    [positions.data, roles.data, t, can, setState],
  );

  const request = useCallback((q: ListRequest, { signal }: { signal: AbortSignal }) => {
    const { creatorTime, ...rest } = q;
    const { start, end } = dateRangeBounds(typeof creatorTime === 'string' ? creatorTime : undefined);
    return api.user.list({ ...rest, startTime: start, endTime: end }, { signal });
  }, []);

  const openEditor = async (row: UserRow) => {
    try {
      const user: User = await queryClient.fetchQuery({ ...queries.user.info({ id: row.id }), staleTime: 0 });
      setEditing({ ...userFormValuesOf(user), id: user.id });
    } catch {
      // the request core has shown why
    }
  };

  const roleNodes = useMemo(() => asNodes(roles.data?.list.filter((r) => r.enabledMark === 1)), [roles.data]);
  const positionNodes = useMemo(() => asNodes(positions.data?.list), [positions.data]);
  const orgNodes = tree.data?.list ?? [];
  const fields = useMemo<FormDialogField<UserFormValues>[]>(
    () => [
      { name: 'account', label: m.account, required: true, readOnlyOn: 'edit', maxLength: 50 },
      { name: 'realName', label: m.realName, required: true, maxLength: 50 },
      {
        name: 'gender',
        label: m.gender,
        render: (c) => (
          <Select
            value={String(c.value)}
            onValueChange={c.onChange}
            options={[
              { value: '1', label: t(m.male) },
              { value: '2', label: t(m.female) },
              { value: '0', label: t(m.genderUnknown) },
            ]}
          />
        ),
      },
      { name: 'mobile', label: m.mobile, maxLength: 11 },
      { name: 'email', label: m.email, maxLength: 100 },
      { name: 'idCard', label: m.idCard, maxLength: 18 },
      {
        name: 'organizeId',
        label: m.organize,
        required: true,
        render: (c) => (
          <TreeSelect
            nodes={orgNodes}
            value={(c.value as string) || null}
            onChange={([id]) => {
              c.onChange(id ?? '');
              c.onBlur();
            }}
            invalid={c.invalid}
            searchable
          />
        ),
      },
      {
        name: 'positionIds',
        label: m.positions,
        render: (c) => (
          <TreeSelect
            nodes={positionNodes}
            multiple
            clearable
            value={c.value as string[]}
            onChange={(ids) => c.onChange(ids)}
          />
        ),
      },
      {
        name: 'roleIds',
        label: m.roles,
        render: (c) => (
          <TreeSelect
            nodes={roleNodes}
            multiple
            clearable
            value={c.value as string[]}
            onChange={(ids) => c.onChange(ids)}
          />
        ),
      },
      {
        name: 'password',
        label: m.initialPassword,
        type: 'password',
        only: 'create',
        maxLength: 16,
        help: t(m.initialPasswordHelp),
      },
      {
        name: 'avatar',
        label: m.avatar,
        wide: true,
        render: (c) => (
          <ImageUpload
            limit={1}
            value={c.value ? [{ name: 'avatar', fileId: String(c.value), url: String(c.value) }] : []}
            onChange={(files) => c.onChange(files[0]?.url ?? '')}
            upload={(file, { onProgress, signal }) =>
              api.file.upload(
                { type: 'annexpic' },
                { file },
                { signal, onProgress: (progress) => onProgress(progress.percent) },
              )
            }
          />
        ),
      },
      { name: 'sortCode', label: m.sortCode, type: 'number' },
      { name: 'description', label: m.description, type: 'textarea', maxLength: 500 },
    ],
    [t, orgNodes, positionNodes, roleNodes],
  );

  const save = async (values: Partial<UserFormValues>, { mode }: { mode: 'create' | 'edit' }) => {
    const body = userBodyOf(values, hashPassword);
    try {
      if (mode === 'create') await create.mutateAsync({ body: body as never });
      else if (editing) await update.mutateAsync({ params: { id: editing.id }, body: body as never });
    } catch (error) {
      if (isApiError(error) && error.code === 409) message.error(t(m.stale));
      throw error;
    }
  };

  return (
    <section className="admin-page" data-testid="user-page">
      <TreeFilterLayout
        nodes={orgNodes}
        loading={tree.isFetching}
        selectedId={organizeId}
        onSelect={(node) => setQuery({ ...query, currentPage: 1, filters: { organizeId: node?.id ?? '' } })}
      >
        <ListPage<UserRow>
          id="system.user"
          aria-label={t(m.list)}
          rowKey="id"
          columns={columns}
          queryKey={keys.user.all}
          request={request}
          filterNames={['organizeId']}
          searchFields={[
            { name: 'keyword', label: kitMessages.keyword },
            { name: 'creatorTime', label: m.creatorTime, type: 'date-range' },
            {
              name: 'enabledMark',
              label: m.enabledMark,
              type: 'select',
              options: [
                { value: '1', label: kitMessages.enabled },
                { value: '0', label: kitMessages.disabled },
              ],
            },
          ]}
          toolbar={{
            onAdd: () => setEditing({ ...newUserValues(organizeId), id: '', lastModifyTime: null }),
          }}
          actionsWidth={200}
          rowActions={(row) => [
            {
              key: 'edit',
              label: kitMessages.edit,
              permission: 'btn_edit',
              onClick: () => void openEditor(row),
            },
            {
              key: 'resetPwd',
              label: m.resetPassword,
              permission: 'btn_resetPwd',
              onClick: () => setResetting(row),
            },
            {
              key: 'remove',
              label: kitMessages.remove,
              permission: 'btn_remove',
              danger: true,
              disabled: row.isAdministrator === true,
              onClick: () =>
                void confirmDelete(() => remove.mutateAsync({ params: { id: row.id } }), { translate: t }),
            },
          ]}
        />
      </TreeFilterLayout>
      <FormDialog<UserFormValues>
        open={editing !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(undefined);
        }}
        title={m.entity}
        record={editing?.id ? editing : null}
        defaults={editing && !editing.id ? editing : newUserValues(organizeId)}
        schema={userFormSchema}
        fields={fields}
        carry={['lastModifyTime']}
        onSubmit={save}
        width={720}
      />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} />
    </section>
  );
}
