import type { MessageDescriptor, MessageValues } from '../message.ts';
import { useT } from './use-t.ts';

export interface TProps {
  /** The message to render. */
  msg: MessageDescriptor;
  /** Values for its ICU placeholders. */
  values?: MessageValues;
}

/**
 * Renders a message as text in the current locale.
 *
 * @example
 * <T msg={i18nMessages.aboutVersion} values={{ version: '1.0.0' }} />
 */
export function T({ msg, values }: TProps) {
  const t = useT();
  return <>{t(msg, values)}</>;
}
