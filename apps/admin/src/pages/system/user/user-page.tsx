import { useApiMutation } from '@pmc/api-client/react';
import type { Locale } from '@pmc/i18n';
import { useLocale } from '@pmc/i18n/react';
import { message, useTranslate } from '@pmc/ui';
import { formatList } from '@pmc/validators';
import type { TreeNode } from '@pmc/widgets';
import {
  confirmDelete,
  kitMessages,
  ListPage,
  type ListRequest,
  StateSwitch,
  TreeFilterLayout,
  useKit,
  useListUrlState,
} from '@pmc/widgets/kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../../app/api.ts';
import { i18n } from '../../../app/i18n.ts';
import { keys, mutations, queries } from '../../../app/queries.ts';
import { MerchantLinkDialog } from '../../../page-parts/merchant-link-dialog.tsx';
import { merchantLinkMessages } from '../../../page-parts/merchant-link-messages.ts';
import { session } from '../../../session/session-store.ts';
import { userPageCatalog } from './catalog.ts';
import { userMessages as m } from './messages.ts';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { useResetSecondFactor } from './use-reset-second-factor.ts';
import { UserBatchButtons } from './user-batch-buttons.tsx';
import { UserBatchDialog, type UserBatchKind } from './user-batch-dialog.tsx';
import { userCodes } from './user-codes.ts';
import { isDormant, isLocked, type UserRow, userColumns } from './user-columns.tsx';
import { exportFilter, exportUsers } from './user-export.ts';
import { UserFilterChips } from './user-filter-chips.tsx';
import { newUserValues } from './user-form.ts';
import { type UserEditing, UserFormDialog, userEditingOf } from './user-form-dialog.tsx';
import { toUserQuery } from './user-query.ts';

i18n.load(userPageCatalog);

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
/** How a saved view's notice names a filter whose record is gone (docs/guide/pages.md#saved-views). */
const FILTER_LABELS = { organizeId: m.organize, positionId: m.positions };

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
  const [query, setQuery] = useListUrlState(FILTERS);
  const organizeId = query.filters.organizeId;
  const positionId = query.filters.positionId;
  const locked = query.filters.locked === '1';
  const tree = useQuery(queries.organize.tree());
  const positions = useQuery(queries.position.all());
  const roles = useQuery(queries.role.all());
  const [editing, setEditing] = useState<UserEditing>(undefined);
  const [resetting, setResetting] = useState<UserRow | undefined>();
  const [linking, setLinking] = useState<UserRow | undefined>();
  const [batch, setBatch] = useState<{ kind: UserBatchKind; rows: UserRow[] }>();
  const unlock = useApiMutation(mutations.user.unlock);
  const reactivate = useApiMutation(mutations.user.reactivate);
  const resetSecondFactor = useResetSecondFactor();
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
        reveal: async (row, field, reason) =>
          (await api.user.revealPersonal({ id: row.id }, { field, reason })).value,
      }),
    [positions.data, roles.data, locale, t, can, setState],
  );

  const request = useCallback(
    (q: ListRequest, { signal }: { signal: AbortSignal }) => api.user.list(toUserQuery(q), { signal }),
    [],
  );
  // The kit's import flow on the user contract's import endpoints (preview, re-check, commit).
  const userImport = useMemo(() => ({ endpoints: api.user, title: t(m.entity), keyColumn: 'account' }), [t]);
  const unlockUser = async (row: UserRow) => {
    try {
      await unlock.mutateAsync({ params: { id: row.id } });
      message.success(t(m.unlockDone, { account: row.account ?? '' }));
    } catch {
      // the request core has shown why
    }
  };

  const reactivateUser = async (row: UserRow) => {
    try {
      await reactivate.mutateAsync({ params: { id: row.id } });
      message.success(t(m.reactivateDone, { account: row.account ?? '' }));
    } catch {
      // the request core has shown why
    }
  };

  // `restored`: old values from the row's history, shown over the stored ones (a normal edit then).
  const openEditor = async (row: UserRow, restored?: Record<string, unknown>, restoreOf?: string) => {
    try {
      const user = await queryClient.fetchQuery({ ...queries.user.info({ id: row.id }), staleTime: 0 });
      setEditing(userEditingOf(user, restored, restoreOf));
    } catch {
      // the request core has shown why
    }
  };

  const positionName = (id: string) => positions.data?.list.find((p) => p.id === id)?.fullName ?? id;
  const roleNodes = useMemo(() => asNodes(roles.data?.list.filter((r) => r.enabledMark === 1)), [roles.data]);
  const positionNodes = useMemo(() => asNodes(positions.data?.list), [positions.data]);
  const orgNodes = tree.data?.list ?? [];
  return (
    <section className="admin-page" data-testid="user-page">
      <TreeFilterLayout
        nodes={orgNodes}
        loading={tree.isFetching}
        selectedId={organizeId}
        onSelect={(node) =>
          setQuery((latest) => ({
            ...latest,
            currentPage: 1,
            filters: { ...latest.filters, organizeId: node?.id ?? '' },
          }))
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
          filterLabels={FILTER_LABELS}
          import={userImport}
          searchFields={[
            { name: 'keyword', label: kitMessages.keyword, placeholder: m.keywordPlaceholder },
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
            onExport: (q) => exportUsers(q, t),
            // With the app's export tray (the kit's startExportJob), 导出 runs as a background job.
            exportJob: { list: 'user', filter: exportFilter },
            extra: (
              <UserFilterChips
                position={positionId ? positionName(positionId) : undefined}
                locked={locked}
                onClear={(filter) =>
                  setQuery((latest) => ({
                    ...latest,
                    currentPage: 1,
                    filters: { ...latest.filters, [filter]: '' },
                  }))
                }
              />
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
              key: 'reactivate',
              label: m.reactivate,
              permission: userCodes.button.btn_edit,
              hidden: !isDormant(row),
              disabled: beyondCaller(row),
              onClick: () => void reactivateUser(row),
            },
            {
              key: 'resetPwd',
              label: m.resetPassword,
              permission: userCodes.button.btn_resetPwd,
              disabled: beyondCaller(row),
              onClick: () => setResetting(row),
            },
            {
              key: 'resetSecondFactor',
              label: m.resetSecondFactor,
              permission: userCodes.button.btn_resetSecondFactor,
              disabled: beyondCaller(row),
              onClick: () => void resetSecondFactor(row),
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
      <UserFormDialog
        editing={editing}
        organizeId={organizeId}
        orgNodes={orgNodes}
        positionNodes={positionNodes}
        roleNodes={roleNodes}
        onClose={() => setEditing(undefined)}
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
