import { EMPTY_COLUMN_SHAPE } from './column-shape.ts';
import type { SavedView, SavedViewState, SavedViewsPort } from './saved-views-port.ts';

/** A view for tests and stories: the person's own, unless told otherwise. */
export function fakeView(id: string, name: string, extra: Partial<SavedView> = {}): SavedView {
  const state: SavedViewState = {
    filters: {},
    pageSize: 20,
    columns: EMPTY_COLUMN_SHAPE,
    density: 'default',
  };
  return {
    id,
    pageId: 'users',
    name,
    state,
    shared: false,
    ownerId: 'me',
    ownerName: '管理员',
    mine: true,
    isDefault: false,
    lastModifyTime: null,
    ...extra,
  };
}

/**
 * A saved views port kept in memory (the kit's tests and the catalogue's story): `dropped` names the
 * filters `info` reports gone, ids in `hidden` answer as views the person may not see.
 */
export function fakeViewsPort(
  start: readonly SavedView[],
  options: { dropped?: string[]; hidden?: string[]; useTitle?: (name: string | null) => void } = {},
): SavedViewsPort & { views: SavedView[] } {
  const views = [...start];
  let next = views.length + 1;
  const find = (id: string) => {
    const view = views.find((v) => v.id === id);
    if (!view) throw new Error(`no view ${id}`);
    return view;
  };
  return {
    views,
    list: async () => views.map((v) => ({ ...v })),
    info: async (id) => {
      const view = views.find((v) => v.id === id);
      if (!view || options.hidden?.includes(id)) return null;
      const dropped = options.dropped ?? [];
      const filters = Object.fromEntries(
        Object.entries(view.state.filters).filter(([k]) => !dropped.includes(k)),
      );
      return { view: { ...view, state: { ...view.state, filters } }, dropped };
    },
    create: async ({ pageId, name, state, shared = false }) => {
      const view = { ...fakeView(`v${next++}`, name), pageId, state, shared };
      views.push(view);
      return view;
    },
    update: async (id, patch) => {
      const view = Object.assign(find(id), patch);
      return { ...view };
    },
    remove: async (id) => {
      views.splice(views.indexOf(find(id)), 1);
    },
    setDefault: async (_pageId, viewId) => {
      for (const view of views) view.isDefault = view.id === viewId;
      return { viewId };
    },
    useTitle: options.useTitle,
  };
}
