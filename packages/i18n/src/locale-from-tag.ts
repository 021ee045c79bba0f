import { isLocale, type Locale } from './locale.ts';

// Regions whose Chinese is written in traditional characters.
const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo']);

/**
 * Maps a browser language tag to our locale: zh-TW, zh-HK, zh-MO and zh-Hant* go to zhtw, other zh
 * to zh (an explicit Hans script wins over the region), en* to en; anything else is `undefined`.
 *
 * @example
 * localeFromTag('zh-HK'); // 'zhtw'
 * localeFromTag('zh-Hans-HK'); // 'zh'
 * localeFromTag('en-GB'); // 'en'
 * localeFromTag('fr'); // undefined
 */
export function localeFromTag(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const trimmed = tag.trim();
  if (isLocale(trimmed)) return trimmed;
  const parts = trimmed.toLowerCase().replace(/_/g, '-').split('-');
  const [language, ...rest] = parts;
  if (language === 'en') return 'en';
  if (language !== 'zh') return undefined;
  if (rest.includes('hans')) return 'zh';
  if (rest.includes('hant')) return 'zhtw';
  return rest.some((part) => TRADITIONAL_REGIONS.has(part)) ? 'zhtw' : 'zh';
}
