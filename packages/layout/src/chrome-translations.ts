import { validatorsLazyCatalog } from '@pmc/validators';
import { layoutLazyCatalog } from './lazy-catalog.ts';
import type { LayoutLocale } from './menu-entry.ts';

type Translated = Exclude<LayoutLocale, 'zh'>;
type Texts = Readonly<Record<string, string>>;

const loaded: Partial<Record<Translated, Texts>> = {};
const fetching: Partial<Record<Translated, Promise<void>>> = {};
const listeners = new Set<() => void>();

/**
 * Fetches the chrome's en or zhtw translations (its own texts and the validators' it shows), once; zh
 * is the source and needs nothing. Await it before the first render in that locale to show no zh
 * meanwhile; the chrome also fetches them itself when it meets a locale not yet in.
 *
 * @example
 * await loadChromeTranslations('en');
 */
export function loadChromeTranslations(locale: LayoutLocale): Promise<void> {
  if (locale === 'zh' || loaded[locale]) return Promise.resolve();
  let arriving = fetching[locale];
  if (!arriving) {
    arriving = Promise.all([layoutLazyCatalog[locale](), validatorsLazyCatalog[locale]()]).then(
      (modules) => {
        loaded[locale] = Object.assign({}, ...modules.map((module) => module.default));
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        // Not kept: the next render or switch tries again.
        delete fetching[locale];
        throw error;
      },
    );
    fetching[locale] = arriving;
  }
  return arriving;
}

/** The chrome's translations of `locale` once fetched; undefined for zh (the source) or before. */
export function chromeTranslations(locale: LayoutLocale): Texts | undefined {
  return locale === 'zh' ? undefined : loaded[locale];
}

/** Calls `listener` whenever a locale's translations arrive; returns the unsubscribe function. */
export function subscribeChromeTranslations(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A chrome text in `locale`: its translation once fetched, else its zh source, `{name}`s filled. */
export function chromeText(
  locale: LayoutLocale,
  descriptor: { id: string; message: string },
  values: Readonly<Record<string, unknown>> = {},
): string {
  const source = chromeTranslations(locale)?.[descriptor.id] ?? descriptor.message;
  return source.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
