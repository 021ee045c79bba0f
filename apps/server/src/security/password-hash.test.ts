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

/**
 * The CPU time `run` spends, every thread of this process counted (scrypt runs on libuv's pool): unlike the
 * clock, it does not grow while a busy machine keeps the process waiting for a core.
 */
async function cpuMs(run: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
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
    // At full cost: the comparison below is of real work (hundreds of ms of CPU), not a 2^12 hash's few.
    vi.stubEnv('PASSWORD_HASH_COST', String(DEFAULT_HASH_COST));
    const stored = await hashPassword(md5Hex('Secret@2026'));
    // Same scheme and work factors as a real hash, so the work is the same.
    expect(parameters(await unknownAccountHash())).toBe(parameters(stored));
    expect(parameters(UNKNOWN_ACCOUNT_HASH)).toBe(`scrypt$${2 ** DEFAULT_HASH_COST}$8$1`);
    expect(await verifyAccountPassword(md5Hex('Secret@2026'), undefined)).toBe(false);
    expect(await verifyAccountPassword(md5Hex('Secret@2026'), stored)).toBe(true);
    // And it really runs scrypt: no less work than a wrong password for a known account.
    const known = await cpuMs(() => verifyAccountPassword(md5Hex('wrong'), stored));
    const unknown = await cpuMs(() => verifyAccountPassword(md5Hex('wrong'), undefined));
    expect(unknown).toBeGreaterThan(known * 0.5);
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
