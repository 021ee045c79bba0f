import { ConfigError } from './config/config-error.ts';
import { loadConfig } from './config/load-config.ts';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './ops/backup.ts';

const USAGE = `usage: node dist/backup.js backup <target> | restore <source>
  with DATABASE_URL: <target>/<source> is one pg_dump file (custom format)
  without it (PGlite in DATA_DIR): a folder with the database and the uploads; a server running on
  DATA_DIR takes the snapshot itself, else the stopped database is opened`;

const [command, where] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !where) {
  console.error(USAGE);
  process.exit(2);
}
try {
  const config = loadConfig();
  let how = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  if (config.databaseUrl) {
    if (command === 'backup') await backupPostgres(config.databaseUrl, where);
    else await restorePostgres(where, config.databaseUrl);
  } else if (command === 'backup') how += `, ${await backupPglite(config.dataDir, where)}`;
  else await restorePglite(where, config.dataDir);
  console.log(`${command}: done (${how}, ${where})`);
} catch (error) {
  console.error(
    `${command} failed: ${error instanceof ConfigError ? error.message : (error as Error).message}`,
  );
  process.exit(1);
}
