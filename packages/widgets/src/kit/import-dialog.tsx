import { formatNumber } from '@pmc/i18n';
import { Button, Checkbox, Dialog, NativeSelect, useTranslate } from '@pmc/ui';
import { useRef, useState, useSyncExternalStore } from 'react';
import { useUiLocale } from '../use-ui-locale.ts';
import { ImportGrid } from './import-grid.tsx';
import { importMessages as m } from './import-messages.ts';
import { type ImportSession, importCounts } from './import-session.ts';
import type { KitImportStatus } from './import-types.ts';
import { saveBlob, workbookBlob } from './save-blob.ts';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  session: ImportSession;
  /** What is imported, e.g. 用户 (the title, and the downloaded files' names). */
  title: string;
  /** Most rows one file may hold (IMPORT_MAX_ROWS from @pmc/validators, as the contract). */
  maxRows: number;
  /** Called after a commit wrote rows, so the list refreshes. */
  onImported?: () => void;
}

const STATUSES: readonly KitImportStatus[] = ['new', 'update', 'unchanged', 'error'];

/** The failed call has been shown by the request core; the flow stays where it was. */
const shown = () => {};

/**
 * The kit's import flow: template, upload (progress, cancel), header mapping, the checked preview to
 * mend in place, the choice for existing records, the commit and its result.
 */
