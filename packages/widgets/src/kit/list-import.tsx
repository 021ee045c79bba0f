import { Button, useTranslate } from '@pmc/ui';
import { IMPORT_MAX_ROWS } from '@pmc/validators';
import { type ReactNode, useMemo, useState } from 'react';
import { ActionIcon, toolbarIcons } from './action-icons.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { ImportSession } from './import-session.ts';
import type { KitImportEndpoints } from './import-types.ts';
import { kitMessages as m } from './kit-messages.ts';

/** A list page's spreadsheet import: the entity's import calls and how its rows are named. */
export interface ListImport {
  /** The entity's client of `importEndpoints(…)` (e.g. `api.user`: importTemplate, importPreview, …). */
  endpoints: KitImportEndpoints;
  /** What is imported, e.g. 用户: the dialog's title and the downloaded files' names. */
  title: string;
  /** The column that identifies a record (account, code), for duplicates; default: the first column. */
  keyColumn?: string;
  /** Button code that shows 导入 (default btn_add, as the server's import routes require). */
  permission?: string;
  /** Most rows in one file (default IMPORT_MAX_ROWS, the contract's). */
  maxRows?: number;
  /** After a commit, besides the list's refetch (e.g. refresh a cache the app keeps of these records). */
  onImported?: () => void;
}

export interface ListImportButtonProps {
  config: ListImport;
  /** Wraps the button for explain mode (the list page's guard). */
  guarded: (code: string, element: ReactNode) => ReactNode;
  onImported: () => void;
}

/** 导入 in a list page's toolbar and the import flow it opens. */
export function ListImportButton({ config, guarded, onImported }: ListImportButtonProps) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const { endpoints, keyColumn } = config;
  const session = useMemo(() => new ImportSession(endpoints, keyColumn), [endpoints, keyColumn]);
  return (
    <>
      {guarded(
        config.permission ?? 'btn_add',
        <Button onClick={() => setOpen(true)} data-testid="kit-import-open">
          <ActionIcon icon={toolbarIcons.import} />
          {t(m.import)}
        </Button>,
      )}
      {open ? (
        <ImportDialog
          open
          onClose={() => setOpen(false)}
          session={session}
          title={config.title}
          maxRows={config.maxRows ?? IMPORT_MAX_ROWS}
          onImported={() => {
            onImported();
            config.onImported?.();
          }}
        />
      ) : null}
    </>
  );
}
