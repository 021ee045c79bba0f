import type { PGlite } from '@electric-sql/pglite';
import { exchange, type Results, serialize } from './pglite-messages.ts';
import { exclusively, runStatement, type StatementOptions } from './pglite-statements.ts';

/** What Drizzle's PGlite driver calls on its client, and on the client a transaction hands it. */
export interface DriverClient {
  query(text: string, params?: unknown[], options?: StatementOptions): Promise<Results>;
  transaction<T>(callback: (tx: DriverTransaction) => Promise<T>): Promise<T>;
}

export interface DriverTransaction {
  query(text: string, params?: unknown[], options?: StatementOptions): Promise<Results>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** PostgreSQL's answer when COMMIT found the transaction failed (PGlite throws the same). */
class RolledBackError extends Error {
  readonly code = '25P02';
  readonly severity = 'ERROR';
  constructor() {
    super('Transaction was rolled back instead of committed');
  }
}

async function simple(client: PGlite, text: string): Promise<string | undefined> {
  const messages = await exchange(client, [serialize.query(text)]);
  return messages.find((message) => message.name === 'commandComplete')?.text;
}

/**
 * The client Drizzle is given on PGlite, in place of PGlite itself. PGlite's `query()` crosses into its
 * WebAssembly module six times a statement, parses and plans it every time and, for every call of
 * Drizzle's (which brings parsers to keep dates as text), copies its table of 300-odd type parsers: a role
 * created cost 2.6 ms of the one thread PGlite shares with the server. Here a statement is one crossing
 * (two the first time), named where its caller named it (`runStatement`); a transaction's BEGIN and
 * COMMIT are one each. The locks are PGlite's own, so other callers of the client (the backup's dump,
 * tests) wait as before.
 * `notify` is told each statement's duration (metrics).
 * @example
 * const db = drizzle({ client: pgliteDriverClient(client, statements.notify), schema });
 */
export function pgliteDriverClient(
  client: PGlite,
  notify: (seconds: number) => void = () => undefined,
): DriverClient {
  const timed = async (run: () => Promise<Results>) => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      notify((performance.now() - started) / 1000);
    }
  };
  return {
    query: (text, params = [], options = {}) =>
      timed(() => exclusively(client, () => runStatement(client, text, params, options))),
    // The transaction lock for the whole transaction, the query lock for each statement in it.
    transaction: (callback) =>
      client._runExclusiveTransaction(async () => {
        await client._runExclusiveQuery(() => simple(client, 'BEGIN'));
        let closed = false;
        const ensureOpen = () => {
          if (closed) throw new Error('Transaction is closed');
        };
        const end = async (command: 'COMMIT' | 'ROLLBACK') => {
          closed = true;
          return client._runExclusiveQuery(() => simple(client, command));
        };
        const tx: DriverTransaction = {
          query: (text, params = [], options = {}) => {
            ensureOpen();
            return timed(() => exclusively(client, () => runStatement(client, text, params, options), true));
          },
          rollback: async () => {
            ensureOpen();
            await end('ROLLBACK');
          },
          get closed() {
            return closed;
          },
        };
        try {
          const result = await callback(tx);
          if (!closed && (await end('COMMIT')) === 'ROLLBACK') throw new RolledBackError();
          return result;
        } catch (error) {
          if (!closed) await end('ROLLBACK');
          throw error;
        }
      }),
  };
}
