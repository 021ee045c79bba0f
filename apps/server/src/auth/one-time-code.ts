import { isOneTimeCode } from '@pmc/validators';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps use it: 30-second steps, six digits, SHA-1. */
export const STEP_MS = 30_000;
const ISSUER = 'PMC Admin';

function totpOf(secret: string, account = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: STEP_MS / 1000,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret: 160 random bits in base 32 (what apps accept typed by hand). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an app reads from the QR code. */
export function otpauthUri(secret: string, account: string): string {
  return totpOf(secret, account).toString();
}

/**
 * The time step a six-digit code belongs to, when it is the code of the step at `now` or of one step
 * either side (a phone's clock a little off); undefined otherwise. A step at or before `lastStep` is
 * refused, so a code seen once cannot be used again inside its window.
 */
export function acceptedStep(
  secret: string,
  code: string,
  now: number,
  lastStep: number | null,
): number | undefined {
  // otpauth compares bytes and throws on a token of six characters but more bytes (a bidi mark, say).
  if (!isOneTimeCode(code)) return undefined;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(now / STEP_MS) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}
