import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setActiveRuntime } from './active-runtime.ts';
import { type Catalog, mergeCatalogs } from './catalog.ts';
import { browserLanguages, detectLocale } from './detect-locale.ts';
import { LOCALE_TAGS, LOCALES, type Locale } from './locale.ts';
import { browserStorage, type LocaleStorage, writeStoredLocale } from './locale-storage.ts';
import type { MessageDescriptor, MessageValues } from './message.ts';

/** The element whose `lang` follows the locale (`document.documentElement` by default). */
export interface LangTarget {
  documentElement: { lang: string };
}

export interface CreateI18nOptions {
  /** Every package's catalogue (`validatorsCatalog`, `i18nCatalog`, ...). */
  catalogs: readonly Catalog[];
  /** Start in this locale instead of detecting one (not persisted). */
  locale?: Locale;
  /** Where the choice is kept (default `localStorage`, else memory); `null` never persists. */
  storage?: LocaleStorage | null;
  /** Browser languages for detection (default `navigator.languages`). */
  languages?: readonly string[];
  /** Whose `<html lang>` to set (default `document`); `null` leaves the page alone. */
  document?: LangTarget | null;
}

/** The app's translation runtime: a Lingui `I18n` plus the locale rules of this product. */
export interface I18nRuntime {
  /** The Lingui instance (for `@lingui/react` and Lingui-aware libraries). */
  readonly i18n: I18n;
  /** The current locale. */
  readonly locale: Locale;
  /** Switches locale at run time: re-renders subscribers, persists, and sets `<html lang>`. */
  setLocale(locale: Locale): void;
  /** Translates a descriptor in the current locale, filling ICU placeholders from `values`. */
  t(descriptor: MessageDescriptor, values?: MessageValues): string;
  /** Whether a message id has a source in the loaded catalogues. */
  hasMessage(id: string): boolean;
  /** Translates free text: a known id, else a known zh source text, else the text unchanged. */
  translateText(text: string): string;
  /** Adds catalogues later (a lazily loaded package). */
  load(catalog: Catalog): void;
  /** Calls `listener` after each locale switch; returns the unsubscribe function. */
  subscribe(listener: (locale: Locale) => void): () => void;
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
 * import { validatorsCatalog } from '@pmc/validators';
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

  const load = (catalog: Catalog) => {
    const merged = mergeCatalogs([catalog]);
    Object.assign(sources, merged.zh);
    for (const [id, text] of Object.entries(merged.zh)) if (!byText.has(text)) byText.set(text, id);
    const zh = compileAll(merged.zh);
    i18n.load({ zh, en: { ...zh, ...compileAll(merged.en) }, zhtw: { ...zh, ...compileAll(merged.zhtw) } });
  };
  const apply = (locale: Locale) => {
    i18n.activate(locale, [LOCALE_TAGS[locale]]);
    if (target) target.documentElement.lang = LOCALE_TAGS[locale];
  };

  load(mergeCatalogs(options.catalogs));
  apply(options.locale ?? detectLocale({ storage, languages: options.languages ?? browserLanguages() }));

  const runtime: I18nRuntime = {
    i18n,
    get locale() {
      return i18n.locale as Locale;
    },
    setLocale(locale) {
      if (!LOCALES.includes(locale)) throw new RangeError(`@pmc/i18n: unknown locale '${String(locale)}'`);
      writeStoredLocale(storage, locale);
      apply(locale);
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
