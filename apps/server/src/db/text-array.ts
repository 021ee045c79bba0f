import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A text[] literal of these values, each quoted, bound as one parameter however many values there are
 * (PGlite sends parameters as text). An `inArray` list is one parameter per value, each typed and
 * checked by drizzle as the statement is built: for a batch's few thousand ids that building cost more
 * than the query.
 */
export const textArray = (values: readonly string[]): string =>
  `{${values.map((value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** `column = any(values)`, the values bound as one text[] parameter (an index on the column serves it). */
export function anyOf(column: SQLWrapper, values: readonly string[]): SQL {
  return sql`${column} = any(${textArray(values)}::text[])`;
}
