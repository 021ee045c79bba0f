import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * A hand-written statement of a hot path; its name is derived from the text, so one text = one name.
 * Without a name it is parsed and planned on every call (a text that would rarely come back).
 */
export interface Statement {
  name?: string;
  text: string;
}

/**
 * Runs one statement and answers its rows as the driver parsed them. On PostgreSQL the statement is
 * named, so each pooled connection parses and plans it once (planning the user page cost more than
 * running it); on PGlite see `pgliteRawQuery`.
 */
export type RawQuery = (
  statement: Statement,
  params: readonly unknown[],
) => Promise<Record<string, unknown>[]>;

// Names already worked out, by prefix and text: a hot path names the same few texts on every request,
// and a digest costs more than a lookup. Texts are statement shapes (values travel as parameters), so
// they are few; the bound is only a guard.
const names = new Map<string, Map<string, string>>();
const MAX_NAMES = 5_000;
let nameCount = 0;

/** A statement with a stable name (PostgreSQL caps names at 63 bytes: a prefix and a text digest). */
export function statement(prefix: string, text: string): Statement {
  let byText = names.get(prefix);
  if (!byText) {
    byText = new Map();
    names.set(prefix, byText);
  }
  let name = byText.get(text);
  if (name === undefined) {
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    if (nameCount >= MAX_NAMES) {
      for (const known of names.values()) known.clear();
      nameCount = 0;
    }
    byText.set(text, name);
    nameCount += 1;
  }
  return { name, text };
}

export function poolRawQuery(pool: pg.Pool): RawQuery {
  return async ({ name, text }, params) =>
    (await pool.query(name ? { name, text, values: [...params] } : { text, values: [...params] })).rows;
}
