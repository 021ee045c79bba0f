import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config/load-config.ts';
import type { Database } from './db/database.ts';

/** What every module needs: the database, the configuration and the clock (injectable for tests). */
export interface AppContext {
  db: Database;
  config: ServerConfig;
  /** Milliseconds since the epoch; tests replace it to move time forward. */
  now: () => number;
  log: FastifyBaseLogger;
}
