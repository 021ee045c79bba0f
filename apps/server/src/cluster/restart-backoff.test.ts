import { describe, expect, it } from 'vitest';
import { countDeath, HEALTHY_LIFETIME_MS, restartDelay } from './restart-backoff.ts';

describe('restart back-off', () => {
  it('replaces a worker at once after a healthy life, and doubles the wait in a crash loop up to 30 s', () => {
    expect(restartDelay(countDeath(0, HEALTHY_LIFETIME_MS))).toBe(0);
    let deaths = 0;
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      deaths = countDeath(deaths, 1_000);
      waits.push(restartDelay(deaths));
    }
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(countDeath(deaths, HEALTHY_LIFETIME_MS + 1)).toBe(0);
  });
});
