import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** Told the duration of each statement the app sent, in seconds. */
export type StatementObserver = (seconds: number) => void;

/** The observers of one database; drivers report to `notify`, metrics subscribe with `observe`. */
export interface StatementTiming {
  notify(seconds: number): void;
  /** Subscribes; answers the unsubscribe function (an app closing over a database shared in tests). */
  observe(observer: StatementObserver): () => void;
}

export function createStatementTiming(): StatementTiming {
  const observers = new Set<StatementObserver>();
  return {
    notify(seconds) {
      for (const observer of observers) observer(seconds);
    },
    observe(observer) {
      observers.add(observer);
      return () => observers.delete(observer);
    },
  };
}

type Method = (...args: unknown[]) => unknown;

/** Replaces `target[key]` by a version that reports each call's duration, promise or callback form. */
function timeMethod(target: object, key: 'query' | 'exec', notify: (seconds: number) => void): void {
  const holder = target as Record<string, Method>;
  const original = (holder[key] as Method).bind(target);
  holder[key] = (...args: unknown[]) => {
    const started = performance.now();
    const done = () => notify((performance.now() - started) / 1000);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (last as Method)(...results);
      };
      return original(...args);
    }
    const result = original(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(done, done);
    return result;
  };
}

/**
 * Times every statement on PostgreSQL: each connection the pool opens is timed, so statements of a
 * transaction (a checked-out connection, BEGIN and COMMIT included) count as well as `pool.query`
 * (which runs on one of those connections: timed once, not twice). Call before the first connection.
 */
export function timePool(pool: pg.Pool, timing: StatementTiming): void {
  pool.on('connect', (client) => timeMethod(client, 'query', timing.notify));
}

/**
 * Times every statement on PGlite: `query` and `exec`, and those of a transaction, which run through
 * the transaction object PGlite hands to the callback rather than through the client.
 */
export function timePglite(client: PGlite, timing: StatementTiming): void {
  timeMethod(client, 'query', timing.notify);
  timeMethod(client, 'exec', timing.notify);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      timeMethod(tx, 'query', timing.notify);
      timeMethod(tx, 'exec', timing.notify);
      return callback(tx);
    });
}
