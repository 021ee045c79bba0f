import type { Locale } from '../message-descriptor.ts';

const TAGS: Readonly<Record<Locale, string>> = { zh: 'zh-CN', en: 'en', zhtw: 'zh-TW' };
const FALLBACK = 'zh-CN';

// One formatter per tag: building an Intl.ListFormat costs far more than using one (table cells call this).
const formatters = new Map<string, Intl.ListFormat>();

/** Our locale code's BCP 47 tag; another tag as given when Intl knows it, else zh-CN. */
function listTag(locale: Locale | string | undefined): string {
  if (!locale) return FALLBACK;
  if (Object.hasOwn(TAGS, locale)) return TAGS[locale as Locale];
  try {
    return Intl.ListFormat.supportedLocalesOf(locale).length > 0 ? locale : FALLBACK;
  } catch {
    // Not a well-formed tag at all (RangeError).
    return FALLBACK;
  }
}

/**
 * Joins names as the language lists them (`Intl.ListFormat`, conjunction): 甲、乙和丙 in zh and zhtw,
 * 'A, B, and C' in en; '' for an empty list. Takes the product's locale codes (`zh`, `en`, `zhtw`) or a
 * BCP 47 tag (`zh-CN`, `zh-TW`); anything else, or none, reads as zh-CN.
 *
 * @example
 * formatList(['甲', '乙', '丙']); // '甲、乙和丙'
 * formatList(['Admin', 'Staff', 'Guest'], 'en'); // 'Admin, Staff, and Guest'
 */
export function formatList(items: readonly string[], locale?: Locale | string): string {
  if (items.length === 0) return '';
  const tag = listTag(locale);
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.ListFormat(tag, { type: 'conjunction' });
    formatters.set(tag, formatter);
  }
  return formatter.format(items);
}
