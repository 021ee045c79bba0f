import { useT } from '@pmc/i18n/react';
import { Empty } from '@pmc/ui';
import { DEFAULT_PAGE_SIZE, formatDate } from '@pmc/validators';
import { Skeleton } from '@pmc/widgets';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../app/queries.ts';
import { homeMessages as m } from './messages.ts';
import { WithQueries } from './with-queries.tsx';

/** How many of my operations the block lists (the operation log has them all). */
const SHOWN = 6;

function Operations() {
  const t = useT();
  // Category 5: operations; the endpoint answers only the signed-in user's own.
  const ops = useQuery(
    queries.currentUser.systemLog({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE, category: 5 }),
  );
  if (ops.isPending) return <Skeleton rows={SHOWN} />;
  const rows = ops.data?.list.slice(0, SHOWN) ?? [];
  if (rows.length === 0) return <Empty description={m.noOps} />;
  return (
    <ul className="admin-workbench-list" data-testid="recent-operations">
      {rows.map((row) => (
        <li key={row.id}>
          <span className="admin-workbench-list__main">
            {row.summary}
            {row.success ? null : <span className="admin-workbench-failed">{t(m.opFailed)}</span>}
          </span>
          <time className="admin-muted" dateTime={new Date(row.time).toISOString()}>
            {formatDate(row.time)}
          </time>
        </li>
      ))}
    </ul>
  );
}

/** 我的最近操作: the signed-in user's latest operations from the operation log. */
export default function RecentOperations() {
  return (
    <WithQueries>
      <Operations />
    </WithQueries>
  );
}
