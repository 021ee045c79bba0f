import { describe, expect, it } from 'vitest';
import { isIdleWithinAbsolute, isWithinPolicyLimit, securityPolicyLimits } from './security-policy-limits.ts';

describe('security policy limits', () => {
  it('accepts whole numbers inside each range, its ends included', () => {
    for (const [field, { min, max }] of Object.entries(securityPolicyLimits)) {
      const key = field as keyof typeof securityPolicyLimits;
      expect(isWithinPolicyLimit(key, min)).toBe(true);
      expect(isWithinPolicyLimit(key, max)).toBe(true);
      expect(isWithinPolicyLimit(key, min - 1)).toBe(false);
      expect(isWithinPolicyLimit(key, max + 1)).toBe(false);
    }
    expect(isWithinPolicyLimit('lockMinutes', 15.5)).toBe(false);
  });

  it('wants the idle limit shorter than the absolute one', () => {
    expect(isIdleWithinAbsolute(30, 12)).toBe(true);
    expect(isIdleWithinAbsolute(60, 1)).toBe(false);
  });
});
