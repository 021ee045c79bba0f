import { message, type Translatable, useTranslate } from '@pmc/ui';
import { formatList } from '@pmc/validators';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { TableDensity } from '../table-density.ts';
import { useUiLocale } from '../use-ui-locale.ts';
import { EMPTY_COLUMN_SHAPE } from './column-shape.ts';
import { useKit } from './kit-context.tsx';
import { type ListUrlState, writeListUrlState } from './list-url-state.ts';
import { savedViewMessages as m } from './saved-view-messages.ts';
import {
  hasListParams,
  readViewParam,
  sameViewState,
  toSavedViewState,
  VIEW_PARAM,
  viewUrlState,
} from './saved-view-state.ts';
import { type SavedView, type SavedViewState, SHARE_VIEW_BUTTON } from './saved-views-port.ts';
import type { ColumnSettingsState } from './use-column-settings.ts';

/** What the views hook reads of the list it belongs to (from `useListPage`). */
export interface SavedViewsInput {
  pageId: string;
  /** Every URL parameter the list owns besides page, size, keyword and sort. */
  filterNames: readonly string[];
  /** A filter's name for notices: the search field's label, the page's `filterLabels`, else the name. */
  labelOf: (name: string) => Translatable;
  url: ListUrlState;
  columnSettings: ColumnSettingsState;
  density: TableDensity;
  setDensity: (next: TableDensity) => void;
}

/** The saved views of a list page (`ListPageState.views`), read by `ListPageViews`. */
export interface SavedViewsState {
  /** False without the app's views port: no menu. */
  enabled: boolean;
  /** The person's own views, then the views others shared, as the port lists them. */
  views: readonly SavedView[];
  /** The view applied now (named by `view` in the URL). */
  current: SavedView | undefined;
  /** The list differs from the applied view's saved state. */
  changed: boolean;
  /** The person holds `btn_shareView` on the page. */
  canShare: boolean;
  /** Applies a view (again, when it is the current one: its saved state comes back). */
  open: (id: string) => void;
  /** Back to the plain list: page defaults, no view. */
  clear: () => void;
  /** Saves the present state as a new view of the person's and applies it (also 复制为我的视图). */
  saveAs: (name: string, shared: boolean) => Promise<SavedView>;
  saveChanges: () => Promise<void>;
  rename: (name: string) => Promise<void>;
  share: (shared: boolean) => Promise<void>;
  remove: () => Promise<void>;
  /** 设为默认 / 取消默认 of the current view. */
  toggleDefault: () => Promise<void>;
}

const NO_VIEWS: readonly SavedView[] = [];
const noTitle = (_name: string | null) => {};

/**
 * Saved views through the kit's `views` port (docs/guide/pages.md#saved-views): the page's views
 * (TanStack Query), the view the URL names (`?view=<id>`, applied once it loads, with notices for a
 * view that cannot be opened or filters it lost), the person's default view on a plain arrival, and
 * the actions of the views menu.
 */
