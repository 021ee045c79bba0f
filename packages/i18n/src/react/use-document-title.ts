import { useEffect } from 'react';
import type { MessageDescriptor } from '../message.ts';
import { pageTitle } from '../page-title.ts';
import { useI18nRuntime } from './runtime-context.ts';
import { useLocale } from './use-locale.ts';

/**
 * Keeps `document.title` at `pageTitle(title)` (route title - system title), following locale switches.
 *
 * @example
 * function RouteTitle() {
 *   const match = useMatches().at(-1);
 *   useDocumentTitle(match?.handle?.title);
 *   return null;
 * }
 */
export function useDocumentTitle(title: string | MessageDescriptor | null | undefined): void {
  const runtime = useI18nRuntime();
  // Subscribes to locale switches: the title text is recomputed on the re-render they cause.
  useLocale();
  const text = pageTitle(title, runtime);
  useEffect(() => {
    if (typeof document !== 'undefined') document.title = text;
  }, [text]);
}
