import {
  ChevronDown,
  Columns3,
  Download,
  KeyRound,
  type LucideIcon,
  Pencil,
  Plus,
  RotateCw,
  Rows3,
  Trash,
  Unlock,
  Upload,
} from 'lucide-react';
import type { ReactNode } from 'react';

/** The kit's toolbar icons: each lucide icon its own module, so only these reach a bundle. */
export const toolbarIcons = {
  add: Plus,
  export: Download,
  import: Upload,
  refresh: RotateCw,
  density: Rows3,
  columns: Columns3,
  more: ChevronDown,
} satisfies Record<string, LucideIcon>;

// Row actions the kit knows by their key; others go without an icon unless they bring one.
const ROW_ACTION_ICONS: Record<string, LucideIcon> = {
  edit: Pencil,
  remove: Trash,
  delete: Trash,
  resetPwd: KeyRound,
  resetPassword: KeyRound,
  unlock: Unlock,
};

/** An icon beside a word: decoration only, hidden from screen readers (the word is the name). */
export function ActionIcon({ icon: Icon }: { icon: LucideIcon }): ReactNode {
  return <Icon aria-hidden="true" size={14} strokeWidth={2} className="pmc-action-icon" />;
}

/** The icon of a row action by its key, if the kit knows one. */
export function rowActionIcon(key: string): LucideIcon | undefined {
  return ROW_ACTION_ICONS[key];
}
