import { hashPassword, isApiError } from '@pmc/api-client';
import { RESTORE_OF_HEADER, type User } from '@pmc/api-client/contract';
import { useApiMutation } from '@pmc/api-client/react';
import type { Locale } from '@pmc/i18n';
import { useLocale } from '@pmc/i18n/react';
import { Button, message, Select, useTranslate } from '@pmc/ui';
import { formatList } from '@pmc/validators';
import { ImageUpload, type TreeNode, TreeSelect } from '@pmc/widgets';
import {
  confirmDelete,
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
import { useSnapshot } from 'valtio';
import { api } from '../../../app/api.ts';
import { keys, mutations, queries } from '../../../app/queries.ts';
import { saveFile } from '../../../app/save-file.ts';
import { session } from '../../../session/session-store.ts';
import { MerchantLinkDialog } from '../shared/merchant-link-dialog.tsx';
import { merchantLinkMessages } from '../shared/merchant-link-messages.ts';
import { userMessages as m } from './messages.ts';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { UserBatchButtons } from './user-batch-buttons.tsx';
import { UserBatchDialog, type UserBatchKind } from './user-batch-dialog.tsx';
import { isLocked, type UserRow, userColumns } from './user-columns.tsx';
import {
  newUserValues,
  type UserFormValues,
  userBodyOf,
  userFormSchema,
  userFormValuesOf,
} from './user-form.ts';
import { toUserQuery } from './user-query.ts';
import './user-texts.ts';
import { userCodes } from './user-codes.ts';

/** How the history drawer names the user's fields (the columns name the others). */
const historyLabels = {
  account: m.account,
  realName: m.realName,
  gender: m.gender,
  mobile: m.mobile,
  email: m.email,
  idCard: m.idCard,
  avatar: m.avatar,
  organizeId: m.organize,
  positionIds: m.positions,
  roleIds: m.roles,
  enabledMark: m.enabledMark,
  sortCode: m.sortCode,
  description: m.description,
};

/**
 * URL parameters set outside the search form: the tree's organisation, a holder-count link's position,
 * the home page's locked-accounts figure (locked=1).
 */
const FILTERS = ['organizeId', 'positionId', 'locked'];

type Editing =
  | (UserFormValues & {
      id: string;
      lastModifyTime: number | null;
      restored?: Partial<UserFormValues>;
      /** The history entry the restored values come from: the save says so (recorded as a restore). */
      restoreOf?: string;
    })
  | null
  | undefined;

const idsToNames = (list: readonly { id: string; fullName: string }[] | undefined, locale: Locale) => {
  const names = new Map((list ?? []).map((item) => [item.id, item.fullName]));
  return (ids: readonly string[]) =>
    formatList(
      ids.map((id) => names.get(id) ?? id),
      locale,
    );
};
const asNodes = (list: readonly { id: string; fullName: string }[] | undefined): TreeNode[] =>
  (list ?? []).map((item) => ({ id: item.id, fullName: item.fullName, isLeaf: true }));

/**
 * 用户管理: the organisation tree on the left, the users under the chosen node on the right (keyword,
 * created-date range, state, and a position when the position page's holder count led here), create /
 * edit in one form, enable/disable, unlock, reset password, merchant link, delete; export of the
 * current filter, import, and moving or giving roles to the chosen users.
 * Everything but the entity's columns, rules and calls comes from the list-page kit.
 */
export default function UserPage() {
  const t = useTranslate();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const { usePermissions } = useKit();
  const can = usePermissions();
  const { userInfo } = useSnapshot(session);
  // The server lets only an administrator edit, unlock or reset an administrator: offer no more.
  const beyondCaller = (row: UserRow) => row.isAdministrator === true && userInfo?.isAdministrator !== true;
  const [query, setQuery] = useListQuery(FILTERS);
  const organizeId = query.filters.organizeId;
  const positionId = query.filters.positionId;
  const locked = query.filters.locked === '1';
  const tree = useQuery(queries.organize.tree());
  const positions = useQuery(queries.position.all());
  const roles = useQuery(queries.role.all());
  const [editing, setEditing] = useState<Editing>(undefined);
  const [resetting, setResetting] = useState<UserRow | undefined>();
  const [linking, setLinking] = useState<UserRow | undefined>();
  const [batch, setBatch] = useState<{ kind: UserBatchKind; rows: UserRow[] }>();
  const unlock = useApiMutation(mutations.user.unlock);
  const update = useApiMutation(mutations.user.update);
  const create = useApiMutation(mutations.user.create);
  const remove = useApiMutation(mutations.user.remove);
  const setState = useApiMutation(mutations.user.state);

  const columns = useMemo(
    () =>
      userColumns({
        positionNames: idsToNames(positions.data?.list, locale),
        roleNames: idsToNames(roles.data?.list, locale),
        state: (row) =>
          row.enabledMark === undefined ? null : (
            <StateSwitch
              aria-label={t(m.enableUser, { account: row.account ?? '' })}
              checked={row.enabledMark === 1}
              permission={userCodes.button.btn_edit}
              disabled={row.isAdministrator === true}
              onChange={(on) =>
                // The desired state, never a toggle: a stale switch cannot flip the wrong way.
                setState.mutateAsync({ params: { id: row.id }, body: { enabledMark: on ? 1 : 0 } })
              }
            />
          ),
      }),
    [positions.data, roles.data, locale, t, can, setState],
  );

  const request = useCallback(
    (q: ListRequest, { signal }: { signal: AbortSignal }) => api.user.list(toUserQuery(q), { signal }),
    [],
  );
  // The kit's import flow on the user contract's import endpoints (preview, re-check, commit).
  const userImport = useMemo(() => ({ endpoints: api.user, title: t(m.entity), keyColumn: 'account' }), [t]);
  const exportUsers = async (q: ListRequest) => {
    const { currentPage: _page, pageSize: _size, ...filter } = toUserQuery(q);
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    saveFile(await api.user.export(filter), `${t(m.exportName, { day })}.xlsx`);
  };
  const unlockUser = async (row: UserRow) => {
    try {
      await unlock.mutateAsync({ params: { id: row.id } });
      message.success(t(m.unlockDone, { account: row.account ?? '' }));
    } catch {
      // the request core has shown why
    }
  };

  // `restored`: old values from the row's history, shown over the stored ones (a normal edit then).
  const openEditor = async (row: UserRow, restored?: Record<string, unknown>, restoreOf?: string) => {
    try {
      const user: User = await queryClient.fetchQuery({ ...queries.user.info({ id: row.id }), staleTime: 0 });
      const old = restored ? userFormValuesOf({ ...user, ...restored } as User) : undefined;
      const prefill = old
        ? (Object.fromEntries(
            Object.keys(restored ?? {})
              .filter((key) => key in old)
              .map((key) => [key, old[key as keyof typeof old]]),
          ) as Partial<UserFormValues>)
        : undefined;
      setEditing({
        ...userFormValuesOf(user),
        id: user.id,
        ...(prefill ? { restored: prefill } : {}),
        ...(restoreOf ? { restoreOf } : {}),
      });
    } catch {
      // the request core has shown why
    }
  };

  const positionName = (id: string) => positions.data?.list.find((p) => p.id === id)?.fullName ?? id;
  const roleNodes = useMemo(() => asNodes(roles.data?.list.filter((r) => r.enabledMark === 1)), [roles.data]);
  const positionNodes = useMemo(() => asNodes(positions.data?.list), [positions.data]);
  const orgNodes = tree.data?.list ?? [];
  // The seed gives form codes to account, name, mobile, e-mail and national ID only (the fields a role
  // may be denied); the others carry `permission: false`, so every editor has them.
  const fields = useMemo<FormDialogField<UserFormValues>[]>(
    () => [
      { name: userCodes.form.account, label: m.account, required: true, readOnlyOn: 'edit', maxLength: 50 },
      { name: userCodes.form.realName, label: m.realName, required: true, maxLength: 50 },
      {
        name: 'gender',
        permission: false,
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
      { name: userCodes.form.mobile, label: m.mobile, maxLength: 11 },
      { name: userCodes.form.email, label: m.email, maxLength: 100 },
      { name: userCodes.form.idCard, label: m.idCard, maxLength: 18 },
      {
        name: 'organizeId',
        permission: false,
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
        permission: false,
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
        permission: false,
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
        permission: false,
        label: m.initialPassword,
        type: 'password',
        only: 'create',
        maxLength: 16,
        help: t(m.initialPasswordHelp),
      },
      {
        name: 'avatar',
        permission: false,
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
      { name: 'sortCode', label: m.sortCode, type: 'number', permission: false },
      { name: 'description', label: m.description, type: 'textarea', maxLength: 500, permission: false },
    ],
    [t, orgNodes, positionNodes, roleNodes],
  );

  // One object per organisation: new defaults on every render would reset an open form whenever the
  // page renders again (a refused save reloads the permissions), losing what was typed.
  const freshValues = useMemo(() => newUserValues(organizeId), [organizeId]);
  const save = async (values: Partial<UserFormValues>, { mode }: { mode: 'create' | 'edit' }) => {
    const body = userBodyOf(values, hashPassword);
    try {
      if (mode === 'create') await create.mutateAsync({ body: body as never });
      else if (editing)
        await update.mutateAsync({
          params: { id: editing.id },
          body: body as never,
          ...(editing.restoreOf ? { headers: { [RESTORE_OF_HEADER]: editing.restoreOf } } : {}),
        });
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
        onSelect={(node) =>
          setQuery({ ...query, currentPage: 1, filters: { ...query.filters, organizeId: node?.id ?? '' } })
        }
      >
        <ListPage<UserRow>
          id="system.user"
          aria-label={t(m.list)}
          rowKey="id"
          columns={columns}
          queryKey={keys.user.all}
          request={request}
          filterNames={FILTERS}
          import={userImport}
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
            onExport: exportUsers,
            extra: (
              <>
                {positionId ? (
                  <span className="admin-filter-chip">
                    {t(m.positionFilter, { name: positionName(positionId) })}
                    <Button
                      variant="link"
                      aria-label={t(m.clearFilter)}
                      onClick={() =>
                        setQuery({ ...query, currentPage: 1, filters: { ...query.filters, positionId: '' } })
                      }
                    >
                      ×
                    </Button>
                  </span>
                ) : null}
                {locked ? (
                  <span className="admin-filter-chip" data-testid="locked-filter">
                    {t(m.lockedFilter)}
                    <Button
                      variant="link"
                      aria-label={t(m.clearLockedFilter)}
                      onClick={() =>
                        setQuery({ ...query, currentPage: 1, filters: { ...query.filters, locked: '' } })
                      }
                    >
                      ×
                    </Button>
                  </span>
                ) : null}
              </>
            ),
          }}
          batchActions={
            can.button(userCodes.button.btn_edit)
              ? (_keys, rows) => <UserBatchButtons rows={rows} onBatch={(kind) => setBatch({ kind, rows })} />
              : undefined
          }
          actionsWidth={220}
          history={{
            kind: 'user',
            recordName: (row) => row.account ?? '',
            labels: historyLabels,
            values: { gender: (value) => t(value === 1 ? m.male : value === 2 ? m.female : m.genderUnknown) },
            onRestore: (row, values, entry) => void openEditor(row, values, entry.id),
          }}
          rowActions={(row) => [
            {
              key: 'edit',
              label: kitMessages.edit,
              permission: userCodes.button.btn_edit,
              disabled: beyondCaller(row),
              onClick: () => void openEditor(row),
            },
            {
              key: 'unlock',
              label: m.unlock,
              permission: userCodes.button.btn_edit,
              hidden: !isLocked(row),
              disabled: beyondCaller(row),
              onClick: () => void unlockUser(row),
            },
            {
              key: 'resetPwd',
              label: m.resetPassword,
              permission: userCodes.button.btn_resetPwd,
              disabled: beyondCaller(row),
              onClick: () => setResetting(row),
            },
            {
              key: 'merchant',
              label: merchantLinkMessages.action,
              permission: userCodes.button.btn_edit,
              onClick: () => setLinking(row),
            },
            {
              key: 'remove',
              label: kitMessages.remove,
              permission: userCodes.button.btn_remove,
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
        defaults={editing && !editing.id ? editing : freshValues}
        prefill={editing?.restored}
        schema={userFormSchema}
        fields={fields}
        carry={['lastModifyTime']}
        onSubmit={save}
        width={720}
      />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} />
      <MerchantLinkDialog
        record={linking ? { id: linking.id, name: linking.account ?? '' } : null}
        link={(id) => queries.user.getMerchant({ UserId: id })}
        save={mutations.user.setMerchant}
        saveVariables={(id, merchantId) => ({ body: { UserId: id, merchantId } })}
        onClose={() => setLinking(undefined)}
      />
      <UserBatchDialog
        batch={batch}
        organizeNodes={orgNodes}
        roleNodes={roleNodes}
        onClose={() => setBatch(undefined)}
      />
    </section>
  );
}
