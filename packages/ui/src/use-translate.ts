/** A Lingui-compatible message descriptor: the zh source text is `message`, placeholders in ICU form `{n}`. */
export interface MessageDescriptor {
  id: string;
  message: string;
  values?: Record<string, unknown>;
}

/** Text a component accepts: plain text (already translated, e.g. a server msg) or a descriptor. */
export type Translatable = string | MessageDescriptor;

/** Fills `{name}` placeholders of a descriptor's zh source text; the fallback used until @pmc/i18n renders it. */
export function formatMessage(text: Translatable, values?: Record<string, unknown>): string {
  if (typeof text === 'string') return text;
  const all = { ...text.values, ...values };
  return text.message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in all ? String(all[name]) : whole,
  );
}

/**
 * Returns the function that turns a descriptor into display text.
 * @pmc/i18n's `useT()` is not published yet, so this renders the descriptor's zh source text with its
 * values filled in; it is the one place to switch to `useT()` once @pmc/i18n/react ships it.
 *
 * @example
 * const t = useTranslate();
 * <span>{t(uiMessages.empty)}</span>
 */
export function useTranslate(): (text: Translatable, values?: Record<string, unknown>) => string {
  return formatMessage;
}
