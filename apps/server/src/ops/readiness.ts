import fs from 'node:fs';
import path from 'node:path';
import type { RawQuery } from '../db/raw-query.ts';

/** Longest a readiness probe waits for the database before it calls the instance not ready. */
export const READY_DB_TIMEOUT_MS = 1000;

export interface ReadinessState {
  ready: boolean;
  /** Why not ready: `draining`, `database unreachable`, `database slow`, `migrations pending`. */
  reason?: string;
  checks: { database: 'ok' | 'failed' | 'skipped'; migrations: 'ok' | 'pending' | 'skipped' };
}

export interface Readiness {
  /** Set at the first SIGTERM: readiness answers 503 from then on, so the balancer stops sending. */
  draining: boolean;
  check(): Promise<ReadinessState>;
}

/** Migrations the build ships (the journal beside the SQL files). */
function shippedMigrations(folder: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Readiness of one instance: not draining, the database answering within a second, and every migration
 * of this build applied (an instance of a newer build started against an older schema is not ready).
 */
export function createReadiness(raw: RawQuery, migrationsFolder: string): Readiness {
  const expected = shippedMigrations(migrationsFolder);
  const readiness: Readiness = {
    draining: false,
    async check() {
      if (readiness.draining)
        return { ready: false, reason: 'draining', checks: { database: 'skipped', migrations: 'skipped' } };
      let applied: number;
      try {
        const answer = await withTimeout(
          raw({ text: 'select count(*)::int as n from drizzle.__drizzle_migrations' }, []),
          READY_DB_TIMEOUT_MS,
        );
        if (answer === 'timeout')
          return {
            ready: false,
            reason: 'database slow',
            checks: { database: 'failed', migrations: 'skipped' },
          };
        applied = Number(answer[0]?.n ?? 0);
      } catch {
        return {
          ready: false,
          reason: 'database unreachable',
          checks: { database: 'failed', migrations: 'skipped' },
        };
      }
      if (applied < expected)
        return {
          ready: false,
          reason: 'migrations pending',
          checks: { database: 'ok', migrations: 'pending' },
        };
      return { ready: true, checks: { database: 'ok', migrations: 'ok' } };
    },
  };
  return readiness;
}
