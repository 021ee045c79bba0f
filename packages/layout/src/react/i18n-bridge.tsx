import { getActiveRuntime } from '@pmc/i18n';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import {
  chromeText,
  chromeTranslations,
  loadChromeTranslations,
  subscribeChromeTranslations,
} from '../chrome-translations.ts';
import type { LayoutLocale } from '../menu-entry.ts';

/** A descriptor (id + zh source) or plain, already translated text. */
export type LayoutText = string | { id: string; message: string; values?: Record<string, unknown> };

interface LocaleValue {
  locale: LayoutLocale;
  /** May settle later (a translation being fetched) and reject when it can't be. */
  setLocale?: (locale: LayoutLocale) => void | Promise<void>;
}

const LocaleContext = createContext<LocaleValue | null>(null);
const noSubscribe = () => () => {};

/**
 * Gives the chrome its locale (and the language selector its setter). The Shell renders it from its
 * `locale` / `onLocaleChange` props, so the app keeps owning the locale (e.g. through @pmc/i18n).
 *
 * @example
 * <LayoutLocaleProvider locale="en"><SideMenu … /></LayoutLocaleProvider>
 */
export function LayoutLocaleProvider({
  locale,
  onLocaleChange,
  children,
}: {
  locale: LayoutLocale;
  onLocaleChange?: (locale: LayoutLocale) => void | Promise<void>;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ locale, setLocale: onLocaleChange }), [locale, onLocaleChange]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/**
 * The chrome's current locale and, when the app allows it, its setter: from the nearest
 * LayoutLocaleProvider, else from the app's @pmc/i18n runtime (following its switches), else zh.
 *
 * @example
 * const { locale, setLocale } = useLayoutLocale();
 */
export function useLayoutLocale(): LocaleValue {
  const explicit = useContext(LocaleContext);
  const runtime = getActiveRuntime();
  const runtimeLocale = useSyncExternalStore(
    runtime ? runtime.subscribe : noSubscribe,
    () => runtime?.locale,
    () => runtime?.locale,
  );
  if (explicit) return explicit;
  if (runtime && runtimeLocale) return { locale: runtimeLocale, setLocale: runtime.setLocale };
  return { locale: 'zh' };
}

/**
 * The chrome's translations in its current locale: fetched the first time that locale is met (the zh
 * source shows meanwhile), re-rendering when they arrive.
 */
export function useChromeLocale(): LayoutLocale {
  const { locale } = useLayoutLocale();
  const translations = useSyncExternalStore(
    subscribeChromeTranslations,
    () => chromeTranslations(locale),
    () => chromeTranslations(locale),
  );
  useEffect(() => {
    if (locale !== 'zh' && !translations) loadChromeTranslations(locale).catch(() => undefined);
  }, [locale, translations]);
  return locale;
}

/**
 * Translates the chrome's descriptors in the current locale with its own lazily fetched translations
 * (layoutLazyCatalog), filling ICU `{name}` placeholders. The chrome carries its translations so it
 * renders in zh, en and zhtw whatever i18n runtime the app uses; only the locale in use is fetched.
 *
 * @example
 * const t = useLayoutT();
 * t(layoutMessages.more); // 'More ...' in en
 */
export function useLayoutT(): (text: LayoutText, values?: Record<string, unknown>) => string {
  const locale = useChromeLocale();
  const translations = chromeTranslations(locale);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function when translations arrive re-renders memoised texts
  return useCallback(
    (text, values) =>
      typeof text === 'string' ? text : chromeText(locale, text, { ...text.values, ...values }),
    [locale, translations],
  );
}