export function useSavedViews(input: SavedViewsInput): SavedViewsState {
  const { pageId, filterNames, url, columnSettings, density, setDensity } = input;
  const { views: port, useSearchParams, usePermissions } = useKit();
  const [params, setParams] = useSearchParams();
  const can = usePermissions();
  const t = useTranslate();
  const locale = useUiLocale();
  const client = useQueryClient();
  const enabled = port !== undefined;
  const viewId = readViewParam(params);
  const listKey = ['pmc-saved-views', pageId];
  const list = useQuery({ queryKey: listKey, queryFn: () => port?.list(pageId) ?? [], enabled });
  const opened = useQuery({
    queryKey: ['pmc-saved-view', viewId],
    queryFn: () => (viewId && port ? port.info(viewId) : null),
    enabled: enabled && viewId !== undefined,
    retry: false,
  });
  const [applied, setApplied] = useState<SavedView | null>(null);
  const arrived = useRef(false);
  const present = toSavedViewState(url, columnSettings.shape, density);
  const views = list.data ?? NO_VIEWS;
  const appliedNow = applied && applied.id === viewId ? applied : undefined;
  const current = appliedNow && (views.find((v) => v.id === appliedNow.id) ?? appliedNow);

  const withView = (id: string | undefined) => {
    const next = new URLSearchParams(params);
    if (id) next.set(VIEW_PARAM, id);
    else next.delete(VIEW_PARAM);
    return next;
  };
  const apply = (view: SavedView) => {
    const names = [...filterNames, ...Object.keys(view.state.filters)];
    setParams(writeListUrlState(viewUrlState(view.state), withView(view.id), names));
    columnSettings.setShape(view.state.columns);
    setDensity(view.state.density);
    setApplied(view);
  };
  const refresh = () => client.invalidateQueries({ queryKey: listKey });
  const keep = (view: SavedView) => {
    setApplied(view);
    client.setQueryData(['pmc-saved-view', view.id], { view, dropped: [] });
    void refresh();
  };

  // The view the URL names, once loaded; a view that cannot be opened gives way to the default view.
  const answered = opened.isSuccess || opened.isError;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the named view's answer comes
  useEffect(() => {
    if (!enabled || viewId === undefined || !answered || applied?.id === viewId) return;
    const answer = opened.data;
    if (answer) {
      apply(answer.view);
      const labels = answer.dropped.map((name) => t(input.labelOf(name)));
      if (labels.length > 0) message.warning(t(m.viewDropped, { names: formatList(labels, locale) }), 4000);
      return;
    }
    message.warning(t(m.viewNotFound), 4000);
    const fallback = views.find((v) => v.isDefault && v.id !== viewId);
    if (fallback) apply(fallback);
    else setParams(writeListUrlState(viewUrlState(PLAIN), withView(undefined), filterNames));
    setApplied(null);
  }, [enabled, viewId, answered, opened.data]);

  // A plain arrival (no view, no list parameters) opens the person's default view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the views first load
  useEffect(() => {
    if (arrived.current || !list.isSuccess) return;
    arrived.current = true;
    const fallback = list.data.find((v) => v.isDefault);
    if (fallback && viewId === undefined && !hasListParams(params, filterNames))
      setParams(withView(fallback.id));
  }, [list.isSuccess]);

  const useTitle = port?.useTitle ?? noTitle;
  useTitle(current?.name ?? null);

  return {
    enabled,
    views,
    current,
    changed: appliedNow !== undefined && !sameViewState(present, appliedNow.state),
    canShare: can.button(SHARE_VIEW_BUTTON),
    open: (id) => {
      if (appliedNow && id === appliedNow.id) apply(appliedNow);
      else setParams(withView(id));
    },
    clear: () => {
      setParams(writeListUrlState(viewUrlState(PLAIN), withView(undefined), filterNames));
      columnSettings.reset();
      setDensity('default');
      setApplied(null);
    },
    saveAs: async (name, shared) => {
      const created = await required(port).create({ pageId, name, state: present, shared });
      setParams(withView(created.id));
      keep(created);
      return created;
    },
    saveChanges: async () => {
      if (current) keep(await required(port).update(current.id, { state: present }));
    },
    rename: async (name) => {
      if (current) keep(await required(port).update(current.id, { name }));
    },
    share: async (shared) => {
      if (current) keep(await required(port).update(current.id, { shared }));
    },
    remove: async () => {
      if (!current) return;
      await required(port).remove(current.id);
      setParams(withView(undefined));
      setApplied(null);
      await refresh();
    },
    toggleDefault: async () => {
      if (!current) return;
      await required(port).setDefault(pageId, current.isDefault ? null : current.id);
      await refresh();
    },
  };
}

/** The plain list: no keyword, filters or sort, the default page size. */
const PLAIN: SavedViewState = { filters: {}, pageSize: 20, columns: EMPTY_COLUMN_SHAPE, density: 'default' };

function required<T>(port: T | undefined): T {
  if (!port) throw new Error('@pmc/widgets: saved views need the kit’s `views` port.');
  return port;
}
