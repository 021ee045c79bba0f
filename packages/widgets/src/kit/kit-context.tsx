import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { StartExportJob } from './export-job-port.ts';
import type { LoadHistory } from './history-entry.ts';
import type { SavedViewsPort } from './saved-views-port.ts';

/**
 * Explain mode's drawing of a guarded element: what it needs and whether it is granted (the app passes
 * `@pmc/permissions/react`'s `ExplainOutline`). A denied element is drawn too, so it must come back inert.
 */
export type ExplainGuard = (
  kind: 'button' | 'column' | 'form',
  code: string,
  granted: boolean,
  element: ReactNode,
) => ReactNode;

/**
 * Whether the current page grants a button, column or form field code
 * (docs/guide/permissions.md#buttons-columns-and-form-fields).
 */
export interface KitPermissions {
  button: (code: string) => boolean;
  column: (code: string) => boolean;
  form: (code: string) => boolean;
  /** Set while explain mode is on: the kit's guarded buttons show, granted or not, drawn by it. */
  explain?: ExplainGuard;
}

/** Reads and writes the query part of the current URL (react-router's `useSearchParams`, say). */
export type UseUrlSearchParams = () => readonly [
  URLSearchParams,
  (next: URLSearchParams, options?: { replace?: boolean }) => void,
];

/** What a kit form tells the draft port (`@pmc/layout/react`'s `useFormDraft` has this shape). */
export interface KitFormDraft {
  /** The form's id within its page. */
  id: string;
  values: Record<string, unknown>;
  dirty: boolean;
  /** Names never kept: password inputs and fields declared secret. */
  secret: readonly string[];
  /** Puts kept values back as the person's edits. */
  apply: (values: Record<string, unknown>) => void;
  /** False while the form is not shown. */
  enabled: boolean;
  /** What the form loaded (an edited record's values and version), so a restore can tell a newer record. */
  base?: Record<string, unknown>;
}

/** The page's forms with unsaved input to offer on arrival (`@pmc/layout/react`'s `usePageDrafts`). */
export interface KitPageDrafts {
  /** Their ids, e.g. `user:edit:42` (a FormDialog's `draftId`). */
  forms: readonly string[];
  /** Asks the form to take its draft back once it shows. */
  resume: (form: string) => void;
  discard: (form: string) => void;
}

const NO_DRAFTS: KitPageDrafts = { forms: [], resume: () => {}, discard: () => {} };

/** What the app plugs into the kit once; every part has a default that works alone. */
export interface KitPorts {
  /** The URL adapter: list queries live in the URL so reloads, links and tabs keep them. */
  useSearchParams: UseUrlSearchParams;
  /** The current page's permissions; default: everything allowed. */
  usePermissions: () => KitPermissions;
  /**
   * Registers a form with unsaved changes, so the app can ask before its tab closes or the user
   * signs out (`@pmc/layout`'s close-veto). Default: nothing to register with.
   */
  useUnsavedGuard: (dirty: boolean) => void;
  /**
   * Keeps a form's unsaved input across a forced reload and returns the offer to restore it, shown at
   * the top of the form (`@pmc/layout/react`'s `useFormDraft`). Default: nothing is kept.
   */
  useFormDraft: (draft: KitFormDraft) => ReactNode;
  /**
   * The page's dialog drafts a forced reload left, which ListPage offers on arrival (继续编辑 / 丢弃)
   * (`@pmc/layout/react`'s `usePageDrafts`). Default: none.
   */
  usePageDrafts: () => KitPageDrafts;
  /** False while the page sits in a hidden tab: its dialogs hide too. Default: always true. */
  usePageActive: () => boolean;
  /** Where column settings are remembered (`park_` keys in localStorage by default). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Whose settings they are (the signed-in account), so two users of one browser do not share them. */
  userKey: string;
  /**
   * Reads a record's change history; with it, list pages that declare a history kind offer a 历史 row
   * action. Default: none (no 历史 action).
   */
  loadHistory: LoadHistory | undefined;
  /**
   * Where saved views live; with it, list pages show the views menu beside their search
   * (docs/guide/pages.md#saved-views). Default: none (no menu).
   */
  views: SavedViewsPort | undefined;
  /**
   * Starts an export as a background job shown in the app's export tray; with it, 导出 on a list whose
   * toolbar names its `exportJob` starts a job instead of downloading at once. Default: none.
   */
  startExportJob: StartExportJob | undefined;
  /**
   * The URL's query as it is now (the address bar's), read when a list changes its query: a router may
   * render a navigation in a transition, so a click can come before the page has rendered with the
   * query a moment-old navigation wrote (a tree's filter). Default: none (the query last rendered).
   */
  latestSearchParams: (() => URLSearchParams) | undefined;
}

