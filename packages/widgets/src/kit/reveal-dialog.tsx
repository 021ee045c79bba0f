import { type Translatable, useTranslate } from '@pmc/ui';
import { z } from 'zod';
import { FormDialog, type FormDialogField } from './form-dialog.tsx';
import { kitMessages as m } from './kit-messages.ts';

/** Longest reason the operation log keeps. */
const REASON_MAX = 200;

interface RevealValues {
  reason: string;
}

const fields: FormDialogField<RevealValues>[] = [
  {
    name: 'reason',
    label: m.revealReason,
    type: 'textarea',
    required: true,
    permission: false,
    maxLength: REASON_MAX,
  },
];

export interface RevealDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The value's label (手机), named in the title. */
  label: Translatable;
  /** Sends the reason; throw (as the request core does) to keep the dialog open. */
  onReveal: (reason: string) => Promise<unknown>;
}

/**
 * Asks why a masked personal value is to be shown in full: a reason is required (it is kept in the
 * operation log with who asked, whose record and which field). Nothing of it is kept as a draft.
 *
 * @example
 * <RevealDialog open={asking} onOpenChange={setAsking} label="手机"
 *   onReveal={(reason) => api.user.revealPersonal({ params: { id }, body: { field: 'mobile', reason } })} />
 */
export function RevealDialog({ open, onOpenChange, label, onReveal }: RevealDialogProps) {
  const t = useTranslate();
  return (
    <FormDialog<RevealValues>
      open={open}
      onOpenChange={onOpenChange}
      title={label}
      heading={t(m.revealTitle, { field: t(label) })}
      defaults={{ reason: '' }}
      schema={(tr) =>
        z.object({
          reason: z.string().trim().min(1, tr(m.revealReasonRequired)).max(REASON_MAX),
        })
      }
      fields={fields}
      width={420}
      submitLabel={m.reveal}
      successMessage={false}
      draftId={false}
      onSubmit={async (values) => onReveal((values.reason ?? '').trim())}
    />
  );
}
