import type { TreeNode } from '@pmc/api-client/contract';
import { useApiMutation } from '@pmc/api-client/react';
import { Button, Dialog, Input, message, useTranslate } from '@pmc/ui';
import { DEFAULT_PAGE_SIZE } from '@pmc/validators';
import { DataTable, Pagination, UserPicker, type UserPickerQuery } from '@pmc/widgets';
import { useKit } from '@pmc/widgets/kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../app/api.ts';
import { mutations, queries } from '../../../app/queries.ts';
import { roleMessages as m } from '../../permission/messages.ts';
import { roleCodes } from './role-codes.ts';
import type { RoleRow } from './role-columns.tsx';

// One function for the picker's lifetime: it reloads its tree when the loader changes.
const loadPickerNodes = async ({ parentId, keyword }: UserPickerQuery): Promise<TreeNode[]> =>
  (await api.user.pickerNodes({ id: parentId }, { keyword })).list;

export interface RoleMembersDialogProps {
  role: RoleRow | null;
  onClose: () => void;
}

/**
 * Who holds a role (only the users inside the caller's data scope), adding with the user picker and
 * removing one by one; the server refuses users outside the caller's scope with 403.
 */
export function RoleMembersDialog({ role, onClose }: RoleMembersDialogProps) {
  const t = useTranslate();
  const can = useKit().usePermissions();
  const [page, setPage] = useState({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  // A role can hold hundreds: the holders are found by account or name, searched on Enter.
  const [keyword, setKeyword] = useState('');
  const id = role?.id ?? '';
  const members = useQuery({
    ...queries.role.members({ id }, { ...page, ...(keyword && { keyword }) }),
    enabled: Boolean(role),
  });
  const add = useApiMutation(mutations.role.addMembers);
  const remove = useApiMutation(mutations.role.removeMembers);
  const editable = can.button(roleCodes.button.btn_edit);

  const addUsers = async (ids: string[]) => {
    if (ids.length === 0) return;
    await add.mutateAsync({ params: { id }, body: { userIds: ids } });
    message.success(t(m.membersAdded));
  };
  const removeUser = async (userId: string) => {
    await remove.mutateAsync({ params: { id }, body: { userIds: [userId] } });
    message.success(t(m.memberRemoved));
  };

  return (
    <Dialog
      open={role !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(m.membersTitle, { name: role?.fullName ?? '' })}
      width={720}
      footer={<Button onClick={onClose}>{t(m.close)}</Button>}
    >
      <div className="perm-members-add">
        <Input
          type="search"
          aria-label={t(m.searchMembers)}
          placeholder={t(m.searchMembers)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            setKeyword(event.currentTarget.value.trim());
            setPage((current) => ({ ...current, currentPage: 1 }));
          }}
        />
        {editable ? (
          <UserPicker
            title={t(m.addMembers)}
            multiple
            value={[]}
            loadNodes={loadPickerNodes}
            onChange={(ids) => void addUsers(ids).catch(() => undefined)}
          />
        ) : null}
      </div>
      <DataTable
        aria-label={t(m.membersTitle, { name: role?.fullName ?? '' })}
        rowKey="id"
        loading={members.isFetching}
        data={members.data?.list ?? []}
        columns={[
          { id: 'account', header: t(m.account), width: 140 },
          { id: 'realName', header: t(m.realName), width: 140 },
          { id: 'organizeName', header: t(m.organize), width: 180 },
          {
            id: 'actions',
            header: '',
            width: 90,
            cell: (row) =>
              editable ? (
                <Button
                  variant="link"
                  size="small"
                  aria-label={`${t(m.removeMember)} ${row.account}`}
                  onClick={() => void removeUser(row.id).catch(() => undefined)}
                >
                  {t(m.removeMember)}
                </Button>
              ) : null,
          },
        ]}
      />
      <Pagination
        total={members.data?.pagination.total ?? 0}
        currentPage={page.currentPage}
        pageSize={page.pageSize}
        onChange={(currentPage, pageSize) => setPage({ currentPage, pageSize })}
      />
    </Dialog>
  );
}
