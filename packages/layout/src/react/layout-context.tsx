import { createContext, useContext } from 'react';
import type { CloseGuards } from '../close-guards.ts';
import type { DraftStore } from '../draft-store.ts';
import type { LayoutMenuEntry } from '../menu-entry.ts';
import type { SettingsStore } from '../settings-store.ts';
import type { TabsStore } from '../tabs-store.ts';
import type { RenderMenuIcon } from './menu-icon.tsx';

/** What the Shell shares with its parts (header tools, tab bar, drawers). */
export interface LayoutContextValue {
  menu: readonly LayoutMenuEntry[];
  currentPath: string;
  onNavigate: (path: string) => void;
  openWindow: (url: string) => void;
  settings: SettingsStore;
  tabs: TabsStore;
  renderIcon: RenderMenuIcon;
  /** Re-renders the page at `path` from scratch. */
  refresh: (path: string) => void;
  /** Tabs holding unsaved forms (see `useCloseGuard`). */
  guards: CloseGuards;
  /** Resolves true when none of `paths` (all tabs without it) holds unsaved work, or the user agrees to drop it. */
  confirmClose: (paths?: readonly string[]) => Promise<boolean>;
  /** Where unsaved form input is kept across a forced reload (see `useFormDraft`); none without it. */
  drafts?: DraftStore;
}

export const LayoutContext = createContext<LayoutContextValue | null>(null);

/**
 * The Shell's shared state, for custom header tools placed inside it.
 *
 * @example
 * const { settings, onNavigate } = useLayout();
 */
export function useLayout(): LayoutContextValue {
  const value = useContext(LayoutContext);
  if (!value) throw new Error('@pmc/layout: useLayout() must be called inside <Shell>.');
  return value;
}
