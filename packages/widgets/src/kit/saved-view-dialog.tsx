import { Checkbox, type Translatable } from '@pmc/ui';
import { z } from 'zod';
import { FormDialog, type FormDialogField } from './form-dialog.tsx';
import { savedViewMessages as m } from './saved-view-messages.ts';

/** Longest view name the API keeps. */
const NAME_MAX = 50;

interface ViewValues {
  name: string;
  shared: boolean;
}

const nameField: FormDialogField<ViewValues> = {
  name: 'name',
  label: m.viewName,
  required: true,
  permission: false,
  maxLength: NAME_MAX,
};

const sharedField: FormDialogField<ViewValues> = {
  name: 'shared',
  label: m.viewShareAll,
  permission: false,
  render: ({ value, onChange, disabled }) => (
    <Checkbox checked={value === true} disabled={disabled} onCheckedChange={(v) => onChange(v === true)} />
  ),
};

export interface SavedViewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 另存为视图 / 重命名 / 复制为我的视图. */
  heading: Translatable;
  /** The name to start from (the view's, when renaming or copying). */
  name?: string;
  /** Offers 共享给所有可访问此页面的人 (the person holds `btn_shareView`). */
  offerShare: boolean;
  /** Saves; throw (as the request core does) to keep the dialog open, a 400 naming `name` lands on it. */
  onSave: (name: string, shared: boolean) => Promise<unknown>;
}

/**
 * Asks a view's name (and whether to share it) for 另存为视图…, 重命名… and 复制为我的视图; nothing of it
 * is kept as a draft (docs/guide/pages.md#saved-views).
 */
export function SavedViewDialog(props: SavedViewDialogProps) {
  const { open, onOpenChange, heading, name = '', offerShare, onSave } = props;
  return (
    <FormDialog<ViewValues>
      open={open}
      onOpenChange={onOpenChange}
      title={m.viewTitle}
      heading={heading}
      defaults={{ name, shared: false }}
      schema={(tr) =>
        z.object({
          name: z.string().trim().min(1, tr(m.viewNameRequired)).max(NAME_MAX),
          shared: z.boolean(),
        })
      }
      fields={offerShare ? [nameField, sharedField] : [nameField]}
      width={420}
      draftId={false}
      onSubmit={async (values) => onSave((values.name ?? '').trim(), values.shared === true)}
    />
  );
}
