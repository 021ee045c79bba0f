import type { Department } from '@pmc/api-client/contract';
import { useApiMutation } from '@pmc/api-client/react';
import { Button, Dialog, FormField, Input, message, uiMessages, useTranslate } from '@pmc/ui';
import { kitMessages } from '@pmc/widgets/kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { mutations, queries } from '../../../app/queries.ts';
import { departmentMessages as m } from './messages.ts';

export interface DepartmentMerchantDialogProps {
  department: Pick<Department, 'id' | 'fullName'> | null;
  onClose: () => void;
}

/** SPEC 3's merchant link of a department (`DepartMachine` get/set); an empty id unlinks. */
export function DepartmentMerchantDialog({ department, onClose }: DepartmentMerchantDialogProps) {
  const t = useTranslate();
  const id = department?.id ?? '';
  const link = useQuery({
    ...queries.department.getMerchant({ DepartId: id }),
    enabled: Boolean(department),
  });
  const save = useApiMutation(mutations.department.setMerchant);
  const [merchantId, setMerchantId] = useState<string>();
  useEffect(() => {
    setMerchantId(link.data?.DepartId === id ? (link.data.merchantId ?? '') : undefined);
  }, [link.data, id]);

  const submit = async () => {
    try {
      await save.mutateAsync({ body: { DepartId: id, merchantId: merchantId?.trim() || null } });
    } catch {
      return; // shown by the request core
    }
    message.success(t(m.merchantSaved));
    onClose();
  };

  return (
    <Dialog
      open={department !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(m.merchantTitle, { name: department?.fullName ?? '' })}
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
        <FormField label={t(m.merchantId)} help={t(m.merchantHint)}>
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
