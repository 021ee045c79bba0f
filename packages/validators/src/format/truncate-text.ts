/** Subscript text is cut at this many characters (docs/guide/constants.md#text-and-numbers). */
export const TRUNCATE_LENGTH = 30;

let segmenter: Intl.Segmenter | undefined;
// Printable ASCII, CJK punctuation, ideographs and full-width forms never combine with a neighbour, so
// text made only of them has one grapheme per UTF-16 unit and needs no segmenter (which is slow).
const SINGLE_UNIT_GRAPHEMES = /^[\x20-\x7e\u3000-\u3029\u3030-\u303f\u4e00-\u9fff\uff01-\uff60]*$/;

/**
 * Cuts text longer than `max` characters, counted as a reader sees them (a Chinese character, an emoji
 * with its modifiers or a letter with combining marks is one), and appends `ellipsis`.
 *
 * @example
 * truncateText('一二三四五六七八九十'.repeat(4)); // first 30 characters + '...'
 * truncateText('👨‍👩‍👧‍👦'.repeat(3), 2); // '👨‍👩‍👧‍👦👨‍👩‍👧‍👦...'
 */
export function truncateText(text: string, max: number = TRUNCATE_LENGTH, ellipsis = '...'): string {
  // Every grapheme has at least one UTF-16 unit, so short text needs no segmentation.
  if (text.length <= max) return text;
  if (SINGLE_UNIT_GRAPHEMES.test(text)) return text.slice(0, max) + ellipsis;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const { index } of segmenter.segment(text)) {
    if (count === max) return text.slice(0, index) + ellipsis;
    count++;
  }
  return text;
}
