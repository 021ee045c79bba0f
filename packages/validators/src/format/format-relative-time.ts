import type { Locale } from '../message-descriptor.ts';
import { renderMessage } from '../render-message.ts';
import type { DateInput } from './format-date.ts';
import { describeRelativeTime, type RelativeTimeOptions } from './relative-time.ts';

/**
 * {@link describeRelativeTime} rendered in a locale (zh by default), from the eager catalogue (so it
 * is exported by `@pmc/validators/catalog`; React code renders `describeRelativeTime` with its `t`).
 *
 * @example
 * formatRelativeTime(Date.now() - 3 * 3_600_000, { locale: 'en' }); // '3 hours ago'
 * formatRelativeTime(Date.now() - 3 * 3_600_000, { locale: 'zhtw' }); // '3小時前'
 */
export function formatRelativeTime(
  time: DateInput | null | undefined,
  options: RelativeTimeOptions & { locale?: Locale } = {},
): string {
  const result = describeRelativeTime(time, options);
  return result.kind === 'date' ? result.text : renderMessage(result.descriptor, options.locale);
}
