import { loadPinyin, type PinyinConverter } from '@pmc/i18n/pinyin';

let converter: Promise<PinyinConverter> | undefined;

/**
 * The shared pinyin converter (`@pmc/i18n/pinyin`, pinyin-pro fetched on demand), asked for the first
 * time a tree is indexed for search, then shared by every tree.
 */
export function loadPinyinOnce(): Promise<PinyinConverter> {
  converter ??= loadPinyin();
  return converter;
}
