import type { SQL } from 'drizzle-orm';
import type { Database } from './database.ts';
import { statement } from './raw-query.ts';

// A statement named after its text is parsed once by each pooled PostgreSQL connection, which may then
// keep a generic plan for it: parsing and planning a list page's statement took 0.15-0.25 ms of
// PostgreSQL's time against 0.03 to run it, a history or operation-log insert 0.1 against 0.04. Only for
// statements whose best plan does not depend on their values: a range over a large table (a date range)
// wants a plan for its own bounds and stays unnamed. On PGlite a name changes nothing.

/** What Drizzle's prepared query holds: for node-postgres, the configs it hands the driver. */
interface PreparedQuery {
  rawQueryConfig?: { name?: string; text?: string };
  queryConfig?: { name?: string };
  execute(): Promise<unknown>;
}

/** Runs a Drizzle select, insert or update as a statement named after its text (built once). */
export function executeNamed<Q extends PromiseLike<unknown> & { prepare(name: string): unknown }>(
  query: Q,
  prefix: string,
): Promise<Awaited<Q>> {
  const prepared = query.prepare(prefix) as PreparedQuery;
  const raw = prepared.rawQueryConfig;
  // PGlite's configs carry no text (and it would ignore a name).
  if (raw && typeof raw.text === 'string') {
    const { name } = statement(prefix, raw.text);
    raw.name = name;
    if (prepared.queryConfig) prepared.queryConfig.name = name;
  }
  return prepared.execute() as Promise<Awaited<Q>>;
}

interface DatabaseInside {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: false,
    ): PreparedQuery;
  };
}

/** `db.execute(query)` as a statement named after its text. */
export function executeNamedSql(db: Database, query: SQL, prefix: string): Promise<unknown> {
  const built = (db as unknown as DatabaseInside).dialect.sqlToQuery(query);
  return executeNamedText(db, { text: built.sql, params: built.params }, prefix);
}

/**
 * `db.execute` of a statement already written out (`text` with `$n` placeholders, `params` in their
 * order), named after its text: for a hot path that builds its text once (db/bulk-insert.ts).
 */
export function executeNamedText(
  db: Database,
  { text, params }: { text: string; params: unknown[] },
  prefix: string,
): Promise<unknown> {
  const { name } = statement(prefix, text);
  return (db as unknown as DatabaseInside).session
    .prepareQuery({ sql: text, params }, undefined, name as string, false)
    .execute();
}
