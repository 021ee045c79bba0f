export type { PinyinConverter } from './pinyin-converter.ts';
export { loadPinyin } from './pinyin-converter.ts';
export type { SearchableText } from './text-match.ts';
export { matchesText, searchableText } from './text-match.ts';
