import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Seals short secrets (second-factor secrets; later national IDs) at rest with AES-256-GCM. */
export interface SecretBox {
  /** The key's id, stored with every sealed value so a new key can be rolled in beside the old one. */
  readonly keyId: string;
  seal(plain: string): string;
  /** The clear text of a value `seal` wrote; throws when it was sealed with another key or altered. */
  open(sealed: string): string;
}

const VERSION = 'v1';
const KEY_BYTES = 32;

/**
 * Reads a 32-byte key written as 64 hex digits or as base64; undefined for anything else.
 * @example
 * parseSecretKey(randomBytes(32).toString('base64'))?.length; // 32
 */
export function parseSecretKey(raw: string): Buffer | undefined {
  const text = raw.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return bytes.length === KEY_BYTES && (bytes.toString('base64') === text || /^[0-9a-fA-F]{64}$/.test(text))
    ? bytes
    : undefined;
}

/**
 * A box over one 32-byte key. A sealed value reads `v1.<key id>.<iv>.<tag>.<cipher text>` (base64url),
 * a fresh 12-byte IV each time, so equal secrets never look alike.
 * @example
 * const box = createSecretBox(randomBytes(32));
 * box.open(box.seal('JBSWY3DPEHPK3PXP')); // 'JBSWY3DPEHPK3PXP'
 */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error('a secret key is 32 bytes');
  const keyId = createHash('sha256').update(key).digest('base64url').slice(0, 8);
  return {
    keyId,
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, keyId, ...parts].join('.');
    },
    open(sealed) {
      const [version, id, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed value');
      if (id !== keyId) throw new Error(`sealed with key ${id}, not with the key in use (${keyId})`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
