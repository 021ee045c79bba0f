import { describe, expect, it } from 'vitest';
import { StampedAnswerCache } from './stamped-answer-cache.ts';

const answer = (stamp: string, size: number) => ({ stamp, json: 'x'.repeat(size) });

describe('StampedAnswerCache', () => {
  it('answers what was set, and the newest answer for a key', () => {
    const cache = new StampedAnswerCache(1000);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', answer('1', 10));
    cache.set('a', answer('2', 20));
    expect(cache.get('a')).toEqual(answer('2', 20));
    expect(cache.size).toBe(1);
  });

  it('drops the least recently used answers to stay within its bytes', () => {
    // Each entry: (1-character key + 99 characters) * 2 bytes = 200 bytes.
    const cache = new StampedAnswerCache(600);
    cache.set('a', answer('1', 99));
    cache.set('b', answer('1', 99));
    cache.set('c', answer('1', 99));
    cache.get('a');
    cache.set('d', answer('1', 99));
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')].every(Boolean)).toBe(true);
    // Replacing an entry frees its old bytes: three entries still fit.
    cache.set('a', answer('2', 99));
    expect(cache.size).toBe(3);
  });

  it('keeps nothing larger than its limit, and nothing at all with 0', () => {
    const small = new StampedAnswerCache(100);
    small.set('a', answer('1', 100));
    expect(small.get('a')).toBeUndefined();
    const off = new StampedAnswerCache(0);
    off.set('a', answer('1', 0));
    expect(off.size).toBe(0);
  });
});
