import { createContext, type ReactNode } from 'react';

export const PermissionExplainContext = createContext(false);

export interface PermissionExplainProps {
  /** Explain mode on or off for every PermissionProvider below that is not told otherwise. */
  on: boolean;
  children?: ReactNode;
}

/**
 * Switches explain mode for a whole subtree: place it above a page cache (keep-alive), so the
 * PermissionProvider of each cached page follows a toggle at once, not only the page in view (a cached
 * page keeps the element it was rendered with, props included, until it is shown again).
 *
 * @example
 * <PermissionExplain on={explainOn}>
 *   <KeepAlive …><PermissionProvider permissions={list} modelId={id}>{page}</PermissionProvider></KeepAlive>
 * </PermissionExplain>
 */
export function PermissionExplain({ on, children }: PermissionExplainProps) {
  return <PermissionExplainContext value={on}>{children}</PermissionExplainContext>;
}
