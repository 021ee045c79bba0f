import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt N=2^17, r=8, p=1 needs 128 * N * r = 128 MiB; node's default maxmem is 32 MiB.
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEYLEN = 32;
const MAXMEM = 256 * 1024 * 1024;

function derive(secret: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEYLEN, { N: n, r, p, maxmem: MAXMEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Slow-hashes the client's MD5 hex of a password; the stored string carries its parameters.
 * @example
 * const stored = await hashPassword('e10adc3949ba59abbe56e057f20f883e');
 */
export async function hashPassword(clientHash: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(clientHash, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Checks a client MD5 hex against a stored hash in constant time. */
export async function verifyPassword(clientHash: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(clientHash, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random secret nobody knows, made with the parameters above: a sign-in with an unknown
 * account is verified against it, so it costs the same scrypt work as one with a wrong password and
 * the response time does not reveal which accounts exist. Remake it whenever N, R or P change (a test
 * compares them).
 */
export const UNKNOWN_ACCOUNT_HASH =
  'scrypt$131072$8$1$CWu7hGrit0uxHIdI+RFRfA==$fEmDfu63pKvUClJKnrVcte36XOp6UDlfcS/uk1fh5oA=';

/**
 * `verifyPassword` for an account that may not exist (`stored` undefined): then it does the same work
 * against `UNKNOWN_ACCOUNT_HASH` and answers false.
 * @example
 * const ok = await verifyAccountPassword(body.password, user?.passwordHash);
 */
export async function verifyAccountPassword(
  clientHash: string,
  stored: string | undefined,
): Promise<boolean> {
  const matches = await verifyPassword(clientHash, stored ?? UNKNOWN_ACCOUNT_HASH);
  return stored !== undefined && matches;
}
