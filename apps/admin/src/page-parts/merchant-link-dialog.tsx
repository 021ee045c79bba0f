import type { AnyEndpoint } from '@pmc/api-client';
import {
  type ApiMutation,
  type ApiQueryOptions,
  type MutationVariables,
  useApiMutation,
} from '@pmc/api-client/react';
import { Button, Dialog, FormField, Input, message, uiMessages, useTranslate } from '@pmc/ui';
import { kitMessages } from '@pmc/widgets/kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { i18n } from '../app/i18n.ts';
import { merchantLinkMessages as m, merchantLinkCatalog } from './merchant-link-messages.ts';

// The dialog's texts arrive with the first page that shows it.
i18n.load(merchantLinkCatalog);

type StoredLink = { merchantId: string | null };

export interface MerchantLinkDialogProps<T extends StoredLink, E extends AnyEndpoint> {
  /** The record being linked; null closes the dialog. */
  record: { id: string; name: string } | null;
  /** The stored link of a record (the page's `getMerchant` query). */
  link: (id: string) => ApiQueryOptions<T>;
  /** The page's `setMerchant` mutation and the variables it takes for a record and a merchant id. */
  save: ApiMutation<E>;
  saveVariables: (id: string, merchantId: string | null) => MutationVariables<E>;
  onClose: () => void;
}

/**
 * The merchant link of a record (docs/guide/entities-and-states.md#merchant-link; `UserMachine`,
 * `DepartMachine` get/set), the same dialog for the user and department pages; an empty id unlinks.
 * @example
 * <MerchantLinkDialog
 *   record={linking && { id: linking.id, name: linking.fullName }}
 *   link={(id) => queries.department.getMerchant({ DepartId: id })}
 *   save={mutations.department.setMerchant}
 *   saveVariables={(id, merchantId) => ({ body: { DepartId: id, merchantId } })}
 *   onClose={() => setLinking(null)}
 * />
 */
export function MerchantLinkDialog<T extends StoredLink, E extends AnyEndpoint>({
  record,
  link,
  save,
  saveVariables,
  onClose,
}: MerchantLinkDialogProps<T, E>) {
  const t = useTranslate();
  const id = record?.id ?? '';
  const stored = useQuery({ ...link(id), enabled: record !== null });
  const saving = useApiMutation(save);
  const [merchantId, setMerchantId] = useState<string>();
  useEffect(() => {
    // Editable once the stored link is in, so its arrival never replaces what was typed.
    setMerchantId(stored.data ? (stored.data.merchantId ?? '') : undefined);
  }, [stored.data]);

  const submit = async () => {
    try {
      await saving.mutateAsync(saveVariables(id, merchantId?.trim() || null));
    } catch {
      return; // shown by the request core
    }
    message.success(t(m.saved));
    onClose();
  };

  return (
    <Dialog
      open={record !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(m.title, { name: record?.name ?? '' })}
      width={480}
      footer={
        <>
          <Button onClick={onClose}>{t(uiMessages.cancel)}</Button>
          <Button
            variant="primary"
            loading={saving.isPending}
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
        <FormField label={t(m.merchantId)} help={t(m.help)}>
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
