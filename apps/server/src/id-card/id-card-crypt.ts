import { createHmac, hkdfSync } from 'node:crypto';
import type { SecretBox } from '../auth/secret-box.ts';

/** A national ID as stored: sealed, with the keyed hash that finds it by exact match. */
export interface SealedIdCard {
  idCard: string;
  idCardHash: string;
}

/** Seals national IDs on the way into `users` and opens them on the way out (the user store's ends). */
export interface IdCardCrypt {
  /** Whether a key is there to seal with (PostgreSQL without DATA_KEY has none). */
  readonly available: boolean;
  /** The sealed value and lookup hash of an ID; throws `IdCardKeyMissing` without a key. */
  seal(plain: string): SealedIdCard;
  /** The clear ID of a stored value (null stays null); throws for a key the server does not hold. */
  open(stored: string | null): string | null;
  /** The lookup hash of an ID under the current key (what `seal` stores). */
  hash(plain: string): string;
  /** Its lookup hashes under every key held, current first: a search still finds values not yet re-keyed. */
  lookupHashes(plain: string): string[];
}

/** Thrown when a national ID is to be stored and no key is configured. */
export class IdCardKeyMissing extends Error {
  constructor() {
    super('no DATA_KEY: a national ID cannot be stored');
  }
}

const LOOKUP_INFO = 'id-card-lookup';

/** How an ID is compared: trimmed, a lower-case check character `x` read as `X`. */
export function normaliseIdCard(plain: string): string {
  return plain.trim().toUpperCase();
}

// The lookup key is derived, never the sealing key itself: a leaked hash column reveals nothing of it.
function lookupKeyOf(key: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), LOOKUP_INFO, 32));
}

/**
 * The national-ID crypt over the server's secret box (DATA_KEY and DATA_KEYS_OLD): AES-256-GCM values that
 * name their key, and an HMAC-SHA-256 lookup hash of the normalised ID under a key derived from the data
 * key (HKDF, info "id-card-lookup").
 * @example
 * const crypt = createIdCardCrypt(createSecretBox(randomBytes(32)));
 * crypt.open(crypt.seal('11010519491231002X').idCard); // '11010519491231002X'
 */
export function createIdCardCrypt(box: SecretBox | undefined): IdCardCrypt {
  const lookupKeys = (box?.keys ?? []).map(lookupKeyOf);
  const hashUnder = (key: Buffer, plain: string) =>
    createHmac('sha256', key).update(normaliseIdCard(plain)).digest('base64url');
  const hash = (plain: string) => {
    const current = lookupKeys[0];
    if (!current) throw new IdCardKeyMissing();
    return hashUnder(current, plain);
  };
  return {
    available: box !== undefined,
    seal(plain) {
      if (!box) throw new IdCardKeyMissing();
      return { idCard: box.seal(plain), idCardHash: hash(plain) };
    },
    open(stored) {
      if (stored === null) return null;
      if (!box) throw new IdCardKeyMissing();
      return box.open(stored);
    },
    hash,
    lookupHashes: (plain) => lookupKeys.map((key) => hashUnder(key, plain)),
  };
}
