import type { I18n } from '@lingui/core';
import type { Catalog, LazyCatalog } from './define-catalog.ts';
import type { Locale } from './locale.ts';
import type { MessageDescriptor, MessageValues } from './message.ts';

/** The app's translation runtime: a Lingui `I18n` plus the locale rules of this product. */
export interface I18nRuntime {
  /** The Lingui instance (for `@lingui/react` and Lingui-aware libraries). */
  readonly i18n: I18n;
  /** The current locale. */
  readonly locale: Locale;
  /**
   * Switches locale: re-renders subscribers, persists, and sets `<html lang>`. At once when the
   * locale's translations are in; else once they are fetched (the promise settles then, and rejects,
   * leaving the locale as it was, if they can't be fetched). Of quick successive calls the last wins.
   */
  setLocale(locale: Locale): Promise<void>;
  /** Settles when the current locale's translations are in (await it before the first render). */
  readonly ready: Promise<void>;
  /** Translates a descriptor in the current locale, filling ICU placeholders from `values`. */
  t(descriptor: MessageDescriptor, values?: MessageValues): string;
  /** Whether a message id has a source in the loaded catalogues. */
  hasMessage(id: string): boolean;
  /** Translates free text: a known id, else a known zh source text, else the text unchanged. */
  translateText(text: string): string;
  /** Adds a catalogue later (a lazily loaded package); settles when its current translation is in. */
  load(catalog: Catalog | LazyCatalog): Promise<void>;
  /** Calls `listener` after each locale switch; returns the unsubscribe function. */
  subscribe(listener: (locale: Locale) => void): () => void;
}
