import { describe, expect, it } from 'vitest';
import { loadPinyin } from './pinyin-converter.ts';
import { matchesText, searchableText } from './text-match.ts';

describe('matchesText', () => {
  it('finds a Chinese name by its characters, its pinyin and its initials', async () => {
    const target = searchableText('财务部', await loadPinyin());
    expect(matchesText(target, '财务')).toBe(true);
    expect(matchesText(target, 'caiwu')).toBe(true);
    expect(matchesText(target, 'CWB')).toBe(true);
    expect(matchesText(target, 'renshi')).toBe(false);
  });

  it('matches Latin names case-insensitively and without a converter', () => {
    const target = searchableText('Head Office');
    expect(matchesText(target, 'office')).toBe(true);
    expect(matchesText(target, 'ho')).toBe(false);
    expect(matchesText(target, '  ')).toBe(true);
  });
});
