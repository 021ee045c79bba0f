import { tz } from '@date-fns/tz';
import { differenceInMonths } from 'date-fns';
import type { MessageDescriptor } from '../message-descriptor.ts';
import { withValues } from '../message-descriptor.ts';
import { validatorsMessages as m } from '../messages.ts';
import { type DateInput, formatDate, toDate } from './format-date.ts';

/**
 * The two styles of docs/guide/constants.md#dates-and-relative-time: `detailed` (a, the default) and
 * `compact` (b).
 */
export type RelativeTimeReading = 'detailed' | 'compact';

/** Options of {@link describeRelativeTime} and `formatRelativeTime` (`@pmc/validators/catalog`). */
export interface RelativeTimeOptions {
  /** The moment to measure from; the current time by default (inject it in tests and SSR). */
  now?: DateInput;
  reading?: RelativeTimeReading;
  /** Pattern of the full date shown past the relative range; yyyy-MM-dd HH:mm by default. */
  pattern?: string;
  /** Zone of the full date and of calendar months. */
  timeZone?: string;
}

/** A relative phrase to translate, or a full date already formatted. Empty input gives `date: ''`. */
export type RelativeTime =
  | { kind: 'relative'; descriptor: MessageDescriptor }
  | { kind: 'date'; text: string };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ago = (descriptor: MessageDescriptor, n: number): RelativeTime => ({
  kind: 'relative',
  descriptor: withValues(descriptor, { n }),
});

/**
 * Places a past moment relative to `now`. Detailed: under 60 s just now, then minutes, hours, days up
 * to 6, weeks up to 3, calendar months up to 3, then the full date. Compact: under 30 s just now, under
 * an hour minutes, under a day hours, under two days "1 day ago", then the full date. Moments slightly
 * in the future (clock skew) read as just now.
 *
 * @example
 * describeRelativeTime(Date.now() - 5 * 60_000); // { kind: 'relative', descriptor: { id: 'validators.minutesAgo', message: '{n}分钟前', values: { n: 5 } } }
 */
export function describeRelativeTime(
  time: DateInput | null | undefined,
  options: RelativeTimeOptions = {},
): RelativeTime {
  const { reading = 'detailed', pattern, timeZone } = options;
  const then = toDate(time, timeZone);
  const now = toDate(options.now ?? Date.now(), timeZone);
  if (!then || !now) return { kind: 'date', text: '' };
  const elapsed = now.getTime() - then.getTime();
  const full = (): RelativeTime => ({ kind: 'date', text: formatDate(then, { pattern, timeZone }) });

  if (reading === 'compact') {
    if (elapsed < 30 * SECOND) return { kind: 'relative', descriptor: m.justNow };
    if (elapsed < HOUR) return ago(m.minutesAgo, Math.max(1, Math.floor(elapsed / MINUTE)));
    if (elapsed < DAY) return ago(m.hoursAgo, Math.floor(elapsed / HOUR));
    if (elapsed < 2 * DAY) return ago(m.daysAgo, 1);
    return full();
  }
  if (elapsed < MINUTE) return { kind: 'relative', descriptor: m.justNow };
  if (elapsed < HOUR) return ago(m.minutesAgo, Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return ago(m.hoursAgo, Math.floor(elapsed / HOUR));
  const days = Math.floor(elapsed / DAY);
  if (days <= 6) return ago(m.daysAgo, days);
  if (days < 28) return ago(m.weeksAgo, Math.floor(days / 7));
  const months = Math.max(
    1,
    timeZone ? differenceInMonths(now, then, { in: tz(timeZone) }) : differenceInMonths(now, then),
  );
  if (months <= 3) return ago(m.monthsAgo, months);
  return full();
}
