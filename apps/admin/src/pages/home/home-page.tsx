import type { MenuEntry } from '@pmc/api-client/contract';
import { menuName } from '@pmc/i18n';
import { T, useLocale } from '@pmc/i18n/react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { adminMessages } from '../../messages.ts';
import { menuToRoutes } from '../../router/menu-routes.ts';
import { session } from '../../session/session-store.ts';

/** The pinned home page: a greeting and the top-level areas the user may use, with their pages. */
export default function HomePage() {
  const { userInfo, menuList } = useSnapshot(session);
  const { locale } = useLocale();
  return (
    <section className="admin-page admin-home" data-testid="home">
      <h1>
        <T msg={adminMessages.welcome} values={{ name: userInfo?.realName || userInfo?.username || '' }} />
      </h1>
      <p className="admin-muted">
        <T msg={adminMessages.homeIntro} />
      </p>
      <h2>
        <T msg={adminMessages.yourMenu} />
      </h2>
      <ul className="admin-home-grid">
        {menuList.map((top) => {
          const pages = menuToRoutes([top as MenuEntry]).slice(0, 6);
          return (
            <li key={top.id} className="admin-home-card">
              <h3>{menuName(top, locale)}</h3>
              <ul>
                {pages.map((page) => (
                  <li key={page.path}>
                    <Link to={page.path}>{findTitle(top, page.modelId, locale)}</Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface Entry {
  id: string;
  menu_name: string;
  menuNames?: { zh: string; en: string; zhtw: string };
  children?: readonly Entry[];
}

function findTitle(entry: Entry, id: string, locale: Parameters<typeof menuName>[1]): string {
  if (entry.id === id) return menuName(entry, locale);
  for (const child of entry.children ?? []) {
    const found = findTitle(child, id, locale);
    if (found) return found;
  }
  return '';
}
