import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config/load-config.ts';
import { createSecretBox, parseSecretKey, type SecretBox } from './secret-box.ts';

/** The key file of the embedded database, in DATA_DIR beside it (never in a backup of it). */
export const SECRET_KEY_FILE = 'secret.key';

function keyFile(dataDir: string, log: FastifyBaseLogger): Buffer {
  const file = path.join(dataDir, SECRET_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': two processes starting at once cannot both write one; the loser reads the winner's.
    fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseSecretKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} holds no 32-byte key (64 hex digits)`);
  log.warn(
    { keyFile: file },
    'DATA_KEY is not set: second-factor secrets and national IDs are sealed with the key file in DATA_DIR; keep a copy of it apart from the backups, and set DATA_KEY in production',
  );
  return key;
}

/**
 * The box that seals second-factor secrets and national IDs: DATA_KEY when set; else, on the embedded
 * database, a key file created once in DATA_DIR (owner-only, with a warning at start); else (PostgreSQL
 * without a key) none: the second factor cannot be turned on, nor a national ID stored. The older keys of
 * DATA_KEYS_OLD still open what they sealed. No key is ever logged.
 */
export function loadSecretBox(
  config: ServerConfig,
  kind: 'pglite' | 'postgres',
  log: FastifyBaseLogger,
): SecretBox | undefined {
  if (config.secretKey) return createSecretBox(config.secretKey, config.olderSecretKeys);
  if (kind === 'pglite') return createSecretBox(keyFile(config.dataDir, log), config.olderSecretKeys);
  log.warn('DATA_KEY is not set: nobody can turn a second factor on or store a national ID until it is');
  return undefined;
}