export function ImportDialog({ open, onClose, session, title, maxRows, onImported }: ImportDialogProps) {
  const t = useTranslate();
  const locale = useUiLocale();
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const input = useRef<HTMLInputElement>(null);
  const [errorsOnly, setErrorsOnly] = useState(false);
  const counts = importCounts(state.rows);
  const { step } = state;
  const previewing = step === 'preview' || step === 'checking' || step === 'committing';
  const percent = state.progress?.percent ?? 0;
  const uploaded = step === 'uploading' && percent >= 100;
  const checked = step === 'uploading' ? state.checked : null;
  const unmatched = state.headers.filter((h) => h.key === null || state.mapping[h.header]);

  const close = () => {
    session.reset();
    setErrorsOnly(false);
    onClose();
  };
  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (file) session.preview(file).catch(shown);
  };
  const template = async () => {
    try {
      saveBlob(await session.template(), `${title}${t(m.importTemplateName)}.xlsx`);
    } catch {
      // the request core has shown why
    }
  };
  const commit = async () => {
    try {
      const result = await session.commit();
      if (result) onImported?.();
    } catch {
      // the request core has shown why; the rows it refused are marked
    }
  };

  const footer =
    step === 'done' ? (
      <>
        <Button onClick={() => session.reset()}>{t(m.importAgain)}</Button>
        <Button variant="primary" onClick={close}>
          {t(m.importClose)}
        </Button>
      </>
    ) : previewing ? (
      <>
        <Button onClick={() => input.current?.click()}>{t(m.importReplace)}</Button>
        <Button
          variant="primary"
          loading={step === 'committing'}
          disabled={!session.canCommit()}
          title={session.canCommit() ? undefined : t(m.importCommitBlocked)}
          onClick={() => void commit()}
          data-testid="kit-import-commit"
        >
          {t(m.importCommit)}
        </Button>
      </>
    ) : (
      <Button onClick={close}>{t(m.importClose)}</Button>
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t(m.importTitle, { title })}
      width={previewing ? 'min(1200px, 96vw)' : 640}
      footer={footer}
    >
      <div className="pmc-import" data-testid="kit-import">
        <input
          ref={input}
          type="file"
          hidden
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          aria-label={t(m.importFile)}
          data-testid="kit-import-file"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {step === 'upload' || step === 'uploading' ? (
          <>
            <p className="pmc-import__help">{t(m.importHelp, { max: formatNumber(maxRows, locale) })}</p>
            <div className="pmc-import__actions">
              <Button onClick={() => void template()} data-testid="kit-import-template">
                {t(m.importTemplate)}
              </Button>
              <Button
                variant="primary"
                disabled={step === 'uploading'}
                onClick={() => input.current?.click()}
              >
                {t(m.importChoose)}
              </Button>
            </div>
            {step === 'uploading' ? (
              <div className="pmc-import__progress" data-testid="kit-import-progress">
                {/* The bytes sent, then the rows the server has checked (an indeterminate bar until it
                    has read the file and says how many there are). */}
                {checked ? (
                  <progress
                    max={checked.total}
                    value={checked.checked}
                    aria-label={t(m.importCheckedOf, { ...checked })}
                  />
                ) : uploaded ? (
                  <progress aria-label={t(m.importChecking)} />
                ) : (
                  <progress max={100} value={percent} aria-label={t(m.importUploading, { percent })} />
                )}
                <span role="status">
                  {checked
                    ? t(m.importCheckedOf, { ...checked })
                    : uploaded
                      ? t(m.importChecking)
                      : t(m.importUploading, { percent })}
                </span>
                <Button onClick={() => session.cancelUpload()} data-testid="kit-import-cancel">
                  {t(m.importCancel)}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
        {previewing && unmatched.length > 0 ? (
          <fieldset className="pmc-import__mapping">
            <legend>{t(m.importMapping)}</legend>
            <p className="pmc-import__help">{t(m.importMappingHelp)}</p>
            {unmatched.map((h) => (
              <div key={h.header} className="pmc-import__map">
                <span aria-hidden="true">{h.header}</span>
                <NativeSelect
                  aria-label={h.header}
                  value={state.mapping[h.header] ?? ''}
                  options={[
                    { value: '', label: t(m.importUnmapped) },
                    ...state.columns.map((c) => ({ value: c.key, label: c.header })),
                  ]}
                  onValueChange={(key) => session.remap(h.header, key || null).catch(shown)}
                />
              </div>
            ))}
          </fieldset>
        ) : null}
        {previewing ? (
          <>
            <div className="pmc-import__bar">
              <ul
                className="pmc-import__counts"
                aria-label={t(m.importCounts)}
                data-testid="kit-import-counts"
              >
                {STATUSES.map((status) => (
                  <li key={status} className={`pmc-import__status--${status}`} data-status={status}>
                    {t(m[`importStatus_${status}`])} <strong>{counts[status]}</strong>
                  </li>
                ))}
              </ul>
              <Checkbox
                label={t(m.importErrorsOnly)}
                checked={errorsOnly}
                onCheckedChange={(next) => setErrorsOnly(next === true)}
                data-testid="kit-import-errors-only"
              />
              <Button
                disabled={state.edited.size === 0}
                loading={step === 'checking'}
                onClick={() => session.recheck().catch(shown)}
                data-testid="kit-import-recheck"
              >
                {t(m.importRecheck, { count: state.edited.size })}
              </Button>
              <div className="pmc-import__map">
                <span aria-hidden="true">{t(m.importExisting)}</span>
                <NativeSelect
                  aria-label={t(m.importExisting)}
                  value={state.mode}
                  options={[
                    { value: 'skip', label: t(m.importModeSkip) },
                    { value: 'update', label: t(m.importModeUpdate) },
                  ]}
                  onValueChange={(mode) => session.setMode(mode === 'update' ? 'update' : 'skip')}
                />
              </div>
            </div>
            {step === 'checking' ? (
              <div className="pmc-import__progress" data-testid="kit-import-checking">
                <progress aria-label={t(m.importRechecking, { count: state.edited.size })} />
                <span role="status">{t(m.importRechecking, { count: state.edited.size })}</span>
              </div>
            ) : null}
            <ImportGrid session={session} state={state} errorsOnly={errorsOnly} />
          </>
        ) : null}
        {step === 'done' && state.result ? (
          <div className="pmc-import__result" role="status" data-testid="kit-import-result">
            <p>{t(m.importDone, { ...state.result })}</p>
            {state.result.skippedWorkbook ? (
              <Button
                onClick={() =>
                  saveBlob(
                    workbookBlob(state.result?.skippedWorkbook ?? ''),
                    `${title}${t(m.importSkippedName)}.xlsx`,
                  )
                }
              >
                {t(m.importSkipped)}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
