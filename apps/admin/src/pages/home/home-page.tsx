import type { MenuEntry } from '@pmc/api-client/contract';
import { menuName } from '@pmc/i18n';
import { T, useLocale } from '@pmc/i18n/react';
import { BlockCard, onDemand, Skeleton } from '@pmc/widgets';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { i18n } from '../../app/i18n.ts';
import { adminMessages } from '../../messages.ts';
import { menuToRoutes } from '../../navigation/menu-routes.ts';
import { session } from '../../session/session-store.ts';
import { FigureTilesSkeleton } from './figure-tiles-skeleton.tsx';
import { homeLazyCatalog } from './lazy-catalog.ts';
import { homeMessages as m } from './messages.ts';
import { RecentVisits } from './recent-visits.tsx';
import { workbenchAccess } from './workbench-access.ts';

/** Settles once the current locale's texts are in (the route waits for it: no zh flash in en). */
export const homeTextsReady = i18n.load(homeLazyCatalog).catch(() => undefined);

// The blocks that read server data load after the first paint, each with a placeholder of its own
// shape: TanStack Query, the API contract and ECharts stay off /home's first load, and a block whose
// code cannot be fetched shows 加载失败 with 重试 in its place while the rest of the page works.
const Figures = onDemand(() => import('./workbench-figures.tsx'), m.loading, {
  placeholder: <FigureTilesSkeleton />,
});
const Operations = onDemand(() => import('./recent-operations.tsx'), m.loading, {
  placeholder: <Skeleton rows={6} />,
});
const SignIns = onDemand(() => import('./sign-in-chart.tsx'), m.chartLoading, {
  placeholder: <Skeleton rows={6} />,
});

const SIGN_IN_DAYS = 14;

/**
 * The workbench staff open the day with: the figures they act on (each a link to the filtered list),
 * their recent operations, the pages they visited lately and the last 14 days of sign-ins, each block
 * only with the permission its page needs; then the areas of their menu.
 */
export default function HomePage() {
  const { userInfo, menuList } = useSnapshot(session);
  const { locale } = useLocale();
  const navigate = useNavigate();
  const access = useMemo(() => workbenchAccess(menuList as typeof session.menuList), [menuList]);
  return (
    <section className="admin-page admin-home" data-testid="home">
      <h1>
        <T msg={adminMessages.welcome} values={{ name: userInfo?.realName || userInfo?.username || '' }} />
      </h1>
      <p className="admin-muted">
        <T msg={adminMessages.homeIntro} />
      </p>
      {access.users || access.online ? (
        <section
          className="admin-workbench-figures-block"
          aria-labelledby="workbench-figures"
          data-testid="figures"
        >
          <h2 id="workbench-figures">
            <T msg={m.figures} />
          </h2>
          <Figures access={access} onNavigate={navigate} />
        </section>
      ) : null}
      <div className="admin-workbench-grid">
        <BlockCard
          title={m.recentOps}
          extra={
            access.operationLog ? (
              <Link to={access.operationLog}>
                <T msg={m.allOps} />
              </Link>
            ) : undefined
          }
          data-testid="recent-operations-block"
        >
          <Operations />
        </BlockCard>
        <RecentVisits />
        {access.signInLog ? (
          <BlockCard
            title={{ ...m.signIns, values: { days: SIGN_IN_DAYS } }}
            extra={
              <Link to={access.signInLog}>
                <T msg={m.allSignIns} />
              </Link>
            }
            className="admin-workbench-wide"
            data-testid="sign-ins-block"
          >
            <SignIns />
          </BlockCard>
        ) : null}
      </div>
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
