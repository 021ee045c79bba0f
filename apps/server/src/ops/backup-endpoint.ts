import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { translate } from '../http/locale.ts';
import { serverMessages } from '../messages.ts';
import { BACKUP_PATH, removeControlFile, writeControlFile } from './backup-control-file.ts';
import { bearerMatches } from './bearer-token.ts';
import { snapshotPglite } from './pglite-snapshot.ts';

/** The listener as a loopback URL: a server bound to every interface is asked on 127.0.0.1 / ::1. */
function loopbackUrl(address: AddressInfo): string {
  const host =
    address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * Backup of the embedded database while the server runs (PGlite belongs to this process, so nothing
 * else may open DATA_DIR): `POST /ops/backup` answers a consistent snapshot (pglite-snapshot.ts) to a
 * caller holding the token of `DATA_DIR/server.json`, which is written when the server listens. The
 * backup command finds the file and asks here; without a running server it opens DATA_DIR itself.
 * Outside the contract like the probes: no session, no operation log, never shed. Answers the token,
 * which the audit command's endpoint (audit-endpoint.ts) asks for too.
 */
export function registerBackupEndpoint(app: FastifyInstance, pglite: PGlite, dataDir: string): string {
  const token = randomBytes(32).toString('base64url');
  app.addHook('onListen', async () => {
    writeControlFile(dataDir, {
      pid: process.pid,
      url: loopbackUrl(app.server.address() as AddressInfo),
      token,
    });
  });
  app.addHook('onClose', async () => removeControlFile(dataDir, token));
  app.post(BACKUP_PATH, { config: { pressureHandler: () => undefined } }, async (req, reply) => {
    if (!bearerMatches(req.headers.authorization, token))
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ code: 401, msg: translate(req.locale, serverMessages.tokenMissing), data: null });
    const started = performance.now();
    const snapshot = Buffer.from(await (await snapshotPglite(pglite)).arrayBuffer());
    req.log.info(
      { bytes: snapshot.length, ms: Math.round(performance.now() - started) },
      'backup: database snapshot taken',
    );
    reply.type('application/gzip').header('Cache-Control', 'no-store');
    return snapshot;
  });
  return token;
}
