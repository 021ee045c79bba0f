import type { AuditCheck } from '@pmc/api-client/contract';
import type { ServerConfig } from '../config/load-config.ts';
import type { Database } from '../db/database.ts';
import { type AuditLogName, auditLogNames } from './audit-logs.ts';
import { checkAuditChain } from './check-audit-chain.ts';
import { purgeAuditLog } from './purge-audit-log.ts';
import { sealAuditLog } from './seal-audit-log.ts';

/** What the operator's command asks: check the chains, or purge past the retention, of some logs. */
export interface AuditTask {
  command: 'check' | 'purge';
  logs: AuditLogName[];
}

export interface PurgeOutcome {
  log: AuditLogName;
  retentionDays: number;
  /** Entries removed; null when another instance held the lock. */
  removed: number | null;
  /** Why nothing was removed (a broken chain). */
  error?: string;
}

export type AuditTaskResult =
  | { command: 'check'; checks: AuditCheck[] }
  | { command: 'purge'; purges: PurgeOutcome[] };

export function isAuditLogName(value: unknown): value is AuditLogName {
  return auditLogNames.includes(value as AuditLogName);
}

/** The retention of a log: the record history keeps its own (HISTORY_RETENTION_DAYS). */
export function retentionOf(config: ServerConfig, log: AuditLogName): number {
  return log === 'history' ? config.historyRetentionDays : config.auditRetentionDays;
}

/**
 * Runs the command on an open database: the check reads only; the purge seals what is unsealed first
 * (an old entry is removed only once it has its place), then removes what is past the retention.
 */
export async function runAuditTask(
  db: Database,
  config: ServerConfig,
  now: number,
  task: AuditTask,
): Promise<AuditTaskResult> {
  if (task.command === 'check') {
    const checks: AuditCheck[] = [];
    for (const log of task.logs) checks.push(await checkAuditChain(db, log));
    return { command: 'check', checks };
  }
  const purges: PurgeOutcome[] = [];
  for (const log of task.logs) {
    const retentionDays = retentionOf(config, log);
    try {
      await sealAuditLog(db, log);
      purges.push({ log, retentionDays, removed: await purgeAuditLog(db, log, now, retentionDays) });
    } catch (error) {
      purges.push({ log, retentionDays, removed: 0, error: (error as Error).message });
    }
  }
  return { command: 'purge', purges };
}
