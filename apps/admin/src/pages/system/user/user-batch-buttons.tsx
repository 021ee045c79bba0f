import { useApiMutation } from '@pmc/api-client/react';
import { Button, useTranslate } from '@pmc/ui';
import { i18n } from '../../../app/i18n.ts';
import { mutations } from '../../../app/queries.ts';
import { BatchStateButtons } from '../../../page-parts/batch-state-buttons.tsx';
import { orgPagesCatalog } from '../catalog.ts';
import { userMessages as m } from './messages.ts';
import type { UserBatchKind } from './user-batch-dialog.tsx';
import type { UserRow } from './user-columns.tsx';

i18n.load(orgPagesCatalog);

export interface UserBatchButtonsProps {
  /** The chosen users. */
  rows: UserRow[];
  /** Opens the batch dialog that asks for a target (an organisation, roles). */
  onBatch: (kind: UserBatchKind) => void;
}

/**
 * The user list's batch buttons: 批量启用 / 批量禁用 at once (the report names each user the server
 * refused: yourself, an administrator, one outside your data scope), then moving and giving roles.
 */
export function UserBatchButtons({ rows, onBatch }: UserBatchButtonsProps) {
  const t = useTranslate();
  const batchState = useApiMutation(mutations.user.batchState);
  return (
    <>
      <BatchStateButtons
        rows={rows}
        rowId={(row) => row.id}
        rowName={(row) => row.account ?? row.realName ?? row.id}
        send={(ids, enabledMark) => batchState.mutateAsync({ body: { ids, enabledMark } })}
      />
      <Button onClick={() => onBatch('organize')} data-testid="user-batch-move">
        {t(m.batchMove)}
      </Button>
      <Button onClick={() => onBatch('role')} data-testid="user-batch-role">
        {t(m.batchRole)}
      </Button>
    </>
  );
}
