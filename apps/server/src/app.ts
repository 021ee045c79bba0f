import type { Writable } from 'node:stream';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { SESSION_IDLE_HEADER } from '@pmc/api-client/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import { loadConfig, type ServerConfig } from './config/load-config.ts';
import type { Database } from './db/database.ts';
import { type OpenedDatabase, openDatabase } from './db/open-database.ts';
import { frameworkErrors, registerErrorHandlers, sendNotFound } from './http/error-handlers.ts';
import './auth/fastify-augment.ts';
import './http/fastify-augment.ts';
import { startAuditSealer } from './audit/audit-sealer.ts';
import { loadSecretBox } from './auth/secret-key.ts';
import { ensureSecurityPolicy, readSecurityPolicy } from './auth/security-policy.ts';
import { scheduleExportPurge } from './export/jobs/export-job-runner.ts';
import { schedulePurge } from './history/purge-history.ts';
import { localeFromHeader } from './http/locale.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { serveSpa } from './http/serve-spa.ts';
import { createIdCardCrypt } from './id-card/id-card-crypt.ts';
import { checkIdCardKeys, sealClearIdCards } from './id-card/prepare-id-cards.ts';
import { registerModules } from './modules/register-modules.ts';
import { fillNamePinyin } from './modules/user/name-pinyin.ts';
import { registerOps } from './ops/register-ops.ts';
import { requestIdOptions } from './ops/request-id.ts';
import { isEmptyDatabase, type SeededAccount, seedDatabase } from './seed/seed-database.ts';

export interface BuildAppOptions {
  /** Defaults to `loadConfig(process.env)`. */
  config?: ServerConfig;
  /** An already open database (tests share one per file); else opened from the config. */
  database?: OpenedDatabase;
  /** Clock in ms; tests inject one to pass session limits without waiting. */
  now?: () => number;
  /** Where JSON log lines go (tests capture them); default stdout. `false` silences logging. */
  logStream?: Writable | false;
}

export interface PmcServer {
  context: AppContext;
  database: OpenedDatabase;
  /** Accounts created by the first-start seed, with clear passwords to print once. */
  seededAccounts: SeededAccount[];
}

declare module 'fastify' {
  interface FastifyInstance {
    pmc: PmcServer;
  }
}

const SECRET_QUERY = /([?&](?:token|password|code|sys_captcha)=)[^&]*/gi;
// A national ID typed as a search keyword (18 characters or 15 digits) never reaches a log line.
const ID_CARD = /(?<![0-9])(?:[0-9]{17}[0-9Xx]|[0-9]{15})(?![0-9])/g;

/** The URL as a log line shows it: secrets and national IDs in its query replaced. Linear in its length. */
function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  return (
    url.slice(0, at) + url.slice(at).replace(SECRET_QUERY, '$1[redacted]').replace(ID_CARD, '[redacted]')
  );
}

/**
 * Builds the server: database (opened, migrated, seeded when empty), routes of every module,
 * the envelope on every answer and, with STATIC_DIR, the built admin app.
 * @example
 * const app = await buildApp({ config: loadConfig({ CAPTCHA: 'off' }) });
 * await app.listen({ port: 8080 });
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const logger =
    options.logStream === false
      ? false
      : {
          level: config.logLevel,
          ...(options.logStream ? { stream: options.logStream } : {}),
          redact: {
            paths: [
              'req.headers.authorization',
              'req.headers.cookie',
              'req.body.password',
              'req.body.oldPassword',
              'req.body.token',
              'res.headers["set-cookie"]',
            ],
            censor: '[redacted]',
          },
          serializers: {
            req: (req: { method: string; url: string; ip?: string }) => ({
              method: req.method,
              url: redactedUrl(req.url),
              remoteAddress: req.ip,
            }),
          },
        };
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors,
    // A request that reached a draining instance (a connection accepted just before its listener closed,
    // a kept-alive one) is served, with `Connection: close`, not refused with 503: the drain's point
    // (docs/guide/operations.md#rolling-release).
    return503OnClosing: false,
    ...requestIdOptions(config.trustProxy),
  });
  let seededAccounts: SeededAccount[] = [];
  const seedWhenEmpty = async (db: Database, kind: OpenedDatabase['kind']) => {
    if (await isEmptyDatabase(db))
      seededAccounts = await seedDatabase(db, kind === 'pglite' ? 'demo' : 'production');
  };
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (error) => app.log.warn({ err: error }, 'database connection lost while idle'),
      afterMigrate: seedWhenEmpty,
    }));
  const secretBox = loadSecretBox(config, database.kind, app.log);
  const context: AppContext = {
    db: database.db,
    raw: database.raw,
    kind: database.kind,
    config,
    now: options.now ?? Date.now,
    log: app.log,
    secretBox,
    idCards: createIdCardCrypt(secretBox),
  };

  // A database handed in (tests) is seeded here; one opened above was seeded under the startup lock.
  if (options.database) await seedWhenEmpty(database.db, database.kind);
  // A key that cannot open the stored IDs stops the start; IDs still in clear are sealed once.
  await checkIdCardKeys(database.db, secretBox);
  const sealed = await sealClearIdCards(database.db, context.idCards);
  if (sealed > 0) app.log.info({ sealed }, 'national IDs stored in clear were sealed');
  await ensureSecurityPolicy(database.db, config);
  // Backfill of the users' name pinyin (picker search): rows written before it existed, or without it.
  await fillNamePinyin(database.db);
  app.decorate('pmc', { context, database, seededAccounts });
  app.decorateRequest('locale', 'zh');
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    req.locale = localeFromHeader(req.headers['accept-language']);
  });
  // A signed-in request tells the app the idle limit it just pushed back, so the app can warn before
  // the session ends (its idle warning): the security policy's, which every instance reads alike.
  app.addHook('onSend', async (req, reply) => {
    if (req.auth) {
      const { sessionIdleMs } = await readSecurityPolicy(context);
      reply.header(SESSION_IDLE_HEADER, String(Math.round(sessionIdleMs / 1000)));
    }
  });
  // Entries past the retention go on a schedule; a test server (database handed in) purges on demand.
  if (!options.database) {
    const stopPurge = schedulePurge(context);
    app.addHook('onClose', async () => stopPurge());
    // Export jobs an instance left running are failed at start; expired files go on a timer.
    const stopExportPurge = scheduleExportPurge(context);
    app.addHook('onClose', async () => stopExportPurge());
  }
  if (!options.database) app.addHook('onClose', async () => database.close());
  // Every instance seals the audit logs (one at a time per log, by an advisory lock); what is left
  // unsealed when it stops is sealed before its database closes (onClose hooks run last added first).
  const sealer = startAuditSealer(database.db, app.log);
  context.audit = sealer;
  app.addHook('onClose', async () => sealer.stop());

  await registerOps(app, context, database);

  // JSON answers over 1 KB go out compressed; the app's files are precompressed at build time and
  // already carry their Content-Encoding, which the plugin leaves alone.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10 } });
  registerErrorHandlers(app);
  registerSecurityHeaders(app);
  registerModules(app, context);
  if (config.staticDir) await serveSpa(app, [config.staticDir, ...config.olderStaticDirs]);
  else app.setNotFoundHandler(sendNotFound);
  return app;
}
