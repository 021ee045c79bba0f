import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Seals short secrets (second-factor secrets, national IDs) at rest with AES-256-GCM. */
export interface SecretBox {
  /** The current key's id, stored with every sealed value so a new key can be rolled in beside the old one. */
  readonly keyId: string;
  /** Ids of every key the box opens with: the current one first, then the older ones. */
  readonly keyIds: readonly string[];
  /** The current key and the older ones, in `keyIds` order (other keys are derived from them). */
  readonly keys: readonly Buffer[];
  seal(plain: string): string;
  /** The clear text of a value `seal` wrote; throws when its key is none of the box's or it was altered. */
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

/** A key's id: the start of its SHA-256, so the same key has the same id on every instance. */
export function secretKeyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 8);
}

/** The key id a sealed value names; undefined for text that is no sealed value (a clear one). */
export function sealedKeyId(value: string): string | undefined {
  const [version, id] = value.split('.');
  return version === VERSION && id ? id : undefined;
}

/**
 * A box over a 32-byte key, and the older keys it still opens with (a key rollover). A sealed value reads
 * `v1.<key id>.<iv>.<tag>.<cipher text>` (base64url), a fresh 12-byte IV each time, so equal secrets
 * never look alike; it is opened with the key its id names.
 * @example
 * const box = createSecretBox(randomBytes(32));
 * box.open(box.seal('JBSWY3DPEHPK3PXP')); // 'JBSWY3DPEHPK3PXP'
 */
export function createSecretBox(key: Buffer, olderKeys: readonly Buffer[] = []): SecretBox {
  const keys = [key, ...olderKeys.filter((older) => !older.equals(key))];
  if (keys.some((k) => k.length !== KEY_BYTES)) throw new Error('a secret key is 32 bytes');
  const byId = new Map(keys.map((k) => [secretKeyId(k), k]));
  const keyId = secretKeyId(key);
  return {
    keyId,
    keyIds: [...byId.keys()],
    keys,
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
      const opener = id === undefined ? undefined : byId.get(id);
      if (!opener) throw new Error(`sealed with key ${id}, none of the keys in use (${[...byId.keys()]})`);
      const decipher = createDecipheriv('aes-256-gcm', opener, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
