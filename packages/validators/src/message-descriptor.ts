/** The three interface languages of the product. */
export type Locale = 'zh' | 'en' | 'zhtw';

/** Values substituted into a message's ICU placeholders such as `{n}`. */
export type MessageValues = Record<string, string | number>;

/**
 * A Lingui-compatible message descriptor: a stable id, the zh source text (the product's wording) and the
 * values for its placeholders. Framework-free code returns these; the UI translates them.
 */
export interface MessageDescriptor {
  readonly id: string;
  readonly message: string;
  readonly values?: MessageValues;
}

/** Turns a descriptor into display text (for example `@pmc/i18n`'s `t`, or {@link renderMessage}). */
export type Translate = (descriptor: MessageDescriptor) => string;

/**
 * Binds placeholder values to a static descriptor from `validatorsMessages`.
 *
 * @example
 * withValues(validatorsMessages.pickerRequired, { title: '用户' }); // renders as '请选择用户'
 */
export function withValues(descriptor: MessageDescriptor, values: MessageValues): MessageDescriptor {
  return { id: descriptor.id, message: descriptor.message, values };
}
