import pg from 'pg';

/**
 * A new database `name` on a throw-away PostgreSQL (`adminUrl`), with a UTF-8 character classification as
 * production databases have (en_US.UTF-8, zh_CN.UTF-8...): under the throw-away server's C ctype pg_trgm
 * extracts no trigrams from Chinese text, so a Chinese keyword could never use the trigram indexes.
 * Gives the database's URL.
 */
export async function createBenchDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C.UTF-8'`,
    );
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
