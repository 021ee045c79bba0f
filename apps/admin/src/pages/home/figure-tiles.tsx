import { StatTile } from '@pmc/widgets';
import { homeMessages as m } from './messages.ts';
import type { WorkbenchAccess } from './workbench-access.ts';

export interface FigureTilesProps {
  access: WorkbenchAccess;
  onNavigate?: (to: string) => void;
  /** Undefined while loading: the tiles show skeletons. */
  counts?: { total: number; locked: number; disabled: number } | undefined;
  online?: number | undefined;
}

/**
 * The figures staff act on, each a link to the list it counts, filtered: users, locked and disabled
 * accounts (with the user page), online now (with the online-user page). The server counts within
 * the caller's data scope, as those lists show it.
 */
export function FigureTiles({ access, onNavigate, counts, online }: FigureTilesProps) {
  const users = access.users;
  return (
    <div className="admin-workbench-figures">
      {users ? (
        <>
          <StatTile
            label={m.users}
            value={counts?.total}
            to={users}
            onNavigate={onNavigate}
            data-testid="figure-users"
          />
          <StatTile
            label={m.locked}
            value={counts?.locked}
            to={`${users}?locked=1`}
            onNavigate={onNavigate}
            tone="warning"
            data-testid="figure-locked"
          />
          <StatTile
            label={m.disabled}
            value={counts?.disabled}
            to={`${users}?enabledMark=0`}
            onNavigate={onNavigate}
            tone="warning"
            data-testid="figure-disabled"
          />
        </>
      ) : null}
      {access.online ? (
        <StatTile
          label={m.online}
          value={online}
          to={access.online}
          onNavigate={onNavigate}
          data-testid="figure-online"
        />
      ) : null}
    </div>
  );
}
