import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { acceptedStep, newTotpSecret } from './one-time-code.ts';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 10);
const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });

describe('acceptedStep', () => {
  it('takes the code of this step and of one step either side, not two', () => {
    const secret = newTotpSecret();
    const step = Math.floor(NOW / 30_000);
    expect(acceptedStep(secret, codeAt(secret, NOW), NOW, null)).toBe(step);
    expect(acceptedStep(secret, codeAt(secret, NOW - 30_000), NOW, null)).toBe(step - 1);
    expect(acceptedStep(secret, codeAt(secret, NOW + 30_000), NOW, null)).toBe(step + 1);
    expect(acceptedStep(secret, codeAt(secret, NOW - 90_000), NOW, null)).toBeUndefined();
  });

  it('refuses a step already used', () => {
    const secret = newTotpSecret();
    const step = Math.floor(NOW / 30_000);
    expect(acceptedStep(secret, codeAt(secret, NOW), NOW, step)).toBeUndefined();
  });

  it('refuses six characters that are not six digits, a bidi mark among them, without throwing', () => {
    const secret = newTotpSecret();
    expect(acceptedStep(secret, '\u202eevil\u200b', NOW, null)).toBeUndefined();
    expect(acceptedStep(secret, '１２３４５６', NOW, null)).toBeUndefined();
  });
});
