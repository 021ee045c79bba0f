import { isApiError } from '@pmc/api-client';
import { Button, Dialog, useTranslate } from '@pmc/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { api } from '../../../app/api.ts';
import { keys } from '../../../app/queries.ts';
import { saveFile } from '../../../app/save-file.ts';
import { userMessages as m } from './messages.ts';

interface RowError {
  row: number;
  field: string;
  msg: string;
}

/** The refused rows an import answer carries (`data.errors`), or none. */
const rowErrorsOf = (error: unknown): RowError[] => {
  if (!isApiError(error)) return [];
  const errors = (error.data as { errors?: unknown } | null | undefined)?.errors;
  return Array.isArray(errors) ? (errors as RowError[]) : [];
};

export interface UserImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 导入用户 (SPEC 7's import upload): the template to fill, an .xlsx to choose, and, when the server
 * refuses the workbook, every bad row with its column and the rule's message, so the user can mend the
 * sheet and try again. The request core shows the server's msg (success or refusal) as SPEC 8 says.
 */
export function UserImportDialog({ open, onClose }: UserImportDialogProps) {
  const t = useTranslate();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<RowError[]>([]);

  const close = () => {
    setErrors([]);
    onClose();
  };

  const upload = async (file: File) => {
    setBusy(true);
    setErrors([]);
    try {
      await api.user.import({ file });
      await queryClient.invalidateQueries({ queryKey: keys.user.all });
      close();
    } catch (error) {
      setErrors(rowErrorsOf(error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const template = async () => {
    try {
      saveFile(await api.user.importTemplate(), `${t(m.importTitle)}.xlsx`);
    } catch {
      // the request core has shown why
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t(m.importTitle)}
      width={640}
      footer={<Button onClick={close}>{t(m.close)}</Button>}
    >
      <p className="admin-dialog-help">{t(m.importHelp)}</p>
      <div className="admin-dialog-actions">
        <Button onClick={() => void template()}>{t(m.importTemplate)}</Button>
        <Button variant="primary" loading={busy} onClick={() => input.current?.click()}>
          {t(m.importChoose)}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          data-testid="user-import-file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </div>
      {errors.length > 0 ? (
        <div className="admin-result-table">
          <table aria-label={t(m.importRowsLabel)}>
            <thead>
              <tr>
                <th scope="col">{t(m.importRowCol)}</th>
                <th scope="col">{t(m.importFieldCol)}</th>
                <th scope="col">{t(m.importMsgCol)}</th>
              </tr>
            </thead>
            <tbody>
              {errors.map((e) => (
                <tr key={`${e.row}-${e.field}-${e.msg}`}>
                  <td>{e.row}</td>
                  <td>{e.field}</td>
                  <td>{e.msg}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Dialog>
  );
}
