import { type Locale, translate } from '../../http/locale.ts';
import { serverMessages } from '../../messages.ts';

// Sign-in log rows keep the answer as sign-in gave it, in the source language (zh). Each server message
// becomes a pattern whose placeholders capture their values, so a row can be shown in the reader's language.
const patterns = Object.values(serverMessages).map((descriptor) => {
  const names: string[] = [];
  const source = descriptor.message
    .split(/\{(\w+)\}/)
    .map((part, i) => {
      if (i % 2 === 1) {
        names.push(part);
        return '(.+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { descriptor, names, pattern: new RegExp(`^${source}$`) };
});

/** The stored (zh) sign-in message in another language; unknown texts stay as they are. */
export function signInMessage(locale: Locale, stored: string): string {
  if (locale === 'zh') return stored;
  for (const { descriptor, names, pattern } of patterns) {
    const match = pattern.exec(stored);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
    return translate(locale, { ...descriptor, values });
  }
  return stored;
}
