import type { OrganizeTreeRow, TreeNode } from '@pmc/api-client/contract';
import { useApiMutation } from '@pmc/api-client/react';
import { Button, Dialog, FormField, message, uiMessages, useTranslate } from '@pmc/ui';
import { UserPicker, type UserPickerQuery } from '@pmc/widgets';
import { kitMessages } from '@pmc/widgets/kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../app/api.ts';
import { mutations, queries } from '../../../app/queries.ts';
import { organizeMessages as m } from './messages.ts';

// One function for the picker's lifetime: it reloads its tree when the loader changes.
const loadPickerNodes = async ({ parentId, keyword }: UserPickerQuery): Promise<TreeNode[]> =>
  (await api.user.pickerNodes({ id: parentId }, { keyword })).list;

export interface OrganizeAdminsDialogProps {
  /** The organisation whose administrators are edited; null: closed. */
  organize: Pick<OrganizeTreeRow, 'id' | 'fullName'> | null;
  onClose: () => void;
}

/**
 * The delegated administrators of one organisation (`organizeAdminIsTrator` GET/PUT), chosen with the
 * user picker (organisation tree, or a search by name, account or pinyin).
 */
export function OrganizeAdminsDialog({ organize, onClose }: OrganizeAdminsDialogProps) {
  const t = useTranslate();
  const id = organize?.id ?? '';
  const current = useQuery({ ...queries.organize.adminInfo({ organizeId: id }), enabled: Boolean(organize) });
  const save = useApiMutation(mutations.organize.adminUpdate);
  const [chosen, setChosen] = useState<{ ids: string[]; labels: Record<string, string> }>();
  useEffect(() => {
    if (!current.data || current.data.organizeId !== id) return setChosen(undefined);
    const labels = Object.fromEntries(current.data.list.map((u) => [u.userId, `${u.realName}/${u.account}`]));
    setChosen({ ids: current.data.list.map((u) => u.userId), labels });
  }, [current.data, id]);

  const submit = async () => {
    if (!chosen) return;
    try {
      await save.mutateAsync({ params: { organizeId: id }, body: { userIds: chosen.ids } });
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
      width={560}
      footer={
        <>
          <Button onClick={onClose}>{t(uiMessages.cancel)}</Button>
          <Button
            variant="primary"
            loading={save.isPending}
            disabled={!chosen}
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
          value={chosen?.ids ?? []}
          valueLabels={chosen?.labels}
          disabled={!chosen}
          onChange={(ids, users) =>
            setChosen((prev) => ({
              ids,
              labels: { ...prev?.labels, ...Object.fromEntries(users.map((u) => [u.id, u.fullName])) },
            }))
          }
        />
      </FormField>
    </Dialog>
  );
}
