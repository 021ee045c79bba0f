import { Button, useTranslate } from '@pmc/ui';
import { type ReactNode, useState } from 'react';
import type { DataTableColumn } from '../data-table-columns.tsx';
import { ActionIcon, toolbarIcons } from './action-icons.tsx';
import { ColumnSettings } from './column-settings.tsx';
import { DensitySwitch } from './density-switch.tsx';
import { useKit } from './kit-context.tsx';
import { kitMessages as m } from './kit-messages.ts';
import { ACTIONS_ID } from './list-actions-column.ts';
import { type ListImport, ListImportButton } from './list-import.tsx';
import { useListPageContext } from './list-page-root.tsx';
import { ListPageViews } from './list-page-views.tsx';
import type { ListRequest } from './list-url-state.ts';

export interface ListToolbar {
  /** 新建: shown with the `addPermission` button code (default btn_add). */
  onAdd?: () => void;
  addPermission?: string;
  /** 导出 the current filter: shown with `exportPermission` (default btn_export). */
  onExport?: (request: ListRequest) => Promise<unknown>;
  exportPermission?: string;
  /**
   * 导出 as a background job (the kit's `startExportJob` port): the list's name on the server and its
   * filter from the list's request. Without the port, `onExport` runs as before.
   */
  exportJob?: { list: string; filter: (request: ListRequest) => Record<string, unknown> };
  /** More buttons, after 新建 (e.g. 导入). */
  extra?: ReactNode;
}

export interface ListPageToolbarProps {
  toolbar?: ListToolbar;
  /** 导入 and the kit's import flow. */
  import?: ListImport;
}

/**
 * A list page's toolbar: 新建, 导入, the page's own and the batch buttons at the start; the views menu,
 * 导出, 展开全部 / 折叠全部, 刷新, density and 列设置 at the end (the views menu in this row, not one of
 * its own, so a dense list keeps its rows on one screen). Buttons the permissions deny are left out, or drawn
 * with what they need in explain mode. 导出 exports the list's current filter; the batch buttons
 * (`batchActions`) show while rows are chosen.
 *
 * @example
 * <ListPageToolbar toolbar={{ onAdd: () => setEditing({}), onExport: exportUsers }} import={userImport} />
 */
export function ListPageToolbar(props: ListPageToolbarProps) {
  const { toolbar = {} } = props;
  const list = useListPageContext();
  const { request, selection, tree, columnSettings: settings } = list;
  const batch =
    list.options.batchActions && selection.keys.length > 0
      ? list.options.batchActions(selection.keys, selection.rows)
      : null;
  const t = useTranslate();
  const kit = useKit();
  const can = kit.usePermissions();
  const addCode = toolbar.addPermission ?? 'btn_add';
  const exportCode = toolbar.exportPermission ?? 'btn_export';
  // Explain mode shows the guarded buttons whether granted or not, drawn with what they need.
  const guarded = (code: string, element: ReactNode) =>
    can.explain ? can.explain('button', code, can.button(code), element) : element;
  const showAdd = toolbar.onAdd && (can.button(addCode) || can.explain);
  const asJob = toolbar.exportJob && kit.startExportJob ? toolbar.exportJob : undefined;
  const showExport = (toolbar.onExport || asJob) && (can.button(exportCode) || can.explain);
  const [exporting, setExporting] = useState(false);
  const exportRows = async () => {
    setExporting(true);
    try {
      if (asJob && kit.startExportJob)
        await kit.startExportJob({ list: asJob.list, filter: asJob.filter(request), format: 'xlsx' });
      else await toolbar.onExport?.(request);
    } catch {
      // the request core has shown why
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="pmc-list-page__toolbar" role="toolbar" aria-label={t(m.toolbar)}>
      <div className="pmc-list-page__toolbar-start">
        {showAdd
          ? guarded(
              addCode,
              <Button variant="primary" onClick={toolbar.onAdd} data-testid="kit-add">
                <ActionIcon icon={toolbarIcons.add} />
                {t(m.add)}
              </Button>,
            )
          : null}
        {props.import && (can.button(props.import.permission ?? 'btn_add') || can.explain) ? (
          <ListImportButton config={props.import} guarded={guarded} onImported={list.refresh} />
        ) : null}
        {toolbar.extra}
        {batch}
      </div>
      <div className="pmc-list-page__toolbar-end">
        <ListPageViews />
        {showExport
          ? guarded(
              exportCode,
              <Button onClick={() => void exportRows()} loading={exporting} data-testid="kit-export">
                <ActionIcon icon={toolbarIcons.export} />
                {t(m.export)}
              </Button>,
            )
          : null}
        {tree.expandAll ? (
          <>
            <Button onClick={() => tree.expandAll?.(true)}>{t(m.expandAll)}</Button>
            <Button onClick={() => tree.expandAll?.(false)}>{t(m.collapseAll)}</Button>
          </>
        ) : null}
        <Button onClick={list.refresh} data-testid="kit-refresh" aria-label={t(m.refresh)}>
          <ActionIcon icon={toolbarIcons.refresh} />
          {t(m.refresh)}
        </Button>
        <DensitySwitch value={list.density} onChange={list.setDensity} />
        <ColumnSettings
          columns={settings.permitted.filter((c) => c.id !== ACTIONS_ID) as DataTableColumn<never>[]}
          isVisible={settings.isVisible}
          onToggle={settings.setVisible}
          onReset={settings.reset}
          onMove={settings.move}
          onPin={settings.pin}
          pinOf={settings.pinOf}
        />
      </div>
    </div>
  );
}
