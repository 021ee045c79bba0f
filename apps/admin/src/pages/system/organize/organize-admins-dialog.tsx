import type { OrganizeTreeRow } from '@pmc/api-client/contract';
import { useApiMutation } from '@pmc/api-client/react';
import { Button, Checkbox, Dialog, FormField, message, uiMessages, useTranslate } from '@pmc/ui';
import { type TreeNode, UserPicker, type UserPickerQuery } from '@pmc/widgets';
import { kitMessages } from '@pmc/widgets/kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../app/api.ts';
import { mutations, queries } from '../../../app/queries.ts';
import { organizeMessages as m } from './messages.ts';

// One function for the picker's lifetime: it reloads its tree when the loader changes.
const loadPickerNodes = async ({ parentId, keyword }: UserPickerQuery): Promise<TreeNode[]> =>
  (await api.user.pickerNodes({ id: parentId }, { keyword })).list;

const RIGHTS = ['canView', 'canAdd', 'canEdit', 'canRemove'] as const;
type Right = (typeof RIGHTS)[number];
interface Admin extends Record<Right, boolean> {
  userId: string;
  name: string;
}
/** Someone newly chosen administers the organisation fully; the boxes take rights away. */
const FULL_RIGHTS: Record<Right, boolean> = { canView: true, canAdd: true, canEdit: true, canRemove: true };

export interface OrganizeAdminsDialogProps {
  /** The organisation whose administrators are edited; null: closed. */
  organize: Pick<OrganizeTreeRow, 'id' | 'fullName'> | null;
  onClose: () => void;
}

/**
 * The delegated administrators of one organisation (`organizeAdminIsTrator` GET/PUT): chosen with the
 * user picker (organisation tree, or a search by name, account or pinyin), each with the rights they
 * hold in it (view, add, edit, delete).
 */
export function OrganizeAdminsDialog({ organize, onClose }: OrganizeAdminsDialogProps) {
  const t = useTranslate();
  const id = organize?.id ?? '';
  const current = useQuery({ ...queries.organize.adminInfo({ organizeId: id }), enabled: Boolean(organize) });
  const save = useApiMutation(mutations.organize.adminUpdate);
  const [admins, setAdmins] = useState<Admin[]>();
  useEffect(() => {
    if (!current.data || current.data.organizeId !== id) return setAdmins(undefined);
    setAdmins(
      current.data.list.map(({ account, realName, ...rest }) => ({
        ...rest,
        name: `${realName}/${account}`,
      })),
    );
  }, [current.data, id]);

  const choose = (users: TreeNode[]) =>
    setAdmins((prev = []) =>
      users.map(
        (user) =>
          prev.find((a) => a.userId === user.id) ?? { userId: user.id, name: user.fullName, ...FULL_RIGHTS },
      ),
    );
  const toggle = (userId: string, right: Right, on: boolean) =>
    setAdmins((prev = []) => prev.map((a) => (a.userId === userId ? { ...a, [right]: on } : a)));

  const submit = async () => {
    if (!admins) return;
    try {
      await save.mutateAsync({
        params: { organizeId: id },
        body: { list: admins.map(({ name: _name, ...admin }) => admin) },
      });
    } catch {
      return; // the request core has shown why; the dialog keeps the choice
    }
    message.success(t(m.adminsSaved));
    onClose();
  };

  return (
    <Dialog
      open={organize !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(m.adminsTitle, { name: organize?.fullName ?? '' })}
      width={640}
      footer={
        <>
          <Button onClick={onClose}>{t(uiMessages.cancel)}</Button>
          <Button
            variant="primary"
            loading={save.isPending}
            disabled={!admins}
            onClick={() => void submit()}
            data-testid="organize-admins-save"
          >
            {t(kitMessages.save)}
          </Button>
        </>
      }
    >
      <FormField label={t(m.adminsPicker)}>
        <UserPicker
          title={t(m.adminsPicker)}
          multiple
          loadNodes={loadPickerNodes}
          value={admins?.map((a) => a.userId) ?? []}
          valueLabels={Object.fromEntries((admins ?? []).map((a) => [a.userId, a.name]))}
          disabled={!admins}
          onChange={(_ids, users) => choose(users)}
        />
      </FormField>
      {admins && admins.length > 0 ? (
        <table className="pmc-table admin-rights" aria-label={t(m.adminsRights)}>
          <thead>
            <tr>
              <th scope="col">{t(m.adminsPicker)}</th>
              {RIGHTS.map((right) => (
                <th key={right} scope="col">
                  {t(m[right])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {admins.map((admin) => (
              <tr key={admin.userId}>
                <td>{admin.name}</td>
                {RIGHTS.map((right) => (
                  <td key={right}>
                    <Checkbox
                      aria-label={`${admin.name} ${t(m[right])}`}
                      checked={admin[right]}
                      onCheckedChange={(on) => toggle(admin.userId, right, on === true)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Dialog>
  );
}
