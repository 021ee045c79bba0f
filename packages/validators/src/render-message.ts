import type { Locale, MessageDescriptor, MessageValues } from './message-descriptor.ts';
import { validatorsCatalog } from './validators-catalog.ts';

const pluralRules = new Map<Locale, Intl.PluralRules>();
const localeTags: Record<Locale, string> = { zh: 'zh-CN', en: 'en', zhtw: 'zh-TW' };

function pluralCategory(locale: Locale, n: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(localeTags[locale]);
    pluralRules.set(locale, rules);
  }
  return rules.select(n);
}

/** Index of the `}` closing the `{` at `open`, honouring nesting. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

function renderPlural(options: string, value: number, locale: Locale, values: MessageValues): string {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < options.length) {
    const open = options.indexOf('{', i);
    if (open < 0) break;
    const close = closingBrace(options, open);
    if (close < 0) break;
    branches.set(options.slice(i, open).trim(), options.slice(open + 1, close));
    i = close + 1;
  }
  const branch =
    branches.get(`=${value}`) ?? branches.get(pluralCategory(locale, value)) ?? branches.get('other');
  return branch === undefined ? String(value) : format(branch.replaceAll('#', String(value)), locale, values);
}

function format(text: string, locale: Locale, values: MessageValues): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    const close = open < 0 ? -1 : closingBrace(text, open);
    if (open < 0 || close < 0) return out + text.slice(i);
    out += text.slice(i, open);
    const body = text.slice(open + 1, close);
    const [name = '', kind, ...rest] = body.split(',');
    const value = values[name.trim()];
    if (kind?.trim() === 'plural' && typeof value === 'number') {
      out += renderPlural(rest.join(','), value, locale, values);
    } else {
      out += value === undefined ? `{${body}}` : String(value);
    }
    i = close + 1;
  }
  return out;
}

/**
 * Renders a descriptor in a locale from {@link validatorsCatalog} (zh by default), filling `{n}`
 * placeholders and ICU plurals. For the server and non-React callers; React code uses `@pmc/i18n`.
 *
 * @example
 * renderMessage(checkFileSize({ size: 6e6 })!, 'en'); // 'The file exceeds 5 MB'
 */
export function renderMessage(descriptor: MessageDescriptor, locale: Locale = 'zh'): string {
  const text = validatorsCatalog[locale][descriptor.id] ?? descriptor.message;
  return format(text, locale, descriptor.values ?? {});
}

/** The default {@link Translate}: zh text with its values filled in. */
export const renderZh = (descriptor: MessageDescriptor): string => renderMessage(descriptor, 'zh');
