import type { PGlite } from '@electric-sql/pglite';
import { exchange, executeParts, resultsOf } from './pglite-messages.ts';
import { exclusively, prepareNamed, runStatement } from './pglite-statements.ts';
import type { RawQuery } from './raw-query.ts';

/**
 * Named statements on PGlite. Its `query()` parses and plans every call and talks to the WebAssembly
 * module six times (parse, describe, bind, describe, execute, sync); PGlite is one session, so a
 * statement parsed once under its name stays, and each later call is one bind-describe-execute-sync
 * message: no parse, a cached plan, one crossing. Values are sent as text (`String(value)`). Calls wait
 * for the same locks as `query()` (an open transaction, then the query lock), so they never run inside
 * another caller's transaction. A statement without a name runs as Drizzle's do (`runStatement`).
 */
export function pgliteRawQuery(
  client: PGlite,
  /** Told each statement's duration. */
  notify: (seconds: number) => void = () => undefined,
): RawQuery {
  return async (statement, params) => {
    const started = performance.now();
    const rows = await exclusively(client, async () => {
      if (!statement.name) return (await runStatement(client, statement.text, params)).rows;
      const name = statement.name;
      await prepareNamed(client, name, statement.text);
      const values = params.map((value) => (value === null || value === undefined ? null : String(value)));
      const messages = await exchange(client, executeParts(name, values));
      return resultsOf(messages, client.parsers).rows;
    });
    notify((performance.now() - started) / 1000);
    return rows as Record<string, unknown>[];
  };
}
