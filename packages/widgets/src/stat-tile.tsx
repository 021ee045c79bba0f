import { cn, type Translatable, uiMessages, useTranslate } from '@pmc/ui';
import type { MouseEvent, ReactNode } from 'react';

export interface StatTileProps {
  /** What is counted (用户总数, 已锁定账号). */
  label: Translatable;
  /** The figure; undefined while it loads (a skeleton shows in its place). */
  value: number | undefined;
  /** The list the figure opens, filtered to what it counts. */
  to: string;
  /**
   * Client-side navigation (react-router's `navigate`, say); a plain click then stays in the app while
   * a middle or modified click still opens a new tab from the link's `href`.
   */
  onNavigate?: (to: string) => void;
  /** `warning` draws attention to a figure that asks for action when it is above 0. */
  tone?: 'default' | 'warning';
  /** An icon before the label (decorative: hidden from assistive technology). */
  icon?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

const modified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * One figure a staff member can act on, as a link to the list it counts (the workbench of the home
 * page). Its accessible name is the label and the figure ("已锁定账号 3"), as shown.
 *
 * @example
 * <StatTile label={m.locked} value={counts?.locked} to="/system/user?locked=1" onNavigate={navigate} tone="warning" />
 */
export function StatTile({
  label,
  value,
  to,
  onNavigate,
  tone = 'default',
  icon,
  className,
  'data-testid': testId,
}: StatTileProps) {
  const t = useTranslate();
  const loading = value === undefined;
  const text = t(label);
  return (
    <a
      href={to}
      data-slot="stat-tile"
      data-testid={testId}
      className={cn(
        'pmc-stat-tile',
        tone === 'warning' && (value ?? 0) > 0 && 'pmc-stat-tile--warning',
        className,
      )}
      aria-busy={loading || undefined}
      // Loaded, the name is the visible text itself (label, space, figure), as WCAG 2.5.3 asks.
      aria-label={loading ? `${text} ${t(uiMessages.loading)}` : undefined}
      onClick={(event) => {
        if (!onNavigate || modified(event)) return;
        event.preventDefault();
        onNavigate(to);
      }}
    >
      <span className="pmc-stat-tile__label">
        {icon ? (
          <span className="pmc-stat-tile__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {text}
      </span>{' '}
      {loading ? (
        <span className="pmc-skeleton pmc-stat-tile__skeleton" aria-hidden="true" />
      ) : (
        <span className="pmc-stat-tile__value">{value}</span>
      )}
    </a>
  );
}
