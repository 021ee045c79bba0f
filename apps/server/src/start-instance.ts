import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { linkToPrimary } from './cluster/worker-link.ts';
import { ConfigError } from './config/config-error.ts';
import { describeConfig, maskUrl, type ServerConfig } from './config/load-config.ts';
import { drainOnSignals } from './ops/graceful-drain.ts';
import { exitWith, printBanner } from './start-banner.ts';

/**
 * Builds the server and listens: the whole server (WORKERS=1), or one cluster worker, which leaves the
 * banner to its primary and links to it (src/cluster/worker-link.ts).
 */
export async function startInstance(config: ServerConfig): Promise<void> {
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
  const drainNow = drainOnSignals(app, config.shutdownGraceMs, config.shutdownDelayMs);
  if (cluster.isWorker) {
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    await linkToPrimary(app, drainNow, typeof address === 'object' && address ? address.port : config.port);
    return;
  }
  app.log.info({ config: describeConfig(config) }, 'configuration');
  if (!config.captcha) app.log.warn('CAPTCHA=off: sign-in works without a captcha. Use this only for tests.');
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  printBanner(config, port, app.pmc.seededAccounts);
}
