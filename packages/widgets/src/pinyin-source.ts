import type { PinyinConverter } from './tree-search-index.ts';

let converter: Promise<PinyinConverter> | undefined;

/**
 * pinyin-pro, fetched the first time a tree is indexed for search (its dictionary is ~140 KB gzip, so it
 * stays out of the first load), then shared by every tree.
 */
export function loadPinyinOnce(): Promise<PinyinConverter> {
  converter ??= import('pinyin-pro').then(({ pinyin }) => (text: string) => {
    const syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'removed' });
    return {
      full: syllables.join('').toLowerCase(),
      initials: syllables.map((s) => s.charAt(0).toLowerCase()).join(''),
    };
  });
  return converter;
}
