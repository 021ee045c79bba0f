import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { ConfigError } from '../config/config-error.ts';

// scrypt N=2^17, r=8, p=1 needs 128 * N * r = 128 MiB; node's default maxmem is 32 MiB.
/** log2 of scrypt's N: 2^17, the floor OWASP recommends (about 0.4 s of one core here). */
export const DEFAULT_HASH_COST = 17;
const R = 8;
const P = 1;
const KEYLEN = 32;
const MAXMEM = 256 * 1024 * 1024;

/**
 * PASSWORD_HASH_COST, log2 of scrypt's N: 17 (the default) to 20. Below 17 (down to 10) only with
 * NODE_ENV=test: test suites sign in and create people by the hundred, and at full cost they spent a
 * large part of their time hashing. Read on every hash, so a test can set it for one file.
 * @example
 * passwordHashCost({ PASSWORD_HASH_COST: '18' }) // 18
 */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PASSWORD_HASH_COST;
  if (raw === undefined || raw === '') return DEFAULT_HASH_COST;
  const value = Number(raw);
  const floor = env.NODE_ENV === 'test' ? 10 : DEFAULT_HASH_COST;
  if (!Number.isInteger(value) || value < floor || value > 20)
    throw new ConfigError(
      'PASSWORD_HASH_COST',
      `PASSWORD_HASH_COST must be a whole number from ${floor} to 20${floor === 10 ? '' : ' (below 17 only with NODE_ENV=test)'}, got "${raw}"`,
    );
  return value;
}

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
  const n = 2 ** passwordHashCost();
  const salt = randomBytes(16);
  const key = await derive(clientHash, salt, n, R, P);
  return `scrypt$${n}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
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
 * A hash of a random secret nobody knows, made with the default parameters: a sign-in with an unknown
 * account is verified against it, so it costs the same scrypt work as one with a wrong password and
 * the response time does not reveal which accounts exist. Remake it whenever the default N, R or P
 * change (a test compares them).
 */
export const UNKNOWN_ACCOUNT_HASH =
  'scrypt$131072$8$1$CWu7hGrit0uxHIdI+RFRfA==$fEmDfu63pKvUClJKnrVcte36XOp6UDlfcS/uk1fh5oA=';

const unknownAccountHashes = new Map<number, Promise<string>>();

/** `UNKNOWN_ACCOUNT_HASH` at the configured cost (made once per cost when it is not the default). */
export function unknownAccountHash(): Promise<string> {
  const cost = passwordHashCost();
  if (cost === DEFAULT_HASH_COST) return Promise.resolve(UNKNOWN_ACCOUNT_HASH);
  let made = unknownAccountHashes.get(cost);
  if (!made) {
    made = hashPassword(randomBytes(16).toString('hex'));
    unknownAccountHashes.set(cost, made);
  }
  return made;
}

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
  const matches = await verifyPassword(clientHash, stored ?? (await unknownAccountHash()));
  return stored !== undefined && matches;
}
