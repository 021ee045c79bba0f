import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRUNCATE_LENGTH, truncateText } from './truncate-text.ts';

const graphemes = (text: string) => [
  ...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
];

describe('truncateText', () => {
  it('keeps text of up to 30 characters', () => {
    expect(TRUNCATE_LENGTH).toBe(30);
    expect(truncateText('一'.repeat(30))).toBe('一'.repeat(30));
    expect(truncateText('')).toBe('');
  });

  it('cuts at 30 characters and adds an ellipsis', () => {
    expect(truncateText('一'.repeat(31))).toBe(`${'一'.repeat(30)}...`);
    expect(truncateText('a'.repeat(40))).toBe(`${'a'.repeat(30)}...`);
  });

  it('counts emoji sequences and combining marks as one character each', () => {
    const family = '👨‍👩‍👧‍👦';
    expect(truncateText(family.repeat(30))).toBe(family.repeat(30));
    expect(truncateText(family.repeat(31))).toBe(`${family.repeat(30)}...`);
    expect(truncateText('e\u0301'.repeat(31))).toBe(`${'e\u0301'.repeat(30)}...`);
    expect(truncateText('🇨🇳'.repeat(3), 2, '…')).toBe('🇨🇳🇨🇳…');
    expect(truncateText('ﾊﾟ'.repeat(31))).toBe(`${'ﾊﾟ'.repeat(30)}...`);
    expect(truncateText('\r\n'.repeat(31))).toBe(`${'\r\n'.repeat(30)}...`);
  });

  const text = fc
    .array(
      fc.constantFrom('a', '中', '，', '😀', '👍🏽', '👨‍👩‍👧', 'e\u0301', '🇨🇳', ' ', 'ﾊﾟ', '\u302a', '\r\n'),
      { maxLength: 60 },
    )
    .map((parts) => parts.join(''));

  it('never splits a character and keeps a prefix of the text (property)', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 40 }), (input, max) => {
        const output = truncateText(input, max);
        const count = graphemes(input).length;
        if (count <= max) {
          expect(output).toBe(input);
        } else {
          expect(output.endsWith('...')).toBe(true);
          const kept = output.slice(0, -3);
          expect(input.startsWith(kept)).toBe(true);
          expect(graphemes(kept).length).toBe(max);
          expect(graphemes(kept).map((s) => s.segment)).toEqual(
            graphemes(input)
              .slice(0, max)
              .map((s) => s.segment),
          );
        }
      }),
      { numRuns: 300 },
    );
  });
});
