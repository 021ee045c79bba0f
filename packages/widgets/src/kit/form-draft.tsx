import type { Translatable } from '@pmc/ui';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { type Control, type FieldValues, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useKit } from './kit-context.tsx';

export interface FormDraftProps<V extends FieldValues> {
  control: Control<V>;
  setValue: UseFormSetValue<V>;
  /** The form's id within its page. */
  id: string;
  /** The fields shown: only these are kept and put back. */
  names: readonly string[];
  /** Password inputs and fields declared secret: never kept. */
  secret: readonly string[];
  dirty: boolean;
  enabled: boolean;
  /** What the form loaded when editing (the record's shown fields and its version), else nothing. */
  base?: Record<string, unknown>;
  /** Where the offer is shown: the top of the dialog's form (null while it is closed). */
  slot: HTMLElement | null;
}

/**
 * A dialog form's part in keeping unsaved input across a forced reload (the kit's `useFormDraft` port).
 * Its own component, so watching every keystroke re-renders only it, not the whole form; mounted beside
 * the dialog rather than in it, so it still sees the form turn clean as a save or 取消 closes the dialog.
 */
export function FormDraft<V extends FieldValues>(props: FormDraftProps<V>): ReactNode {
  const { useFormDraft } = useKit();
  const watched = useWatch({ control: props.control }) as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const name of props.names) if (!props.secret.includes(name)) values[name] = watched[name];
  const offer = useFormDraft({
    id: props.id,
    values,
    dirty: props.dirty,
    secret: props.secret,
    enabled: props.enabled,
    ...(props.base ? { base: props.base } : {}),
    // Put back as the person's own edits: the form is dirty and a save sends only what changed.
    apply: (kept) => {
      for (const [name, value] of Object.entries(kept))
        if (props.names.includes(name) && !props.secret.includes(name))
          props.setValue(name as never, value as never, { shouldDirty: true });
    },
  });
  return offer && props.slot ? createPortal(offer, props.slot) : null;
}

/** What a dialog's draft id says: the mode and record id, read back by the list page's offer. */
export function parseFormDraftId(id: string): { mode: 'create' | 'edit'; record: string } | undefined {
  const match = /:(create|edit):([^:]*)$/.exec(id);
  return match ? { mode: match[1] as 'create' | 'edit', record: match[2] ?? '' } : undefined;
}

/** The default id of a dialog form: its entity, mode and record (`用户:edit:42`). */
export function formDraftId(title: Translatable, mode: 'create' | 'edit', record: unknown): string {
  const entity = typeof title === 'string' ? title : title.id;
  const id = record && typeof record === 'object' && 'id' in record ? String(record.id) : '';
  return `${entity}:${mode}:${id}`;
}
