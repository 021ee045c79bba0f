import { useLocale } from '@pmc/i18n/react';
import type { Visit } from '@pmc/layout';
import { BlockCard } from '@pmc/widgets';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { visitHistory } from '../../app/layout-stores.ts';
import { menuToRoutes } from '../../navigation/menu-routes.ts';
import { session } from '../../session/session-store.ts';
import { homeMessages as m } from './messages.ts';

/** How many pages the block lists. */
const SHOWN = 8;

const titleOf = (visit: Visit, locale: 'zh' | 'en' | 'zhtw') => visit.titles?.[locale] || visit.title;

/**
 * 最近访问: the pages this user opened lately, newest first, from the visit history the shell keeps per
 * user (it outlives sign-out and reload); each goes back to the URL it was left at. No request needed.
 * A page the user may no longer open (a revoked grant) is left out.
 */
export function RecentVisits() {
  const { visits } = useSnapshot(visitHistory.state);
  const { locale } = useLocale();
  const { menuList } = useSnapshot(session);
  const reachable = new Set([
    '/profile',
    ...menuToRoutes(menuList as typeof session.menuList).map((r) => r.path),
  ]);
  const shown = visits.filter((v) => reachable.has(v.path)).slice(0, SHOWN);
  return (
    <BlockCard
      title={m.recentVisits}
      empty={shown.length === 0 ? { description: m.noVisits } : undefined}
      data-testid="recent-visits"
    >
      <ul className="admin-workbench-list">
        {shown.map((visit) => (
          <li key={visit.path}>
            <Link to={visit.fullPath ?? visit.path}>{titleOf(visit as Visit, locale)}</Link>
            <span className="admin-muted">{visit.path}</span>
          </li>
        ))}
      </ul>
    </BlockCard>
  );
}
