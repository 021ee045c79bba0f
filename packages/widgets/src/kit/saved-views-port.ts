import type { TableDensity } from '../table-density.ts';
import type { ColumnShape } from './column-shape.ts';

/**
 * A list page's whole state as a saved view keeps it (the API's `SavedViewState`): the URL's keyword,
 * filters, sort and page size, the column shape and the density. Not the page number: a view opens on
 * page 1 (docs/guide/pages.md#saved-views).
 */
export interface SavedViewState {
  keyword?: string;
  filters: Record<string, string>;
  sidx?: string;
  sort?: 'asc' | 'desc';
  pageSize: 20 | 50 | 100 | 500;
  columns: ColumnShape;
  density: TableDensity;
}

/** One saved view as the person sees it: their own, or one another person shared on the page. */
export interface SavedView {
  id: string;
  pageId: string;
  name: string;
  state: SavedViewState;
  shared: boolean;
  ownerId: string;
  /** The owner's real name, shown beside a shared view. */
  ownerName: string;
  /** The person owns it: only then can they change, share or delete it. */
  mine: boolean;
  /** The person's default view of the page. */
  isDefault: boolean;
  lastModifyTime: number | null;
}

/** A view opened by id, with the filters removed because the records they named are gone. */
export interface OpenedView {
  view: SavedView;
  dropped: string[];
}

/**
 * Where saved views live (the app's API client). Calls reject as the app's request core does (it has
 * shown why); `info` resolves null for a view the person may not see. Without this port (`KitProvider`
 * with no `views`) list pages show no views menu.
 */
export interface SavedViewsPort {
  /** The person's own views of the page, then the views others shared on it. */
  list: (pageId: string) => Promise<SavedView[]>;
  info: (id: string) => Promise<OpenedView | null>;
  create: (input: {
    pageId: string;
    name: string;
    state: SavedViewState;
    shared?: boolean;
  }) => Promise<SavedView>;
  /** Only what changed. */
  update: (
    id: string,
    patch: { name?: string; state?: SavedViewState; shared?: boolean },
  ) => Promise<SavedView>;
  remove: (id: string) => Promise<unknown>;
  /** The person's default view of the page; null clears it. */
  setDefault: (pageId: string, viewId: string | null) => Promise<unknown>;
  /**
   * Shows the applied view's name in the page's tab and the document title (null: none applied). A hook:
   * the same function on every render.
   */
  useTitle?: (name: string | null) => void;
}

/** The button code that lets a person share their views of a page. */
export const SHARE_VIEW_BUTTON = 'btn_shareView';
