import { menuName, pageTitle } from '@pmc/i18n';
import { useLocale, useT } from '@pmc/i18n/react';
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { tabsStore } from '../app/layout-stores.ts';
import type { RouteHandle } from '../navigation/route-handle.ts';

/**
 * Keeps the document title as docs/guide/pages.md#page-title says: the route title (translated) and the
 * system title; with what the page's tab names inside the page (a saved view) between them.
 */
export function RouteTitle() {
  const matches = useMatches();
  const { locale } = useLocale();
  const t = useT();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const route = handle?.menu ? menuName(handle.menu, locale) : handle?.title ? t(handle.title) : '';
  const path = matches.at(-1)?.pathname;
  const detail = useSnapshot(tabsStore.state).visited.find((tab) => tab.path === path)?.detail;
  const title = detail ? `${route} · ${detail}` : route;
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return <Outlet />;
}
