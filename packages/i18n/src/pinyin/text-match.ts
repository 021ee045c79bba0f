import type { PinyinConverter } from './pinyin-converter.ts';

/** What a text can be found by: itself, and for Chinese its pinyin and initials. */
export interface SearchableText {
  text: string;
  full: string;
  initials: string;
}

/**
 * Prepares a text for `matchesText`: lower-cased, with pinyin and initials when a converter is given.
 *
 * @example
 * searchableText('财务部', toPinyin); // { text: '财务部', full: 'caiwubu', initials: 'cwb' }
 */
export function searchableText(text: string, toPinyin?: PinyinConverter | null): SearchableText {
  const { full, initials } = toPinyin ? toPinyin(text) : { full: '', initials: '' };
  return { text: text.toLowerCase(), full, initials };
}

/**
 * True when the keyword appears in the text, its pinyin or its initials (case-insensitive, spaces in
 * the keyword ignored for the pinyin forms).
 *
 * @example
 * matchesText(searchableText('财务部', toPinyin), 'cw'); // true
 */
export function matchesText(target: SearchableText, keyword: string): boolean {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return true;
  if (target.text.includes(needle)) return true;
  const compact = needle.replace(/\s+/g, '');
  return (
    (target.full !== '' && target.full.includes(compact)) ||
    (target.initials !== '' && target.initials.includes(compact))
  );
}
