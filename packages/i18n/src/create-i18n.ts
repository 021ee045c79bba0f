import { type Messages, setupI18n } from '@lingui/core';
import { setActiveRuntime } from './active-runtime.ts';
import { compileMessage } from './compile-message.ts';
import { type Catalog, isLazyCatalog, type LazyCatalog, mergeCatalogs } from './define-catalog.ts';
import { browserLanguages, detectLocale } from './detect-locale.ts';
import type { I18nRuntime } from './i18n-runtime.ts';
import { LOCALE_TAGS, LOCALES, type Locale } from './locale.ts';
import { browserStorage, type LocaleStorage, writeStoredLocale } from './locale-storage.ts';

/** The element whose `lang` follows the locale (`document.documentElement` by default). */
export interface LangTarget {
  documentElement: { lang: string };
}

type AnyCatalog = Catalog | LazyCatalog;
type TranslationLocale = Exclude<Locale, 'zh'>;

export interface CreateI18nOptions {
  /**
   * Every package's catalogue: eager (`validatorsCatalog`) or with translations fetched on first use
   * (`validatorsLazyCatalog`).
   */
  catalogs: readonly AnyCatalog[];
  /** Start in this locale instead of detecting one (not persisted). */
  locale?: Locale;
  /** Where the choice is kept (default `localStorage`, else memory); `null` never persists. */
  storage?: LocaleStorage | null;
  /** Browser languages for detection (default `navigator.languages`). */
  languages?: readonly string[];
  /** Whose `<html lang>` to set (default `document`); `null` leaves the page alone. */
  document?: LangTarget | null;
}

function compileAll(messages: Record<string, string>): Messages {
  const compiled: Messages = {};
  for (const [id, text] of Object.entries(messages)) compiled[id] = compileMessage(text);
  return compiled;
}

/**
 * Creates the translation runtime from the packages' catalogues. Messages are compiled once here
 * (ICU placeholders such as `{n}` work without a build step); a translation missing in en or zhtw
 * falls back to the zh source. The locale is `options.locale`, else the stored `park_language`, else
 * the browser language, else zh. The runtime also becomes the one the module-level `t()` uses.
 *
 * @example
 * import { validatorsCatalog } from '@pmc/validators/catalog';
 * const runtime = createI18n({ catalogs: [i18nCatalog, validatorsCatalog] });
 * runtime.t(i18nMessages.aboutVersion, { version: '1.0.0' }); // '版本：1.0.0'
 * runtime.setLocale('en'); // persisted, <html lang="en">
 */
export function createI18n(options: CreateI18nOptions): I18nRuntime {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const target =
    options.document === undefined
      ? ((globalThis as { document?: LangTarget }).document ?? null)
      : options.document;
  const i18n = setupI18n();
  // Descriptors not in any catalogue (server-sent ones, say) still get their placeholders filled.
  i18n.setMessagesCompiler(compileMessage);
  const sources: Record<string, string> = {};
  const byText = new Map<string, string>();
  const pending: Record<TranslationLocale, LazyCatalog[]> = { en: [], zhtw: [] };
  const fetching: Record<TranslationLocale, Promise<void> | undefined> = { en: undefined, zhtw: undefined };
  let wanted: Locale | undefined;

  const addSources = (zhMessages: Record<string, string>) => {
    Object.assign(sources, zhMessages);
    for (const [id, text] of Object.entries(zhMessages)) if (!byText.has(text)) byText.set(text, id);
    return compileAll(zhMessages);
  };
  // Fetches every translation of `locale` not yet in (a failed one stays pending for the next try);
  // settles when none of that locale is on its way. Undefined when there is nothing to wait for.
  const fetchTranslations = (locale: Locale): Promise<void> | undefined => {
    if (locale === 'zh') return undefined;
    if (pending[locale].length === 0) return fetching[locale];
    const batch = pending[locale].splice(0);
    const run = Promise.all(batch.map((catalog) => catalog[locale]())).then(
      (modules) => {
        for (const module of modules) i18n.load(locale, compileAll(module.default));
      },
      (error: unknown) => {
        pending[locale].unshift(...batch);
        throw error;
      },
    );
    const all: Promise<void> = Promise.all([fetching[locale]?.catch(() => undefined), run]).then(() => {
      if (fetching[locale] === all) fetching[locale] = undefined;
    });
    all.catch(() => {
      if (fetching[locale] === all) fetching[locale] = undefined;
    });
    fetching[locale] = all;
    return all;
  };
  const load = (catalog: AnyCatalog): Promise<void> => {
    if (isLazyCatalog(catalog)) {
      const zh = addSources(catalog.zh);
      // Until its translation is fetched, an id shows its zh source in every locale.
      i18n.load({ zh, en: { ...zh }, zhtw: { ...zh } }); // copies: Lingui merges into the object it keeps
      pending.en.push(catalog);
      pending.zhtw.push(catalog);
      // While the runtime is being created no locale is active yet; `ready` fetches then.
      return (i18n.locale && fetchTranslations(i18n.locale as Locale)) || Promise.resolve();
    }
    const merged = mergeCatalogs([catalog]);
    const zh = addSources(merged.zh);
    i18n.load({ zh, en: { ...zh, ...compileAll(merged.en) }, zhtw: { ...zh, ...compileAll(merged.zhtw) } });
    return Promise.resolve();
  };
  const apply = (locale: Locale) => {
    i18n.activate(locale, [LOCALE_TAGS[locale]]);
    if (target) target.documentElement.lang = LOCALE_TAGS[locale];
  };

  for (const catalog of options.catalogs) void load(catalog);
  const initial =
    options.locale ?? detectLocale({ storage, languages: options.languages ?? browserLanguages() });
  apply(initial);
  const ready = fetchTranslations(initial) ?? Promise.resolve();

  const runtime: I18nRuntime = {
    i18n,
    get locale() {
      return i18n.locale as Locale;
    },
    ready,
    setLocale(locale) {
      if (!LOCALES.includes(locale)) throw new RangeError(`@pmc/i18n: unknown locale '${String(locale)}'`);
      wanted = locale;
      const switchTo = () => {
        if (wanted !== locale) return;
        writeStoredLocale(storage, locale);
        apply(locale);
      };
      const arriving = fetchTranslations(locale);
      if (!arriving) {
        switchTo();
        return Promise.resolve();
      }
      return arriving.then(switchTo);
    },
    t: (descriptor, values) => i18n._({ ...descriptor, values: values ?? descriptor.values }),
    hasMessage: (id) => Object.hasOwn(sources, id),
    translateText(text) {
      const id = Object.hasOwn(sources, text) ? text : byText.get(text);
      return id === undefined ? text : i18n._({ id, message: sources[id] });
    },
    load,
    subscribe(listener) {
      return i18n.on('change', () => listener(i18n.locale as Locale));
    },
  };
  setActiveRuntime(runtime);
  return runtime;
}
