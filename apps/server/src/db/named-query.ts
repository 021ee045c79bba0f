import type { SQL } from 'drizzle-orm';
import type { Database } from './database.ts';
import { statement } from './raw-query.ts';

// A statement named after its text is parsed once by each pooled PostgreSQL connection, which may then
// keep a generic plan for it: parsing and planning a list page's statement took 0.15-0.25 ms of
// PostgreSQL's time against 0.03 to run it, a history or operation-log insert 0.1 against 0.04. Only for
// statements whose best plan does not depend on their values: a range over a large table (a date range)
// wants a plan for its own bounds and stays unnamed. On PGlite the name goes to pgliteDriverClient, which
// parses the statement once under it as well.

/** What Drizzle's prepared query holds: the configs it hands the driver (node-postgres' carry the text). */
interface PreparedQuery {
  rawQueryConfig?: { name?: string; text?: string };
  queryConfig?: { name?: string };
  /** PGlite's prepared query: the statement's text. */
  queryString?: string;
  execute(): Promise<unknown>;
}

/** Names a prepared query after its text, in the configs its driver is given. */
function nameAfterText(prepared: PreparedQuery, prefix: string): PreparedQuery {
  const raw = prepared.rawQueryConfig;
  const text = raw?.text ?? prepared.queryString;
  if (raw && typeof text === 'string') {
    const { name } = statement(prefix, text);
    raw.name = name;
    if (prepared.queryConfig) prepared.queryConfig.name = name;
  }
  return prepared;
}

/** Runs a Drizzle select, insert or update as a statement named after its text (built once). */
export function executeNamed<Q extends PromiseLike<unknown> & { prepare(name: string): unknown }>(
  query: Q,
  prefix: string,
): Promise<Awaited<Q>> {
  return nameAfterText(query.prepare(prefix) as PreparedQuery, prefix).execute() as Promise<Awaited<Q>>;
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
  const prepared = (db as unknown as DatabaseInside).session.prepareQuery(
    { sql: text, params },
    undefined,
    prefix,
    false,
  );
  return nameAfterText(prepared, prefix).execute();
}
