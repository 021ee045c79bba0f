import en from '../locales/en.ts';
import zhtw from '../locales/zhtw.ts';
import { serverMessages } from '../messages.ts';

export type Locale = 'zh' | 'en' | 'zhtw';

/** A placeholder's value: text as it is, or a message rendered in the same locale (a duty's name). */
export type MessageValue = string | number | MessageDescriptor;

/** A message to show: its id, the zh default and the values of its placeholders. */
export interface MessageDescriptor {
  readonly id: string;
  readonly message: string;
  readonly values?: Record<string, MessageValue>;
}

const zh: Record<string, string> = Object.fromEntries(
  Object.values(serverMessages).map((m) => [m.id, m.message]),
);

/** The server's catalogue in the three locales. */
export const serverCatalog: Record<Locale, Record<string, string>> = { zh, en, zhtw };

/** Picks the locale from Accept-Language: zh-TW/zh-HK/zh-Hant -> zhtw, en -> en, else zh. */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return 'zh';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (/^zh-(tw|hk|mo|hant)/.test(tag)) return 'zhtw';
    if (tag.startsWith('zh')) return 'zh';
    if (tag.startsWith('en')) return 'en';
  }
  return 'zh';
}

/** Renders a descriptor in a locale, filling `{name}` placeholders. */
export function translate(locale: Locale, descriptor: MessageDescriptor): string {
  const template = serverCatalog[locale][descriptor.id] ?? descriptor.message;
  const values = descriptor.values ?? {};
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? translate(locale, value) : String(value);
  });
}
