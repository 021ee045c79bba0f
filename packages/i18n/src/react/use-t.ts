import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { MessageDescriptor, MessageValues } from '../message.ts';
import { useI18nRuntime } from './runtime-context.ts';

/** A translate function: descriptor and optional ICU values in, text out. */
export type TranslateFn = (descriptor: MessageDescriptor, values?: MessageValues) => string;

/**
 * A `t(descriptor, values)` for the current locale. Its identity changes on a locale switch and the
 * component re-renders, so memoised texts follow the switch too.
 *
 * @example
 * const t = useT();
 * return <Empty description={t(i18nMessages.emptyData)} />;
 */
export function useT(): TranslateFn {
  const runtime = useI18nRuntime();
  const { i18n } = useLingui();
  const locale = i18n.locale;
  // biome-ignore lint/correctness/useExhaustiveDependencies: locale is the reason to hand out a new function
  return useCallback<TranslateFn>((descriptor, values) => runtime.t(descriptor, values), [runtime, locale]);
}
