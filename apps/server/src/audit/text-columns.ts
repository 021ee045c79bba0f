import { type SQL, sql } from 'drizzle-orm';

/** `"a"::text as "a", …`: the columns as the database prints them, the form an entry's hash covers. */
export function textColumns(columns: readonly string[]): SQL {
  return sql.join(
    columns.map((column) => sql`${sql.identifier(column)}::text as ${sql.identifier(column)}`),
    sql`, `,
  );
}