function useMemorySearchParams(): ReturnType<UseUrlSearchParams> {
  const [params, setParams] = useState(() => new URLSearchParams());
  return [params, setParams] as const;
}

const ALLOW_ALL: KitPermissions = { button: () => true, column: () => true, form: () => true };

const defaults: KitPorts = {
  useSearchParams: useMemorySearchParams,
  usePermissions: () => ALLOW_ALL,
  useUnsavedGuard: () => {},
  useFormDraft: () => null,
  usePageDrafts: () => NO_DRAFTS,
  usePageActive: () => true,
  storage: typeof localStorage === 'undefined' ? null : localStorage,
  userKey: '',
  loadHistory: undefined,
  views: undefined,
  startExportJob: undefined,
  latestSearchParams: undefined,
};

const KitContext = createContext<KitPorts>(defaults);

export interface KitProviderProps extends Partial<KitPorts> {
  children?: ReactNode;
}

/**
 * Plugs the app's URL, permissions, unsaved-form guard and storage into the list-page kit. Mount it
 * once around the pages; the hooks given must be the same functions on every render.
 *
 * @example
 * <KitProvider
 *   useSearchParams={useSearchParams}                // react-router-dom
 *   usePermissions={useKitPermissions}               // from @pmc/permissions/react
 *   useUnsavedGuard={(dirty) => useCloseGuard(dirty)} // from @pmc/layout/react
 *   useFormDraft={useFormDraft}                      // from @pmc/layout/react
 *   usePageDrafts={usePageDrafts}                    // from @pmc/layout/react
 *   userKey={session.userInfo.account}
 *   views={savedViewsPort}                           // the app's saved views API
 * >
 *   <Outlet />
 * </KitProvider>
 */
export function KitProvider({ children, ...ports }: KitProviderProps) {
  const parent = useContext(KitContext);
  const {
    useSearchParams,
    usePermissions,
    useUnsavedGuard,
    useFormDraft,
    usePageDrafts,
    usePageActive,
    storage,
    userKey,
    loadHistory,
    views,
    startExportJob,
    latestSearchParams,
  } = ports;
  const value = useMemo<KitPorts>(
    () => ({
      useSearchParams: useSearchParams ?? parent.useSearchParams,
      usePermissions: usePermissions ?? parent.usePermissions,
      useUnsavedGuard: useUnsavedGuard ?? parent.useUnsavedGuard,
      useFormDraft: useFormDraft ?? parent.useFormDraft,
      usePageDrafts: usePageDrafts ?? parent.usePageDrafts,
      usePageActive: usePageActive ?? parent.usePageActive,
      storage: storage === undefined ? parent.storage : storage,
      userKey: userKey ?? parent.userKey,
      loadHistory: loadHistory ?? parent.loadHistory,
      views: views ?? parent.views,
      startExportJob: startExportJob ?? parent.startExportJob,
      latestSearchParams: latestSearchParams ?? parent.latestSearchParams,
    }),
    [
      parent,
      useSearchParams,
      usePermissions,
      useUnsavedGuard,
      useFormDraft,
      usePageDrafts,
      usePageActive,
      storage,
      userKey,
      loadHistory,
      views,
      startExportJob,
      latestSearchParams,
    ],
  );
  return <KitContext value={value}>{children}</KitContext>;
}

/** The ports the app gave `<KitProvider>` (or the defaults). */
export function useKit(): KitPorts {
  return useContext(KitContext);
}
