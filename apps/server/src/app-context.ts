import type { FastifyBaseLogger } from 'fastify';
import type { AuditSealer } from './audit/audit-sealer.ts';
import type { SecretBox } from './auth/secret-box.ts';
import type { ServerConfig } from './config/load-config.ts';
import type { Database } from './db/database.ts';
import type { RawQuery } from './db/raw-query.ts';
import type { IdCardCrypt } from './id-card/id-card-crypt.ts';

/** What every module needs: the database, the configuration and the clock (injectable for tests). */
export interface AppContext {
  db: Database;
  /** Hand-written statements of hot paths (the session check, the user page). */
  raw: RawQuery;
  /** Which database it is: upload bytes live in PostgreSQL, beside PGlite on disk. */
  kind: 'pglite' | 'postgres';
  config: ServerConfig;
  /** Milliseconds since the epoch; tests replace it to move time forward. */
  now: () => number;
  log: FastifyBaseLogger;
  /** Seals second-factor secrets; absent on PostgreSQL without DATA_KEY (auth/secret-key.ts). */
  secretBox?: SecretBox | undefined;
  /** Seals the audit logs' new entries into their chains (told after each write; absent: the timer alone). */
  audit?: AuditSealer | undefined;
  /** Seals national IDs on their way into `users` and opens them on the way out (the user store). */
  idCards: IdCardCrypt;
}
