import { menuName, pageTitle } from '@pmc/i18n';
import { useLocale, useT } from '@pmc/i18n/react';
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../navigation/route-handle.ts';

/**
 * Keeps the document title as docs/guide/pages.md#page-title says: the route title (translated) and the
 * system title.
 */
export function RouteTitle() {
  const matches = useMatches();
  const { locale } = useLocale();
  const t = useT();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const title = handle?.menu ? menuName(handle.menu, locale) : handle?.title ? t(handle.title) : '';
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return <Outlet />;
}
