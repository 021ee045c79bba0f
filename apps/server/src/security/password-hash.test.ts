import { describe, expect, it } from 'vitest';
import { md5Hex } from './md5-hex.ts';
import {
  hashPassword,
  UNKNOWN_ACCOUNT_HASH,
  verifyAccountPassword,
  verifyPassword,
} from './password-hash.ts';

const parameters = (stored: string) => stored.split('$').slice(0, 4).join('$');

/** The fastest of three runs: on a shared machine one run can wait for the CPU far longer than it works. */
async function timed(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return Math.min(...times);
}

describe('password hash', () => {
  it('verifies the password it hashed and refuses another', async () => {
    const stored = await hashPassword(md5Hex('Secret@2026'));
    expect(await verifyPassword(md5Hex('Secret@2026'), stored)).toBe(true);
    expect(await verifyPassword(md5Hex('secret@2026'), stored)).toBe(false);
  });

  it('checks an unknown account against a dummy hash of the same cost, and refuses it', async () => {
    const stored = await hashPassword(md5Hex('Secret@2026'));
    // Same scheme and work factors as a real hash, so the work is the same.
    expect(parameters(UNKNOWN_ACCOUNT_HASH)).toBe(parameters(stored));
    expect(await verifyAccountPassword(md5Hex('Secret@2026'), undefined)).toBe(false);
    expect(await verifyAccountPassword(md5Hex('Secret@2026'), stored)).toBe(true);
    // And it really runs scrypt: not measurably faster than a wrong password for a known account.
    const known = await timed(() => verifyAccountPassword(md5Hex('wrong'), stored));
    const unknown = await timed(() => verifyAccountPassword(md5Hex('wrong'), undefined));
    expect(unknown).toBeGreaterThan(known * 0.5);
  });
});
