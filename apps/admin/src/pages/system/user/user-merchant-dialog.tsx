import { useApiMutation } from '@pmc/api-client/react';
import { Button, Dialog, FormField, Input, message, uiMessages, useTranslate } from '@pmc/ui';
import { kitMessages } from '@pmc/widgets/kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { mutations, queries } from '../../../app/queries.ts';
import { userMessages as m } from './messages.ts';
import type { UserRow } from './user-columns.tsx';

export interface UserMerchantDialogProps {
  user: UserRow | undefined;
  onClose: () => void;
}

/** SPEC 3's merchant link of a user (`UserMachine` get/set); an empty id unlinks. */
export function UserMerchantDialog({ user, onClose }: UserMerchantDialogProps) {
  const t = useTranslate();
  const id = user?.id ?? '';
  const link = useQuery({ ...queries.user.getMerchant({ UserId: id }), enabled: Boolean(user) });
  const save = useApiMutation(mutations.user.setMerchant);
  const [merchantId, setMerchantId] = useState<string>();
  useEffect(() => {
    // Editable once the stored link is in, so its arrival never replaces what was typed.
    setMerchantId(link.data?.UserId === id ? (link.data.merchantId ?? '') : undefined);
  }, [link.data, id]);

  const submit = async () => {
    try {
      await save.mutateAsync({ body: { UserId: id, merchantId: merchantId?.trim() || null } });
    } catch {
      return; // shown by the request core
    }
    message.success(t(m.merchantSaved));
    onClose();
  };

  return (
    <Dialog
      open={user !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={t(m.merchantOf, { account: user?.account ?? '' })}
      width={480}
      footer={
        <>
          <Button onClick={onClose}>{t(uiMessages.cancel)}</Button>
          <Button
            variant="primary"
            loading={save.isPending}
            disabled={merchantId === undefined}
            onClick={() => void submit()}
          >
            {t(kitMessages.save)}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField label={t(m.merchantId)} help={t(m.merchantHelp)}>
          <Input
            value={merchantId ?? ''}
            maxLength={64}
            disabled={merchantId === undefined}
            onChange={(event) => setMerchantId(event.target.value)}
          />
        </FormField>
      </form>
    </Dialog>
  );
}
