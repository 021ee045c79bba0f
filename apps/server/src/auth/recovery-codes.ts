import { createHash, randomInt } from 'node:crypto';
import { normalizeOneTimeCode, RECOVERY_CODE_COUNT } from '@pmc/validators';

// Crockford's base 32 in lower case: no i, l, o or u to misread on a printout.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

function newCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Ten fresh recovery codes (`abcde-fghjk`, 50 random bits each), shown once to their owner. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
}

/**
 * What is stored of a recovery code: the SHA-256 of it as typed without dash or case. A fast hash is
 * enough for 50 random bits that lock the account after a few wrong tries.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeOneTimeCode(code)).digest('hex');
}
