import type { Translatable } from '@pmc/ui';
import { type ReactNode, useMemo, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FormDialogField } from './form-dialog-field.tsx';
import { FormDraft, formDraftId } from './form-draft.tsx';

export interface FormDialogDraftOptions<V extends FieldValues> {
  form: Pick<UseFormReturn<V>, 'control' | 'setValue'>;
  open: boolean;
  dirty: boolean;
  mode: 'create' | 'edit';
  /** The fields shown: only these are kept, password and secret ones aside. */
  shown: readonly FormDialogField<V>[];
  /** What the form opened with (the record's values over the defaults). */
  initial: Record<string, unknown>;
  /** Record keys sent with every edit (its version): kept with an edit's draft to catch a newer save. */
  carry: readonly string[];
  /** The form's own draft id; `false`: keep nothing. Default: title, mode and record id. */
  draftId: string | false | undefined;
  title: Translatable;
  recordId: string | undefined;
  record: unknown;
}

export interface FormDialogDraft {
  /** Put on an element at the top of the form: the draft's offer (继续编辑 / 丢弃) shows there. */
  slot: (element: HTMLDivElement | null) => void;
  /** Mount beside the dialog (not in it), so it sees the form turn clean as the dialog closes. */
  draft: ReactNode;
}

/**
 * A FormDialog's unsaved input kept across a forced reload (`KitProvider.useFormDraft`): offered back
 * when the same form opens again, restored as the person's own edits, and, for an edit, kept with what
 * the record held, so restoring it over a record someone else has changed since is caught (the conflict)
 * rather than overwriting their change. Passwords and secret fields are never kept.
 */
export function useFormDialogDraft<V extends FieldValues>(
  options: FormDialogDraftOptions<V>,
): FormDialogDraft {
  const { form, open, dirty, mode, shown, initial, carry } = options;
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const names = useMemo(() => shown.map((f) => f.name as string), [shown]);
  const secret = useMemo(
    () => shown.filter((f) => f.secret || f.type === 'password').map((f) => f.name as string),
    [shown],
  );
  // An edit's draft remembers what the record held (its version among it), so restoring it over a
  // record someone else changed since is caught rather than overwriting their change.
  const base = useMemo(() => {
    if (mode !== 'edit') return undefined;
    const keys = [...names.filter((name) => !secret.includes(name)), ...carry];
    return Object.fromEntries(keys.filter((key) => key in initial).map((key) => [key, initial[key]]));
  }, [mode, names, secret, carry, initial]);
  const draft =
    options.draftId === false ? null : (
      <FormDraft
        control={form.control}
        setValue={form.setValue}
        id={
          options.draftId ??
          formDraftId(
            options.title,
            mode,
            options.recordId !== undefined ? { id: options.recordId } : options.record,
          )
        }
        names={names}
        secret={secret}
        dirty={open && dirty}
        enabled={open}
        base={base}
        slot={slot}
      />
    );
  return { slot: setSlot, draft };
}
