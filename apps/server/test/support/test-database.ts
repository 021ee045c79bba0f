import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type OpenedDatabase, openDatabase } from '../../src/db/open-database.ts';

/**
 * A fresh database for one test file: in-memory PGlite by default, or, when
 * PMC_TEST_DATABASE_URL is set, a new PostgreSQL database created from that URL and dropped by close()
 * (a copy of `template` when one is named).
 */
export async function openTestDatabase(
  options: { template?: string } = {},
): Promise<OpenedDatabase & { label: string; url?: string }> {
  const adminUrl = process.env.PMC_TEST_DATABASE_URL;
  if (!adminUrl) return { ...(await openDatabase({ dataDir: null })), label: 'pglite' };
  const name = `pmc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...opened,
    label: 'postgres',
    url: url.toString(),
    close: async () => {
      await opened.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
