import { type PGlite, protocol } from '@electric-sql/pglite';
import type { RawQuery } from './raw-query.ts';

type Message = { name: string; fields?: unknown[] };
type Column = { name: string; dataTypeID: number };

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Rows of a result, each value through PGlite's parser for its type (json parsed, bool, int...). */
function rowsOf(messages: Message[], parsers: PGlite['parsers']): Record<string, unknown>[] {
  let columns: Column[] = [];
  const rows: Record<string, unknown>[] = [];
  for (const message of messages) {
    if (message.name === 'rowDescription') columns = message.fields as Column[];
    if (message.name !== 'dataRow') continue;
    const row: Record<string, unknown> = {};
    (message.fields as (string | null)[]).forEach((value, i) => {
      const column = columns[i] as Column;
      const parse = parsers[column.dataTypeID];
      row[column.name] = value === null ? null : parse ? parse(value, column.dataTypeID) : value;
    });
    rows.push(row);
  }
  return rows;
}

const parsedNames = new WeakMap<PGlite, Set<string>>();

/**
 * Named statements on PGlite. Its `query()` parses and plans every call and talks to the WebAssembly
 * module six times (parse, describe, bind, describe, execute, sync); PGlite is one session, so a
 * statement parsed once under its name stays, and each later call is one bind-describe-execute-sync
 * message: no parse, a cached plan, one crossing. Calls wait for the same locks as `query()` (an open
 * transaction, then the query lock), so they never run inside another caller's transaction.
 */
export function pgliteRawQuery(
  client: PGlite,
  /** Told each named statement's duration (an unnamed one goes through `query()`, timed there). */
  notify: (seconds: number) => void = () => undefined,
): RawQuery {
  // Named statements belong to the PGlite session, not to this function: shared by every caller of it.
  let parsed = parsedNames.get(client);
  if (!parsed) {
    parsed = new Set();
    parsedNames.set(client, parsed);
  }
  const names = parsed;
  const run = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
  return async (statement, params) => {
    if (!statement.name)
      return (await client.query<Record<string, unknown>>(statement.text, [...params])).rows;
    const name = statement.name;
    const started = performance.now();
    const rows = await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        if (!names.has(name)) {
          await run(
            concat([protocol.serialize.parse({ name, text: statement.text }), protocol.serialize.sync()]),
          );
          names.add(name);
        }
        const values = params.map((value) => (value === null || value === undefined ? null : String(value)));
        // Sync is part of the message: after an error PostgreSQL skips to it, so the session stays usable.
        const messages = await run(
          concat([
            protocol.serialize.bind({ statement: name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
        );
        return rowsOf(messages as Message[], client.parsers);
      }),
    );
    notify((performance.now() - started) / 1000);
    return rows;
  };
}
