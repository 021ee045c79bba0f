import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { type AuditLogName, auditLogNames } from './audit-logs.ts';
import { sealAuditLog } from './seal-audit-log.ts';

/** How soon after a write its log is sealed: writes within it share one seal. */
const SEAL_DELAY_MS = 200;
/** Every log is sealed this often too: entries another instance wrote, or left when it stopped. */
export const SEAL_INTERVAL_MS = 2_000;

/** Seals the audit logs shortly after each write and on a short timer (audit/seal-audit-log.ts). */
export interface AuditSealer {
  /** A log got an entry (its transaction has committed): seal it shortly. */
  written(log: AuditLogName): void;
  /** Seals every log now (tests, the command, a stopping server). */
  sealAll(): Promise<void>;
  /** Stops the timer and seals what is left. */
  stop(): Promise<void>;
}

export function startAuditSealer(db: Database, log: FastifyBaseLogger): AuditSealer {
  const dirty = new Set<AuditLogName>();
  let soon: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const seal = (logs: readonly AuditLogName[]) => {
    running = running.then(async () => {
      for (const name of logs)
        await sealAuditLog(db, name).catch((err: unknown) =>
          log.error({ err, log: name }, 'audit seal failed'),
        );
    });
    return running;
  };
  const flushDirty = () => {
    soon = undefined;
    const logs = [...dirty];
    dirty.clear();
    void seal(logs);
  };
  const timer = setInterval(() => void seal(auditLogNames), SEAL_INTERVAL_MS);
  timer.unref();
  void seal(auditLogNames);
  return {
    written(name) {
      if (stopped) return;
      dirty.add(name);
      soon ??= setTimeout(flushDirty, SEAL_DELAY_MS);
    },
    sealAll: () => seal(auditLogNames),
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (soon) clearTimeout(soon);
      await seal(auditLogNames);
    },
  };
}
