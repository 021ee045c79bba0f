import * as crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { md5Hex } from './md5-hex.ts';
import {
  DEFAULT_HASH_COST,
  hashPassword,
  passwordHashCost,
  UNKNOWN_ACCOUNT_HASH,
  unknownAccountHash,
  verifyAccountPassword,
  verifyPassword,
} from './password-hash.ts';

const parameters = (stored: string) => stored.split('$').slice(0, 4).join('$');

// scrypt itself, recorded and passed through: a sign-in's work is its call's parameters, which a clock on a
// shared machine cannot compare reliably.
vi.mock(import('node:crypto'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, scrypt: vi.fn(actual.scrypt) as unknown as typeof actual.scrypt };
});

/** The key length and work factors of the scrypt calls `run` makes. */
async function scryptCalls(run: () => Promise<unknown>) {
  const scrypt = vi.mocked(crypto.scrypt) as unknown as ReturnType<typeof vi.fn>;
  scrypt.mockClear();
  await run();
  return scrypt.mock.calls.map((call) => {
    const { N, r, p } = call[3] as { N: number; r: number; p: number };
    return { keylen: call[2], N, r, p };
  });
}

describe('password hash', () => {
  it('verifies the password it hashed and refuses another', async () => {
    const stored = await hashPassword(md5Hex('Secret@2026'));
    expect(await verifyPassword(md5Hex('Secret@2026'), stored)).toBe(true);
    expect(await verifyPassword(md5Hex('secret@2026'), stored)).toBe(false);
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('checks an unknown account against a dummy hash of the same cost, and refuses it', async () => {
    // At full cost: the unknown account's dummy hash is the default one.
    vi.stubEnv('PASSWORD_HASH_COST', String(DEFAULT_HASH_COST));
    const stored = await hashPassword(md5Hex('Secret@2026'));
    // Same scheme and work factors as a real hash, so the work is the same.
    expect(parameters(await unknownAccountHash())).toBe(parameters(stored));
    expect(parameters(UNKNOWN_ACCOUNT_HASH)).toBe(`scrypt$${2 ** DEFAULT_HASH_COST}$8$1`);
    expect(await verifyAccountPassword(md5Hex('Secret@2026'), undefined)).toBe(false);
    expect(await verifyAccountPassword(md5Hex('Secret@2026'), stored)).toBe(true);
    // And it really runs scrypt, once, with the work factors of a wrong password for a known account.
    const known = await scryptCalls(() => verifyAccountPassword(md5Hex('wrong'), stored));
    const unknown = await scryptCalls(() => verifyAccountPassword(md5Hex('wrong'), undefined));
    expect(known).toEqual([{ keylen: 32, N: 2 ** DEFAULT_HASH_COST, r: 8, p: 1 }]);
    expect(unknown).toEqual(known);
  });

  it('takes its cost from PASSWORD_HASH_COST, below the default only in tests', () => {
    expect(passwordHashCost({})).toBe(17);
    expect(passwordHashCost({ PASSWORD_HASH_COST: '18' })).toBe(18);
    expect(passwordHashCost({ PASSWORD_HASH_COST: '12', NODE_ENV: 'test' })).toBe(12);
    expect(() => passwordHashCost({ PASSWORD_HASH_COST: '12' })).toThrow(
      'PASSWORD_HASH_COST must be a whole number from 17 to 20 (below 17 only with NODE_ENV=test), got "12"',
    );
    expect(() => passwordHashCost({ PASSWORD_HASH_COST: '21' })).toThrow(/from 17 to 20/);
  });
});
