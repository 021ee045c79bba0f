import { buildApp } from './app.ts';
import { loadConfig } from './config/load-config.ts';

const config = loadConfig();
const app = await buildApp({ config });
if (!config.captcha) app.log.warn('CAPTCHA=off: sign-in works without a captcha. Use this only for tests.');
const accounts = app.pmc.seededAccounts;
await app.listen({ port: config.port, host: config.host });
const lines = [`\n  PMC admin server: http://${config.host}:${config.port}/`];
lines.push(`  database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`);
if (!config.captcha) lines.push('  WARNING: CAPTCHA is off');
if (accounts.length > 0) {
  lines.push(config.databaseUrl ? '  First start: created this account (shown once):' : '  Demo accounts:');
  for (const a of accounts) lines.push(`    ${a.account.padEnd(8)} ${a.password.padEnd(24)} ${a.note}`);
}
console.log(`${lines.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
