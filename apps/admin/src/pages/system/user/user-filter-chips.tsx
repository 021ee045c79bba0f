import { Button, useTranslate } from '@pmc/ui';
import { userMessages as m } from './messages.ts';

export interface UserFilterChipsProps {
  /** The name of the position a holder-count link filters by; undefined: none. */
  position: string | undefined;
  /** The home page's locked-accounts figure led here. */
  locked: boolean;
  onClear: (filter: 'positionId' | 'locked') => void;
}

/** The filters set outside the search form, each shown as a chip with × to drop it. */
export function UserFilterChips({ position, locked, onClear }: UserFilterChipsProps) {
  const t = useTranslate();
  return (
    <>
      {position !== undefined ? (
        <span className="admin-filter-chip">
          {t(m.positionFilter, { name: position })}
          <Button variant="link" aria-label={t(m.clearFilter)} onClick={() => onClear('positionId')}>
            ×
          </Button>
        </span>
      ) : null}
      {locked ? (
        <span className="admin-filter-chip" data-testid="locked-filter">
          {t(m.lockedFilter)}
          <Button variant="link" aria-label={t(m.clearLockedFilter)} onClick={() => onClear('locked')}>
            ×
          </Button>
        </span>
      ) : null}
    </>
  );
}
