import { getActiveRuntime } from '@pmc/i18n';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { layoutCatalog } from '../catalog.ts';
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
 * Translates the chrome's descriptors with its own catalogue (layoutCatalog) in the current locale,
 * filling ICU `{name}` placeholders. The chrome carries its catalogue so it renders in zh, en and zhtw
 * whatever i18n runtime the app uses.
 *
 * @example
 * const t = useLayoutT();
 * t(layoutMessages.more); // 'More ...' in en
 */
export function useLayoutT(): (text: LayoutText, values?: Record<string, unknown>) => string {
  const { locale } = useLayoutLocale();
  return useCallback(
    (text, values) => {
      if (typeof text === 'string') return text;
      const source = layoutCatalog[locale][text.id] ?? text.message;
      const all = { ...text.values, ...values };
      return source.replace(/\{(\w+)\}/g, (whole, name: string) => (name in all ? String(all[name]) : whole));
    },
    [locale],
  );
}
