import { Button, Popover, PopoverContent, PopoverTrigger, useTranslate } from '@pmc/ui';
import { type ExportTrayJob, exportPercent, isActiveExport } from './export-job-port.ts';
import { kitMessages as m } from './kit-messages.ts';

export interface ExportTrayProps {
  /** The caller's jobs, newest first. */
  jobs: readonly ExportTrayJob[];
  onCancel: (id: string) => void;
  onDownload: (id: string) => void;
  /** Controlled opening (the app opens it when a job starts). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

function JobLine({ job, onCancel, onDownload }: { job: ExportTrayJob } & Omit<ExportTrayProps, 'jobs'>) {
  const t = useTranslate();
  const percent = exportPercent(job);
  const counts = { done: job.rowsDone, total: job.rowsTotal ?? '?', percent };
  return (
    <li className="pmc-export-tray__job" data-testid="export-job" data-status={job.status}>
      <div className="pmc-export-tray__title">
        <span>{job.title}</span>
        <span className="pmc-export-tray__status">{t(m[`exportStatus_${job.status}`])}</span>
      </div>
      {isActiveExport(job) ? (
        <>
          <progress
            max={100}
            value={percent}
            aria-label={t(m.exportProgressOf, { title: job.title })}
            aria-valuetext={t(m.exportProgress, counts)}
          />
          <div className="pmc-export-tray__row">
            <span className="pmc-export-tray__counts">{t(m.exportProgress, counts)}</span>
            <Button size="small" onClick={() => onCancel(job.id)} data-testid="export-cancel">
              {t(m.exportCancel)}
            </Button>
          </div>
        </>
      ) : null}
      {job.status === 'done' ? (
        <div className="pmc-export-tray__row">
          <span className="pmc-export-tray__counts">{t(m.exportRows, { done: job.rowsDone })}</span>
          {job.downloadable ? (
            <Button
              size="small"
              variant="link"
              onClick={() => onDownload(job.id)}
              data-testid="export-download"
            >
              {t(m.exportDownload)}
            </Button>
          ) : (
            <span>{t(m.exportExpired)}</span>
          )}
        </div>
      ) : null}
      {job.status === 'failed' && job.error ? <p className="pmc-export-tray__error">{job.error}</p> : null}
    </li>
  );
}

/**
 * The header's export tray: a button naming how many exports run, and a panel with each job's progress
 * bar (rows done of the total, %), 取消 while it runs and 下载 once done. Presentational: the app feeds
 * it the jobs it polls (docs/guide/pages.md#export-jobs).
 *
 * @example
 * <ExportTray jobs={jobs} onCancel={(id) => cancel.mutate(id)} onDownload={(id) => void download(id)} />
 */
export function ExportTray({ jobs, onCancel, onDownload, open, onOpenChange }: ExportTrayProps) {
  const t = useTranslate();
  const active = jobs.filter(isActiveExport).length;
  const label = active > 0 ? t(m.exportTrayActive, { n: active }) : t(m.exportTray);
  return (
    <Popover {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      <PopoverTrigger asChild>
        <button
          type="button"
          className="pmc-icon-button pmc-export-tray__trigger"
          aria-label={label}
          title={label}
          data-testid="export-tray"
        >
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M12 3v12m0 0-4-4m4 4 4-4M4 17v3h16v-3" />
          </svg>
          {/* The count is in the button's name; the badge draws it from an attribute so the name stays whole. */}
          {active > 0 ? (
            <span className="pmc-export-tray__badge" data-count={active} aria-hidden="true" />
          ) : null}
        </button>
      </PopoverTrigger>
      <PopoverContent align="end" className="pmc-export-tray" aria-label={t(m.exportTray)}>
        <h2 className="pmc-export-tray__heading">{t(m.exportTray)}</h2>
        {jobs.length === 0 ? (
          <p className="pmc-export-tray__empty">{t(m.exportNone)}</p>
        ) : (
          <ul className="pmc-export-tray__jobs">
            {jobs.map((job) => (
              <JobLine key={job.id} job={job} onCancel={onCancel} onDownload={onDownload} />
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
