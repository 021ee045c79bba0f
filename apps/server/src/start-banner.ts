import type { ServerConfig } from './config/load-config.ts';
import type { SeededAccount } from './seed/seed-database.ts';

/**
 * The lines printed once the server listens: its URL (tests and scripts wait for it), the database, the
 * workers, and the accounts the first start created (their passwords shown this once).
 */
export function printBanner(
  config: ServerConfig,
  port: number,
  accounts: SeededAccount[],
  workerPids: number[] = [],
): void {
  const lines = [`\n  PMC admin server: http://${config.host}:${port}/`];
  lines.push(`  database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`);
  if (workerPids.length > 0) lines.push(`  workers: ${workerPids.length} (pids ${workerPids.join(', ')})`);
  if (!config.captcha) lines.push('  WARNING: CAPTCHA is off');
  if (accounts.length > 0) {
    lines.push(config.databaseUrl ? '  First start: created this account (shown once):' : '  Demo accounts:');
    for (const a of accounts) lines.push(`    ${a.account.padEnd(8)} ${a.password.padEnd(24)} ${a.note}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

/** A start-up failure the operator fixes in the environment: its message alone, no stack trace. */
export function exitWith(message: string): never {
  console.error(`pmc-server: cannot start: ${message}`);
  process.exit(1);
}
