/** Subscript text is cut at this many characters (SPEC 9). */
export const TRUNCATE_LENGTH = 30;

let segmenter: Intl.Segmenter | undefined;

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
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const { index } of segmenter.segment(text)) {
    if (count === max) return text.slice(0, index) + ellipsis;
    count++;
  }
  return text;
}
