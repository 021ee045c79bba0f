export type { ColumnPin } from '../column-arrangement.ts';
export { changedValues, pickValues } from './changed-values.ts';
export type { ColumnSettingsProps } from './column-settings.tsx';
export { ColumnSettings } from './column-settings.tsx';
export { columnSettingsKey, readColumnShape, writeColumnShape } from './column-settings-store.ts';
export type { ColumnShape, ColumnShapeAction } from './column-shape.ts';
export { columnShapeReducer, EMPTY_COLUMN_SHAPE, parseColumnShape, shapeOrder } from './column-shape.ts';
export type { ConfirmDeleteOptions } from './confirm-delete.ts';
export { confirmDelete } from './confirm-delete.ts';
export { DATE_RANGE_SEPARATOR, dateRangeBounds, joinDateRange, splitDateRange } from './date-range.ts';
export { densityKey, readDensity, writeDensity } from './density-store.ts';
export type { DensitySwitchProps } from './density-switch.tsx';
export { DensitySwitch } from './density-switch.tsx';
export type { ExportTrayJob, KitExportJobRequest, StartExportJob } from './export-job-port.ts';
export { exportPercent, isActiveExport } from './export-job-port.ts';
export type { ExportTrayProps } from './export-tray.tsx';
export { ExportTray } from './export-tray.tsx';
export type {
  FormControlProps,
  FormDialogField,
  FormDialogProps,
  FormSubmitContext,
} from './form-dialog.tsx';
export { FormDialog, SUBMIT_LOCKOUT_MS } from './form-dialog.tsx';
export type { HistoryDrawerProps } from './history-drawer.tsx';
export { HistoryDrawer } from './history-drawer.tsx';
export type { KitHistoryChange, KitHistoryEntry, LoadHistory } from './history-entry.ts';
export type { HistoryFormat, HistoryTimelineProps } from './history-timeline.tsx';
export { HistoryTimeline } from './history-timeline.tsx';
export type { ImportDialogProps } from './import-dialog.tsx';
export { ImportDialog } from './import-dialog.tsx';
export { importMessages } from './import-messages.ts';
export type { ImportCounts, ImportState, ImportStep } from './import-session.ts';
export { ImportSession, importCounts } from './import-session.ts';
export type {
  KitCheckProgress,
  KitImportEndpoints,
  KitImportMode,
  KitImportPreview,
  KitImportResult,
  KitImportRow,
  KitImportRowCheck,
  KitImportStatus,
  KitUploadProgress,
} from './import-types.ts';
export type {
  ExplainGuard,
  KitFormDraft,
  KitPageDrafts,
  KitPermissions,
  KitPorts,
  KitProviderProps,
  UseUrlSearchParams,
} from './kit-context.tsx';
export { KitProvider, useKit } from './kit-context.tsx';
export { kitMessages } from './kit-messages.ts';
export { kitLazyCatalog } from './lazy-catalog.ts';
export type { ListColumn } from './list-column.ts';
export type { ListImport, ListImportButtonProps } from './list-import.tsx';
export type { ListPageProps } from './list-page.tsx';
export { ListPage } from './list-page.tsx';
export type { ListPageDraftsProps } from './list-page-drafts.tsx';
export { ListPageDrafts } from './list-page-drafts.tsx';
export { ListPageHistory } from './list-page-history.tsx';
export type { ListHistory, ListPageOptions, ListResult } from './list-page-options.ts';
export { ListPagePager } from './list-page-pager.tsx';
export type { ListPageRootProps } from './list-page-root.tsx';
export { ListPageRoot, useListPageContext } from './list-page-root.tsx';
export { ListPageSearch } from './list-page-search.tsx';
export type { ListHistoryState, ListPageState, ListTreeState } from './list-page-state.ts';
export type { ListPageTableProps } from './list-page-table.tsx';
export { ListPageTable } from './list-page-table.tsx';
export type { ListPageToolbarProps, ListToolbar } from './list-page-toolbar.tsx';
export { ListPageToolbar } from './list-page-toolbar.tsx';
export { ListPageViews } from './list-page-views.tsx';
export type { ListRequest, ListUrlState } from './list-url-state.ts';
export {
  readListUrlState,
  toListRequest,
  writeListUrlState,
} from './list-url-state.ts';
export type { MaskedValueProps } from './masked-value.tsx';
export { MaskedValue } from './masked-value.tsx';
export type { PersonalCellOptions } from './personal-cell.tsx';
export { personalCell } from './personal-cell.tsx';
export type { RevealDialogProps } from './reveal-dialog.tsx';
export { RevealDialog } from './reveal-dialog.tsx';
export type { RowAction, RowActionsProps } from './row-actions.tsx';
export { RowActions } from './row-actions.tsx';
export { saveBlob } from './save-blob.ts';
export { savedViewMessages } from './saved-view-messages.ts';
export {
  hasListParams,
  readViewParam,
  sameViewState,
  toSavedViewState,
  VIEW_PARAM,
  viewUrlState,
} from './saved-view-state.ts';
export type { OpenedView, SavedView, SavedViewState, SavedViewsPort } from './saved-views-port.ts';
export { SHARE_VIEW_BUTTON } from './saved-views-port.ts';
export type { SearchField, SearchFormProps, SearchValues } from './search-form.tsx';
export { SearchForm } from './search-form.tsx';
export type { ServerFieldError } from './server-field-errors.ts';
export { serverFieldErrors } from './server-field-errors.ts';
export type { StateSwitchProps } from './state-switch.tsx';
export { StateSwitch } from './state-switch.tsx';
export type { TreeFilterLayoutProps } from './tree-filter-layout.tsx';
export { TreeFilterLayout } from './tree-filter-layout.tsx';
export { branchIds, filterTreeBy } from './tree-match.ts';
export type { ColumnSettingsState } from './use-column-settings.ts';
export { columnPermitted, useColumnSettings } from './use-column-settings.ts';
export { useDensity } from './use-density.ts';
export { useListPage } from './use-list-page.ts';
export type { ListRows } from './use-list-rows.ts';
export { type ListUrlUpdate, useListUrlState } from './use-list-url-state.ts';
export type { SavedViewsInput, SavedViewsState } from './use-saved-views.ts';
export { useSavedViews } from './use-saved-views.ts';
export { useTreeFilter } from './use-tree-filter.ts';
export type { ExportWhoHas, LoadWhoHas, WhoHasHolder, WhoHasRequest, WhoHasTarget } from './who-has.ts';
export type { WhoHasDrawerProps } from './who-has-drawer.tsx';
export { WhoHasDrawer } from './who-has-drawer.tsx';
export type { WhoHasListProps } from './who-has-list.tsx';
export { WhoHasList } from './who-has-list.tsx';
export { whoHasMessages } from './who-has-messages.ts';
