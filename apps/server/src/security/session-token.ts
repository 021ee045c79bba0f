import { createHash, randomBytes } from 'node:crypto';

/** A new 256-bit random token, base64url; only its hash is ever stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The sha256 hex under which a token is stored and looked up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
