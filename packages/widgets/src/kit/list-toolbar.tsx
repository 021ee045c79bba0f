import { Button, useTranslate } from '@pmc/ui';
import { type ReactNode, useState } from 'react';
import { ActionIcon, toolbarIcons } from './action-icons.tsx';
import { ColumnSettings, type ColumnSettingsProps } from './column-settings.tsx';
import { DensitySwitch, type DensitySwitchProps } from './density-switch.tsx';
import { useKit } from './kit-context.tsx';
import { kitMessages as m } from './kit-messages.ts';
import { type ListImport, ListImportButton } from './list-import.tsx';
import type { ListRequest } from './list-query.ts';

export interface ListToolbar {
  /** 新建: shown with the `addPermission` button code (default btn_add). */
  onAdd?: () => void;
  addPermission?: string;
  /** 导出 the current filter: shown with `exportPermission` (default btn_export). */
  onExport?: (request: ListRequest) => Promise<unknown>;
  exportPermission?: string;
  /** More buttons, after 新建 (e.g. 导入). */
  extra?: ReactNode;
}

export interface ListPageToolbarProps {
  toolbar: ListToolbar;
  import: ListImport | undefined;
  /** The list's current filter: what 导出 exports. */
  request: ListRequest;
  /** The batch buttons while rows are chosen. */
  batch: ReactNode;
  /** 展开全部 / 折叠全部 of a tree list that has all its rows. */
  onExpandAll: ((open: boolean) => void) | undefined;
  onRefresh: () => void;
  density: DensitySwitchProps;
  columnSettings: ColumnSettingsProps;
}

/**
 * A list page's toolbar: 新建, 导入, the page's own and the batch buttons at the start; 导出, 展开全部 /
 * 折叠全部, 刷新, density and 列设置 at the end. Buttons the permissions deny are left out, or drawn
 * with what they need in explain mode.
 */
export function ListPageToolbar(props: ListPageToolbarProps) {
  const { toolbar, request } = props;
  const t = useTranslate();
  const can = useKit().usePermissions();
  const addCode = toolbar.addPermission ?? 'btn_add';
  const exportCode = toolbar.exportPermission ?? 'btn_export';
  // Explain mode shows the guarded buttons whether granted or not, drawn with what they need.
  const guarded = (code: string, element: ReactNode) =>
    can.explain ? can.explain('button', code, can.button(code), element) : element;
  const showAdd = toolbar.onAdd && (can.button(addCode) || can.explain);
  const showExport = toolbar.onExport && (can.button(exportCode) || can.explain);
  const [exporting, setExporting] = useState(false);
  const exportRows = async () => {
    setExporting(true);
    try {
      await toolbar.onExport?.(request);
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
          <ListImportButton config={props.import} guarded={guarded} onImported={props.onRefresh} />
        ) : null}
        {toolbar.extra}
        {props.batch}
      </div>
      <div className="pmc-list-page__toolbar-end">
        {showExport
          ? guarded(
              exportCode,
              <Button onClick={() => void exportRows()} loading={exporting} data-testid="kit-export">
                <ActionIcon icon={toolbarIcons.export} />
                {t(m.export)}
              </Button>,
            )
          : null}
        {props.onExpandAll ? (
          <>
            <Button onClick={() => props.onExpandAll?.(true)}>{t(m.expandAll)}</Button>
            <Button onClick={() => props.onExpandAll?.(false)}>{t(m.collapseAll)}</Button>
          </>
        ) : null}
        <Button onClick={props.onRefresh} data-testid="kit-refresh" aria-label={t(m.refresh)}>
          <ActionIcon icon={toolbarIcons.refresh} />
          {t(m.refresh)}
        </Button>
        <DensitySwitch {...props.density} />
        <ColumnSettings {...props.columnSettings} />
      </div>
    </div>
  );
}
