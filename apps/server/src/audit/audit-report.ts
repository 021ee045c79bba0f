import type { AuditCheck } from '@pmc/api-client/contract';
import type { AuditTaskResult } from './audit-task.ts';

const time = (ms: number | null) => (ms === null ? 'time unknown' : new Date(ms).toISOString());

function checkLine(check: AuditCheck): string {
  const pending = check.pending ? `; ${check.pending} newest not sealed yet (pending)` : '';
  const from = check.checkpoint ? ` from checkpoint ${check.checkpoint.seq}` : '';
  if (check.fault) {
    const { kind, seq, id } = check.fault;
    const where =
      kind === 'removed'
        ? id
          ? `before entry ${id} (${time(check.fault.time)})`
          : 'at the end of the chain'
        : `id ${id}, ${time(check.fault.time)}`;
    const good = check.through ? `intact through entry ${check.through.seq}, then ` : '';
    return `${check.log} log: BROKEN${from}: ${good}entry ${seq} ${kind} (${where})${pending}`;
  }
  if (!check.through) return `${check.log} log: intact${from}, no sealed entries${pending}`;
  return `${check.log} log: intact${from} through entry ${check.through.seq} (${time(check.through.time)})${pending}`;
}

/** The command's lines and exit code: 0 all well, 1 a broken chain or a purge that could not run. */
export function auditReport(result: AuditTaskResult): { lines: string[]; exitCode: number } {
  if (result.command === 'check')
    return {
      lines: result.checks.map(checkLine),
      exitCode: result.checks.every((check) => check.intact) ? 0 : 1,
    };
  return {
    lines: result.purges.map((purge) =>
      purge.error
        ? `${purge.log} log: purge refused: ${purge.error}`
        : purge.removed === null
          ? `${purge.log} log: another instance is purging or migrating; nothing removed`
          : `${purge.log} log: ${purge.removed} entries older than ${purge.retentionDays} days removed`,
    ),
    exitCode: result.purges.some((purge) => purge.error) ? 1 : 0,
  };
}
