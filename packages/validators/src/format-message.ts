import type { Locale, MessageDescriptor, MessageValues } from './message-descriptor.ts';

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
  return branch === undefined
    ? String(value)
    : formatMessage(branch.replaceAll('#', String(value)), locale, values);
}

/**
 * Fills a message text's `{n}` placeholders and ICU plurals in a locale. It holds no translations:
 * {@link renderZh} gives it the zh source, `renderMessage` (`@pmc/validators/catalog`) a translation.
 */
export function formatMessage(text: string, locale: Locale, values: MessageValues): string {
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
 * The default {@link Translate}: the descriptor's zh source with its values filled in. It needs no
 * catalogue, so the rules render in zh without loading any translation.
 */
export const renderZh = (descriptor: MessageDescriptor): string =>
  formatMessage(descriptor.message, 'zh', descriptor.values ?? {});
