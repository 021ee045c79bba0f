import type { ServerConfig } from '../config/load-config.ts';
import { openDatabase } from '../db/open-database.ts';
import { AUDIT_PATH } from '../ops/audit-endpoint.ts';
import { type ControlFile, processRuns, readControlFile } from '../ops/backup-control-file.ts';
import { auditLogNames } from './audit-logs.ts';
import { auditReport } from './audit-report.ts';
import { type AuditTask, type AuditTaskResult, isAuditLogName, runAuditTask } from './audit-task.ts';

export const AUDIT_USAGE = `usage: node dist/audit.js check [--log operation|sign-in|history]
       node dist/audit.js purge [--log operation|sign-in|history]
  check: walks each log's hash chain; exit 0 when intact, 1 when one is broken (altered, removed or
         inserted entry named), 2 on a usage error
  purge: removes entries older than the retention (AUDIT_RETENTION_DAYS, HISTORY_RETENTION_DAYS for the
         record history), leaving a checkpoint the rest verifies from`;

/** The command line as a task, or null when it is not one. */
export function parseAuditArgs(args: readonly string[]): AuditTask | null {
  const [command, ...rest] = args;
  if (command !== 'check' && command !== 'purge') return null;
  if (rest.length === 0) return { command, logs: [...auditLogNames] };
  const log = rest[0] === '--log' ? rest[1] : rest[0]?.startsWith('--log=') ? rest[0].slice(6) : undefined;
  const used = rest[0] === '--log' ? 2 : 1;
  if (!isAuditLogName(log) || rest.length !== used) return null;
  return { command, logs: [log] };
}

/** Asks the server running on DATA_DIR (PGlite belongs to it) to run the task (ops/audit-endpoint.ts). */
async function throughServer(control: ControlFile, task: AuditTask): Promise<AuditTaskResult> {
  const res = await fetch(new URL(AUDIT_PATH, control.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${control.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(task),
  });
  if (!res.ok) throw new Error(`the server at ${control.url} refused the audit command: HTTP ${res.status}`);
  return (await res.json()) as AuditTaskResult;
}

/**
 * The operator's audit command: opens the database the server would (PostgreSQL, else PGlite in
 * DATA_DIR, through the running server when there is one), runs the task and answers the exit code,
 * printing one line per log.
 */
export async function runAuditCommand(
  args: readonly string[],
  config: ServerConfig,
  print: { out: (line: string) => void; err: (line: string) => void } = {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  },
): Promise<number> {
  const task = parseAuditArgs(args);
  if (!task) {
    print.err(AUDIT_USAGE);
    return 2;
  }
  let result: AuditTaskResult;
  const control = config.databaseUrl ? undefined : readControlFile(config.dataDir);
  if (control && processRuns(control.pid)) result = await throughServer(control, task);
  else {
    const database = await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    );
    try {
      result = await runAuditTask(database.db, config, Date.now(), task);
    } finally {
      await database.close();
    }
  }
  const report = auditReport(result);
  for (const line of report.lines) (report.exitCode === 0 ? print.out : print.err)(line);
  return report.exitCode;
}
