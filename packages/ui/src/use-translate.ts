import { getActiveRuntime } from '@pmc/i18n';
import { useCallback, useSyncExternalStore } from 'react';

/** A Lingui-compatible message descriptor: the zh source text is `message`, placeholders in ICU form `{n}`. */
export interface MessageDescriptor {
  id: string;
  message: string;
  values?: Readonly<Record<string, unknown>>;
}

/** Text a component accepts: plain text (e.g. a server msg) or a descriptor. */
export type Translatable = string | MessageDescriptor;

/** Fills `{name}` placeholders of a descriptor's zh source text: the rendering when no i18n runtime exists. */
export function formatMessage(text: Translatable, values?: Readonly<Record<string, unknown>>): string {
  if (typeof text === 'string') return text;
  const all = { ...text.values, ...values };
  return text.message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in all ? String(all[name]) : whole,
  );
}

const noSubscription = () => () => {};

/**
 * Returns the function that turns a descriptor (or plain text) into display text in the current locale.
 * It renders through the @pmc/i18n runtime the app created (`createI18n`), re-rendering on a locale
 * switch; plain strings go through `translateText`, so a known zh text (a server msg) is translated too.
 * Unlike `useT()` it needs no `<I18nProvider>`: without a runtime (a widget used alone, a unit test) it
 * renders the zh source with its placeholders filled.
 *
 * @example
 * const t = useTranslate();
 * <span>{t(uiMessages.empty)}</span>
 */
export function useTranslate(): (text: Translatable, values?: Readonly<Record<string, unknown>>) => string {
  const runtime = getActiveRuntime();
  const locale = useSyncExternalStore(
    runtime ? runtime.subscribe : noSubscription,
    () => runtime?.locale,
    () => runtime?.locale,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per locale makes memoised texts follow a switch
  return useCallback(
    (text, values) => {
      if (!runtime) return formatMessage(text, values);
      if (typeof text === 'string') return runtime.translateText(text);
      return runtime.t(text, { ...text.values, ...values });
    },
    [runtime, locale],
  );
}
