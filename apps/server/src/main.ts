import { buildApp } from './app.ts';
import { ConfigError } from './config/config-error.ts';
import { describeConfig, loadConfig, maskUrl, type ServerConfig } from './config/load-config.ts';
import { drainOnSignals } from './ops/graceful-drain.ts';

/** A start-up failure the operator fixes in the environment: its message alone, no stack trace. */
function exitWith(message: string): never {
  console.error(`pmc-server: cannot start: ${message}`);
  process.exit(1);
}

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) exitWith(error.message);
  throw error;
}

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp({ config });
} catch (error) {
  // A key that cannot open what the database holds (DATA_KEY, DATA_KEYS_OLD).
  if (error instanceof ConfigError) exitWith(error.message);
  // The URL parsed but the database cannot be used (refused, unknown host, wrong password, no database).
  if (!config.databaseUrl) throw error;
  exitWith(
    `DATABASE_URL: cannot open the database at ${maskUrl(config.databaseUrl)}: ${(error as Error).message}`,
  );
}
// Before anything is printed: a supervisor that reads the banner may stop the process right away.
drainOnSignals(app, config.shutdownGraceMs);
app.log.info({ config: describeConfig(config) }, 'configuration');
if (!config.captcha) app.log.warn('CAPTCHA=off: sign-in works without a captcha. Use this only for tests.');
const accounts = app.pmc.seededAccounts;
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const lines = [`\n  PMC admin server: http://${config.host}:${port}/`];
lines.push(`  database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`);
if (!config.captcha) lines.push('  WARNING: CAPTCHA is off');
if (accounts.length > 0) {
  lines.push(config.databaseUrl ? '  First start: created this account (shown once):' : '  Demo accounts:');
  for (const a of accounts) lines.push(`    ${a.account.padEnd(8)} ${a.password.padEnd(24)} ${a.note}`);
}
console.log(`${lines.join('\n')}\n`);
